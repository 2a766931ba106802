import LocalOffer from '@mui/icons-material/LocalOfferOutlined';
import { lazyPage } from '../../components/lazyPage';

// loaded when first opened: the admin's first page stays within its budget (scripts/page-budgets.ts)
const PromotionList = lazyPage(() => import('./PromotionList').then((x) => x.PromotionList));

/** /admin/promotions: the laboratories' promotions, running, coming and ended (issue 40 §5). */
export const promotions = { name: 'promotions', list: PromotionList, icon: LocalOffer, recordRepresentation: 'name' };
