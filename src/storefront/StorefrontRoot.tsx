import { CssBaseline } from '@mui/material';
import { AdminContext } from 'react-admin';
import { Outlet } from 'react-router-dom';
import { pharmacyAuthProvider } from '../authProviders';
import { LazyNotification } from '../components/LazyNotification';
import { useAreaSetup } from '../components/useAreaSetup';
import { pharmacyDataProvider } from '../dataProvider/pharmacyDataProvider';
import { themeOptions } from '../theme/themes';
import { useDirection } from '../theme/DirectionRoot';
import { withMuiLocale } from '../theme/muiLocale';
import { useLiteText } from '../components/i18nLite';
import { useThemeMode } from '../theme/useThemeMode';
import { SessionEndRedirect } from './auth/SessionEndRedirect';

/**
 * Wraps every pharmacy route (spec 000 §2): react-admin's contexts without its UI, so pages can use
 * useTranslate, useNotify, useGetIdentity and react-admin's data hooks over the one pharmacy dataProvider. Signed-in pages
 * wrap themselves in `StorefrontLayout` (./layout/StorefrontLayout: guard + top bar).
 */
export function Component() {
  const { store, i18nProvider } = useAreaSetup('pharmacy');
  const [mode] = useThemeMode();
  const direction = useDirection();
  const texts = useLiteText();
  return (
    <AdminContext
      store={store}
      i18nProvider={i18nProvider}
      authProvider={pharmacyAuthProvider}
      dataProvider={pharmacyDataProvider}
      theme={withMuiLocale(themeOptions(mode, direction), texts.common.mui)}
      defaultTheme="light"
    >
      <CssBaseline enableColorScheme />
      <SessionEndRedirect />
      <Outlet />
      <LazyNotification />
    </AdminContext>
  );
}
