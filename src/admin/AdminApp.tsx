import { adminAuthProvider } from '../authProviders';
import { BackOfficeApp } from '../components/BackOfficeApp';
import { createDataProvider } from '../dataProvider';
import { clients } from '../http/clients';
import { adminResourceMap, adminResources } from '../resources';
import { AdminDashboard } from './AdminDashboard';
import { AdminLayout } from './AdminLayout';
import { AdminLoginPage } from './AdminLoginPage';
import { AdminRoot } from './AdminRoot';

const dataProvider = createDataProvider(clients.admin, adminResourceMap);

/** The admin back office under /admin (spec 001): its own store, the admin tokens, the resources of src/resources. */
export function Component() {
  return (
    <BackOfficeApp
      role="admin"
      title="ParaPharm DZ — Administration"
      authProvider={adminAuthProvider}
      dataProvider={dataProvider}
      layout={AdminLayout}
      loginPage={AdminLoginPage}
      root={<AdminRoot />}
      dashboard={<AdminDashboard />}
    >
      {adminResources}
    </BackOfficeApp>
  );
}
