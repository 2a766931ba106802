import LocalShipping from '@mui/icons-material/LocalShippingOutlined';
import { lazyPage } from '../../components/lazyPage';

// loaded when first opened: the admin's first page stays within its budget (scripts/page-budgets.ts)
const CarrierList = lazyPage(() => import('./CarrierList').then((x) => x.CarrierList));

/** /admin/carriers (issue 28). */
export const carriers = { name: 'carriers', list: CarrierList, icon: LocalShipping, recordRepresentation: 'name' };
