import AssignmentReturn from '@mui/icons-material/AssignmentReturnOutlined';
import { lazyPage } from '../../components/lazyPage';

const RecallList = lazyPage(() => import('../../resources/recalls/RecallList').then((x) => x.FranchiseRecallList));
const RecallShow = lazyPage(() => import('../../resources/recalls/RecallShow').then((x) => x.FranchiseRecallShow));

/** /franchise/recalls: its wilaya's recalls, and on each the pharmacies that have not answered first, to call (issue 29 §5). */
export const recalls = { name: 'recalls', list: RecallList, show: RecallShow, icon: AssignmentReturn };
