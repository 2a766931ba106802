import { useBasename, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { AuthScreen } from '../components/AuthScreen';
import { ResetPasswordForm } from '../components/ResetPasswordForm';

/** /admin/reset_password?t=… (spec 001 §2 Admin reset password). */
export function AdminResetPasswordPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const [params] = useSearchParams();
  return (
    <AuthScreen role="admin" title={translate('auth.reset.title')} subtitle={translate('auth.reset.subtitle')}>
      <ResetPasswordForm role="admin" token={params.get('t')} loginPath={`${basename}/login`} />
    </AuthScreen>
  );
}
