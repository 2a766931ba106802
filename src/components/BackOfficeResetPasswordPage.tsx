import { useBasename, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { AuthScreen } from './AuthScreen';
import { RaAuthKit } from './RaAuthKit';
import { ResetPasswordForm } from './ResetPasswordForm';

/** /admin/reset_password?t=… (spec 001 §2 Admin reset password) and /franchise/reset_password?t=… (spec 000 §2). */
export function BackOfficeResetPasswordPage({ role }: { role: 'admin' | 'franchise' }) {
  const translate = useTranslate();
  const basename = useBasename();
  const [params] = useSearchParams();
  return (
    <RaAuthKit>
      <AuthScreen role={role} title={translate('auth.reset.title')} subtitle={translate('auth.reset.subtitle')}>
        <ResetPasswordForm role={role} token={params.get('t')} loginPath={`${basename}/login`} />
      </AuthScreen>
    </RaAuthKit>
  );
}
