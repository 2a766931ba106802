import Input from '@mui/icons-material/InputOutlined';
import { lazyPage } from '../../components/lazyPage';

// loaded when first opened: the admin's first page stays within its budget (scripts/page-budgets.ts)
const GoodsInPage = lazyPage(() => import('./GoodsInPage').then((x) => x.GoodsInPage));

/** /admin/goodsIn: goods-in by lot with a scanner (issue 29). */
export const goodsIn = { name: 'goodsIn', list: GoodsInPage, icon: Input };
