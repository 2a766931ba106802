import History from '@mui/icons-material/HistoryOutlined';
import { AuditList } from './AuditList';

/** /admin/audit: the audit log of admin and franchisee writes, read-only (issue 16). */
export const audit = { name: 'audit', list: AuditList, icon: History };
