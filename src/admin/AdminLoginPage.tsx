import { useTranslate } from 'react-admin';
import { AuthScreen } from '../components/AuthScreen';
import { LoginForm } from '../components/LoginForm';
import { RaAuthKit } from '../components/RaAuthKit';
import { useAfterLoginPath } from '../components/useAfterLoginPath';

/** /admin and /admin/login (spec 001 §2 Admin login). */
export function AdminLoginPage() {
  const translate = useTranslate();
  const afterLogin = useAfterLoginPath();
  return (
    <RaAuthKit>
      <AuthScreen role="admin" title={translate('auth.login.admin.title')} subtitle={translate('auth.login.admin.subtitle')}>
        <LoginForm role="admin" redirectTo={afterLogin} />
      </AuthScreen>
    </RaAuthKit>
  );
}
