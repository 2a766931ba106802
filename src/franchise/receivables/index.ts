import AccountBalance from '@mui/icons-material/AccountBalanceWalletOutlined';
import { lazyPage } from '../../components/lazyPage';

const FranchiseReceivablesPage = lazyPage(() =>
  import('./FranchiseReceivablesPage').then((x) => x.FranchiseReceivablesPage),
);

/** /franchise/receivables: the wilaya's receivables, read only, and its cash collections (issue 30 §5). */
export const receivables = { name: 'receivables', list: FranchiseReceivablesPage, icon: AccountBalance };
