import { CssBaseline } from '@mui/material';
import type { ComponentType, ReactNode } from 'react';
import {
  AdminContext,
  type AuthProvider,
  CoreAdminUI,
  CustomRoutes,
  type DataProvider,
  type LayoutComponent,
  Loading,
  useBasename,
} from 'react-admin';
import { Navigate, Route, useLocation } from 'react-router-dom';
import { hasSession } from '../authProviders/session';
import { themeOptions } from '../theme/themes';
import { useDirection } from '../theme/DirectionRoot';
import { withMuiLocale } from '../theme/muiLocale';
import { useLiteText } from './i18nLite';
import { useThemeMode } from '../theme/useThemeMode';
import { BackOfficeError } from './BackOfficeError';
import { LazyNotification } from './LazyNotification';
import { lazyPage } from './lazyPage';
import { NotFoundContent } from './NotFoundContent';
import { useAreaSetup } from './useAreaSetup';

const BackOfficeResetPasswordPage = lazyPage(() =>
  import('./BackOfficeResetPasswordPage').then((m) => m.BackOfficeResetPasswordPage),
);

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
export function BackOfficeApp({
  role,
  title,
  authProvider,
  dataProvider,
  layout,
  loginPage,
  root,
  dashboard,
  children,
}: BackOfficeAppProps) {
  const { store, i18nProvider } = useAreaSetup(role);
  const [mode] = useThemeMode();
  const direction = useDirection();
  const texts = useLiteText();
  const { pathname, search } = useLocation();
  // Without a session, a protected URL goes straight to the sign-in page (one redirect), before react-admin
  // draws any screen of it or asks for the profile (issue 13: a loop of tokenless info calls). Signing in leads
  // back to the address asked for (issue 27 §17).
  if (!hasSession(role) && !isPublicPath(role, pathname))
    return <Navigate to={`/${role}/login`} state={{ nextPathname: pathname, nextSearch: search }} replace />;
  // react-admin's contexts and routes without <Admin>'s default screens (layout, sign-in, error pages), which the
  // portal replaces: their code is no longer loaded with the area
  return (
    <AdminContext
      basename={`/${role}`}
      store={store}
      i18nProvider={i18nProvider}
      authProvider={authProvider}
      dataProvider={dataProvider}
      theme={withMuiLocale(themeOptions(mode, direction), texts.common.mui)}
      defaultTheme="light"
    >
      <CssBaseline enableColorScheme />
      <CoreAdminUI
        title={title}
        layout={layout}
        loginPage={loginPage}
        catchAll={BackOfficeNotFound}
        error={BackOfficeError}
        loading={Loading}
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
      </CoreAdminUI>
      <LazyNotification />
    </AdminContext>
  );
}

/** The pages of an area that need no session: its sign-in (also at the bare area path) and password reset. */
function isPublicPath(role: string, pathname: string) {
  const rest = pathname.slice(role.length + 1).replace(/\/+$/, '');
  return rest === '' || rest === '/login' || rest === '/reset_password';
}

function BackOfficeNotFound() {
  return <NotFoundContent homePath={`${useBasename()}/dashboard`} />;
}
