import ReceiptLong from '@mui/icons-material/ReceiptLongOutlined';
import { OrderList } from './OrderList';

/** /franchise/orders: list with a details dialog at /franchise/orders/:id/show (no other route). */
export const orders = { name: 'orders', list: OrderList, icon: ReceiptLong };
