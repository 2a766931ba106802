import ReceiptLong from '@mui/icons-material/ReceiptLongOutlined';
import { lazyPage } from '../../components/lazyPage';

// loaded when first opened: the admin's first page stays within its budget (scripts/page-budgets.ts)
const OrderList = lazyPage(() => import('./OrderList').then((x) => x.OrderList));

/** /admin/orders: every order, status toggle, notes, details and invoices (001 §2). */
export const orders = { name: 'orders', list: OrderList, icon: ReceiptLong, recordRepresentation: 'order_no' };
