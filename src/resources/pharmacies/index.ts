import LocalPharmacy from '@mui/icons-material/LocalPharmacyOutlined';
import { PharmacyList } from './PharmacyList';

/** /admin/pharmacies: the network's pharmacies with their dialogs and the add-franchisee sub-dialog (001 §2). */
export const pharmacies = { name: 'pharmacies', list: PharmacyList, icon: LocalPharmacy, recordRepresentation: 'name' };
