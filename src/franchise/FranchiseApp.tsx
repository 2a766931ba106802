import { franchiseAuthProvider } from '../authProviders';
import { BackOfficeApp } from '../components/BackOfficeApp';
import { franchiseDataProvider as dataProvider } from '../dataProvider/franchiseArea';
import { franchiseResources } from './resources';
import { FranchiseDashboard } from './shell/FranchiseDashboard';
import { FranchiseLayout } from './shell/FranchiseLayout';
import { FranchiseLoginPage } from './shell/FranchiseLoginPage';
import { FranchiseRoot } from './shell/FranchiseRoot';

/** The franchise area under /franchise (spec 000 §2): its own store, the franchise tokens, the screens of ./resources. */
export function Component() {
  return (
    <BackOfficeApp
      role="franchise"
      title="ParaPharm DZ — Franchise"
      authProvider={franchiseAuthProvider}
      dataProvider={dataProvider}
      layout={FranchiseLayout}
      loginPage={FranchiseLoginPage}
      root={<FranchiseRoot />}
      dashboard={<FranchiseDashboard />}
    >
      {franchiseResources}
    </BackOfficeApp>
  );
}
