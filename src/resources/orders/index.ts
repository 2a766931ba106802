import ReceiptLong from '@mui/icons-material/ReceiptLongOutlined';
import { OrderList } from './OrderList';

/** /admin/orders: every order, status toggle, notes, details and invoices (001 §2). */
export const orders = { name: 'orders', list: OrderList, icon: ReceiptLong, recordRepresentation: 'order_no' };
