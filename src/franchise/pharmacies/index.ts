import LocalPharmacy from '@mui/icons-material/LocalPharmacyOutlined';
import { PharmacyList } from './PharmacyList';

/** /franchise/pharmacies: list with the add dialog (/create) and the details dialog (/:id/show) over it. */
export const pharmacies = { name: 'pharmacies', list: PharmacyList, icon: LocalPharmacy };
