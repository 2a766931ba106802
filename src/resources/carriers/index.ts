import LocalShipping from '@mui/icons-material/LocalShippingOutlined';
import { CarrierList } from './CarrierList';

/** /admin/carriers (issue 28). */
export const carriers = { name: 'carriers', list: CarrierList, icon: LocalShipping, recordRepresentation: 'name' };
