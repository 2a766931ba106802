import { Admin, CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { adminAuthProvider } from '../authProviders';
import { NotFoundContent } from '../components/NotFoundContent';
import { useAreaSetup } from '../components/useAreaSetup';
import { createDataProvider } from '../dataProvider';
import { clients } from '../http/clients';
import { adminResourceMap, adminResources } from '../resources';
import { themeOptions } from '../theme/themes';
import { useThemeMode } from '../theme/useThemeMode';
import { AdminDashboard } from './AdminDashboard';
import { AdminLayout } from './AdminLayout';
import { AdminLoginPage } from './AdminLoginPage';
import { AdminResetPasswordPage } from './AdminResetPasswordPage';
import { AdminRoot } from './AdminRoot';

const dataProvider = createDataProvider(clients.admin, adminResourceMap);
const AdminNotFound = () => <NotFoundContent homePath="/admin/dashboard" />;

/** The admin back office under /admin (spec 001): its own store, the admin tokens, the resources of src/resources. */
export function Component() {
  const { store, i18nProvider } = useAreaSetup('admin');
  const [mode] = useThemeMode();
  return (
    <Admin
      basename="/admin"
      title="ParaPharm DZ — Administration"
      store={store}
      i18nProvider={i18nProvider}
      authProvider={adminAuthProvider}
      dataProvider={dataProvider}
      theme={themeOptions(mode)}
      defaultTheme="light"
      layout={AdminLayout}
      loginPage={AdminLoginPage}
      catchAll={AdminNotFound}
      disableTelemetry
    >
      {adminResources}
      <CustomRoutes noLayout>
        <Route path="/" element={<AdminRoot />} />
        <Route path="/reset_password" element={<AdminResetPasswordPage />} />
      </CustomRoutes>
      <CustomRoutes>
        <Route path="/dashboard" element={<AdminDashboard />} />
      </CustomRoutes>
    </Admin>
  );
}
