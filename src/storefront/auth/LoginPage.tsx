import { useSyncExternalStore } from 'react';
import { Navigate } from 'react-router-dom';
import { hasSession } from '../../authProviders';
import { AuthScreen } from '../../components/AuthScreen';
import { useAuthKit } from '../../components/authKit';
import { LoginForm } from '../../components/LoginForm';
import { PublicFrame } from '../../public/PublicFrame';
import { LiteAuthKit } from './LiteAuthKit';

/**
 * /pharmacy and /pharmacy/login (spec 000 §2); both go straight to the dashboard when signed in (issue 27 §3: Back
 * right after signing in showed the form of a valid session), also when the pharmacy signs in in another tab.
 * Loaded without react-admin (issue 11: the sign-in page's weight): MUI, the light texts and the pharmacy authProvider.
 */
export function Component() {
  const signedIn = useSyncExternalStore(
    subscribeToOtherTabs,
    () => hasSession('pharmacy'),
    () => false,
  );
  if (signedIn) return <Navigate to="/pharmacy/dashboard" replace />;
  return (
    <PublicFrame>
      <LiteAuthKit>
        <PharmacyLogin />
      </LiteAuthKit>
    </PublicFrame>
  );
}

/** The tokens changed in another tab (storage events reach only the other tabs). */
function subscribeToOtherTabs(listener: () => void) {
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

function PharmacyLogin() {
  const { translate } = useAuthKit();
  return (
    <AuthScreen
      role="pharmacy"
      title={translate('auth.login.pharmacy.title')}
      subtitle={translate('auth.login.pharmacy.subtitle')}
    >
      <LoginForm role="pharmacy" redirectTo="/pharmacy/dashboard" />
    </AuthScreen>
  );
}
