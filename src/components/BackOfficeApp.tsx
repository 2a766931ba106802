import type { ComponentType, ReactNode } from 'react';
import { Admin, type AuthProvider, CustomRoutes, type DataProvider, type LayoutComponent, useBasename } from 'react-admin';
import { Route } from 'react-router-dom';
import { themeOptions } from '../theme/themes';
import { useThemeMode } from '../theme/useThemeMode';
import { BackOfficeResetPasswordPage } from './BackOfficeResetPasswordPage';
import { NotFoundContent } from './NotFoundContent';
import { useAreaSetup } from './useAreaSetup';

interface BackOfficeAppProps {
  /** The area, also its path prefix: /admin or /franchise. */
  role: 'admin' | 'franchise';
  title: string;
  authProvider: AuthProvider;
  dataProvider: DataProvider;
  layout: LayoutComponent;
  loginPage: ComponentType;
  /** The bare area path: where a signed-in user goes from it. */
  root: ReactNode;
  dashboard: ReactNode;
  /** The area's <Resource>s. */
  children: ReactNode;
}

/** The react-admin app of a back office (admin spec 001, franchise spec 000 §2): its own store, tokens and theme. */
export function BackOfficeApp({ role, title, authProvider, dataProvider, layout, loginPage, root, dashboard, children }: BackOfficeAppProps) {
  const { store, i18nProvider } = useAreaSetup(role);
  const [mode] = useThemeMode();
  return (
    <Admin
      basename={`/${role}`}
      title={title}
      store={store}
      i18nProvider={i18nProvider}
      authProvider={authProvider}
      dataProvider={dataProvider}
      theme={themeOptions(mode)}
      defaultTheme="light"
      layout={layout}
      loginPage={loginPage}
      catchAll={BackOfficeNotFound}
      disableTelemetry
    >
      {children}
      <CustomRoutes noLayout>
        <Route path="/" element={root} />
        <Route path="/reset_password" element={<BackOfficeResetPasswordPage role={role} />} />
      </CustomRoutes>
      <CustomRoutes>
        <Route path="/dashboard" element={dashboard} />
      </CustomRoutes>
    </Admin>
  );
}

function BackOfficeNotFound() {
  return <NotFoundContent homePath={`${useBasename()}/dashboard`} />;
}
