import Sell from '@mui/icons-material/SellOutlined';
import { lazyPage } from '../../components/lazyPage';

const FranchisePriceListList = lazyPage(() => import('./FranchisePriceListList').then((x) => x.FranchisePriceListList));

/** /franchise/priceLists: the price lists covering the wilaya, read only (issue 40 §6). */
export const priceLists = { name: 'priceLists', list: FranchisePriceListList, icon: Sell };
