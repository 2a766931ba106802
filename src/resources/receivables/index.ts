import AccountBalance from '@mui/icons-material/AccountBalanceWalletOutlined';
import { lazyPage } from '../../components/lazyPage';

// loaded when first opened: the admin's first page stays within its budget (scripts/page-budgets.ts)
const ReceivablesPage = lazyPage(() => import('./ReceivablesPage').then((x) => x.ReceivablesPage));

/** /admin/receivables: what each pharmacy owes, its account, terms and payments; the cash collections (issue 30 §5). */
export const receivables = { name: 'receivables', list: ReceivablesPage, icon: AccountBalance };
