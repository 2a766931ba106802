import { Navigate, useLocation } from 'react-router-dom';
import { hasSession } from '../../authProviders';
import { AuthScreen } from '../../components/AuthScreen';
import { useAuthKit } from '../../components/authKit';
import { LoginForm } from '../../components/LoginForm';
import { PublicFrame } from '../../public/PublicFrame';
import { LiteAuthKit } from './LiteAuthKit';

/**
 * /pharmacy and /pharmacy/login (spec 000 §2); /pharmacy goes straight to the dashboard when signed in. Loaded
 * without react-admin (issue 11: the sign-in page's weight): MUI, the light texts and the pharmacy authProvider.
 */
export function Component() {
  const { pathname } = useLocation();
  if (pathname.replace(/\/+$/, '') === '/pharmacy' && hasSession('pharmacy')) return <Navigate to="/pharmacy/dashboard" replace />;
  return (
    <PublicFrame>
      <LiteAuthKit>
        <PharmacyLogin />
      </LiteAuthKit>
    </PublicFrame>
  );
}

function PharmacyLogin() {
  const { translate } = useAuthKit();
  return (
    <AuthScreen role="pharmacy" title={translate('auth.login.pharmacy.title')} subtitle={translate('auth.login.pharmacy.subtitle')}>
      <LoginForm role="pharmacy" redirectTo="/pharmacy/dashboard" />
    </AuthScreen>
  );
}
