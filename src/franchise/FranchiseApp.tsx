import { Admin, CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { franchiseAuthProvider } from '../authProviders';
import { NotFoundContent } from '../components/NotFoundContent';
import { useAreaSetup } from '../components/useAreaSetup';
import { createDataProvider } from '../dataProvider';
import { clients } from '../http/clients';
import { themeOptions } from '../theme/themes';
import { useThemeMode } from '../theme/useThemeMode';
import { franchiseResourceMap, franchiseResources } from './resources';
import { FranchiseDashboard } from './shell/FranchiseDashboard';
import { FranchiseLayout } from './shell/FranchiseLayout';
import { FranchiseLoginPage } from './shell/FranchiseLoginPage';
import { FranchiseResetPasswordPage } from './shell/FranchiseResetPasswordPage';
import { FranchiseRoot } from './shell/FranchiseRoot';

const dataProvider = createDataProvider(clients.franchise, franchiseResourceMap);
const FranchiseNotFound = () => <NotFoundContent homePath="/franchise/dashboard" />;

/** The franchise area under /franchise (spec 000 §2): its own store, the franchise tokens, the screens of ./resources. */
export function Component() {
  const { store, i18nProvider } = useAreaSetup('franchise');
  const [mode] = useThemeMode();
  return (
    <Admin
      basename="/franchise"
      title="ParaPharm DZ — Franchise"
      store={store}
      i18nProvider={i18nProvider}
      authProvider={franchiseAuthProvider}
      dataProvider={dataProvider}
      theme={themeOptions(mode)}
      defaultTheme="light"
      layout={FranchiseLayout}
      loginPage={FranchiseLoginPage}
      catchAll={FranchiseNotFound}
      disableTelemetry
    >
      {franchiseResources}
      <CustomRoutes noLayout>
        <Route path="/" element={<FranchiseRoot />} />
        <Route path="/reset_password" element={<FranchiseResetPasswordPage />} />
      </CustomRoutes>
      <CustomRoutes>
        <Route path="/dashboard" element={<FranchiseDashboard />} />
      </CustomRoutes>
    </Admin>
  );
}
