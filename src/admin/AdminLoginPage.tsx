import { useTranslate } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { hasSession } from '../authProviders';
import { AuthScreen } from '../components/AuthScreen';
import { LoginForm } from '../components/LoginForm';
import { RaAuthKit } from '../components/RaAuthKit';
import { useAfterLoginPath } from '../components/useAfterLoginPath';

/** /admin and /admin/login (spec 001 §2 Admin login). */
export function AdminLoginPage() {
  const translate = useTranslate();
  const afterLogin = useAfterLoginPath();
  // signed in already (Back right after signing in, issue 27 §3): the page the sign-in leads to, not the form
  if (hasSession('admin')) return <Navigate to={afterLogin} replace />;
  return (
    <RaAuthKit>
      <AuthScreen
        role="admin"
        title={translate('auth.login.admin.title')}
        subtitle={translate('auth.login.admin.subtitle')}
      >
        <LoginForm role="admin" redirectTo={afterLogin} />
      </AuthScreen>
    </RaAuthKit>
  );
}
