import History from '@mui/icons-material/HistoryOutlined';
import { lazyPage } from '../../components/lazyPage';

// loaded when first opened: the admin's first page stays within its budget (scripts/page-budgets.ts)
const AuditList = lazyPage(() => import('./AuditList').then((x) => x.AuditList));

/** /admin/audit: the audit log of admin and franchisee writes, read-only (issue 16). */
export const audit = { name: 'audit', list: AuditList, icon: History };
