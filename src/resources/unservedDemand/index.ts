import TrendingDown from '@mui/icons-material/TrendingDownOutlined';
import { lazyPage } from '../../components/lazyPage';

const UnservedDemandList = lazyPage(() => import('./UnservedDemandList').then((x) => x.UnservedDemandList));

/** /admin/unservedDemand: what pharmacies asked for and did not get (issue 41 §5). */
export const unservedDemand = { name: 'unservedDemand', list: UnservedDemandList, icon: TrendingDown };
