import { useTranslate } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { hasSession } from '../../authProviders';
import { AuthScreen } from '../../components/AuthScreen';
import { LoginForm } from '../../components/LoginForm';
import { RaAuthKit } from '../../components/RaAuthKit';
import { useAfterLoginPath } from '../../components/useAfterLoginPath';

/** /franchise and /franchise/login: e-mail or username, card 420 wide (spec 000 §2, §9). */
export function FranchiseLoginPage() {
  const translate = useTranslate();
  const afterLogin = useAfterLoginPath();
  // signed in already (Back right after signing in, issue 27 §3): the page the sign-in leads to, not the form
  if (hasSession('franchise')) return <Navigate to={afterLogin} replace />;
  return (
    <RaAuthKit>
      <AuthScreen
        role="franchise"
        cardWidth={420}
        title={translate('auth.login.franchise.title')}
        subtitle={translate('auth.login.franchise.subtitle')}
      >
        <LoginForm role="franchise" emailLabel="emailOrUsername" redirectTo={afterLogin} />
      </AuthScreen>
    </RaAuthKit>
  );
}
