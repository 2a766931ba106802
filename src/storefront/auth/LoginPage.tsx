import { useTranslate } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { AuthScreen } from '../../components/AuthScreen';
import { LoginForm } from '../../components/LoginForm';
import { clients } from '../../http/clients';

/** /pharmacy and /pharmacy/login (spec 000 §2); /pharmacy goes straight to the dashboard when signed in. */
export function Component() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  if (pathname.replace(/\/+$/, '') === '/pharmacy' && clients.pharmacy.hasTokens()) return <Navigate to="/pharmacy/dashboard" replace />;
  return (
    <AuthScreen role="pharmacy" title={translate('auth.login.pharmacy.title')} subtitle={translate('auth.login.pharmacy.subtitle')}>
      <LoginForm role="pharmacy" redirectTo="/pharmacy/dashboard" />
    </AuthScreen>
  );
}
