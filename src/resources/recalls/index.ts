import AssignmentReturn from '@mui/icons-material/AssignmentReturnOutlined';
import { lazyPage } from '../../components/lazyPage';

// loaded when first opened: the admin's first page stays within its budget (scripts/page-budgets.ts)
const RecallList = lazyPage(() => import('./RecallList').then((x) => x.RecallList));
const RecallShow = lazyPage(() => import('./RecallShow').then((x) => x.RecallShow));

/** /admin/recalls: the lot recalls, "Start a recall", and each recall's progress and trace (issue 29 §5). */
export const recalls = { name: 'recalls', list: RecallList, show: RecallShow, icon: AssignmentReturn };
