import { useBasename, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { AuthScreen } from '../../components/AuthScreen';
import { ResetPasswordForm } from '../../components/ResetPasswordForm';

/** /franchise/reset_password?t=… (spec 000 §2). */
export function FranchiseResetPasswordPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const [params] = useSearchParams();
  return (
    <AuthScreen role="franchise" title={translate('auth.reset.title')} subtitle={translate('auth.reset.subtitle')}>
      <ResetPasswordForm role="franchise" token={params.get('t')} loginPath={`${basename}/login`} />
    </AuthScreen>
  );
}
