import { CssBaseline } from '@mui/material';
import { AdminContext, Notification } from 'react-admin';
import { Outlet } from 'react-router-dom';
import { pharmacyAuthProvider } from '../authProviders';
import { useAreaSetup } from '../components/useAreaSetup';
import { useSessionEndRedirect } from '../components/useSessionEndRedirect';
import { createPharmacyDataProvider } from '../dataProvider/pharmacy';
import { clients } from '../http/clients';
import { themeOptions } from '../theme/themes';
import { useDirection } from '../theme/DirectionRoot';
import { useThemeMode } from '../theme/useThemeMode';
import { pharmacySessionEndPath } from './auth/sessionEndPath';

const dataProvider = createPharmacyDataProvider(clients.pharmacy);

/** An expired pharmacy session ends on the sign-in page with "Session Expired, Please login again". */
function SessionEndRedirect() {
  useSessionEndRedirect('pharmacy', pharmacySessionEndPath);
  return null;
}

/**
 * Wraps every pharmacy route (spec 000 §2): react-admin's contexts without its UI, so pages can use
 * useTranslate, useNotify, useGetIdentity and react-query, with the pharmacy tokens. Signed-in pages
 * wrap themselves in `StorefrontLayout` (./layout/StorefrontLayout: guard + top bar).
 */
export function Component() {
  const { store, i18nProvider } = useAreaSetup('pharmacy');
  const [mode] = useThemeMode();
  const direction = useDirection();
  return (
    <AdminContext
      store={store}
      i18nProvider={i18nProvider}
      authProvider={pharmacyAuthProvider}
      dataProvider={dataProvider}
      theme={themeOptions(mode, direction)}
      defaultTheme="light"
    >
      <CssBaseline enableColorScheme />
      <SessionEndRedirect />
      <Outlet />
      <Notification />
    </AdminContext>
  );
}
