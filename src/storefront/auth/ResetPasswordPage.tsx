import { useEffect } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { AuthScreen } from '../../components/AuthScreen';
import { RaAuthKit } from '../../components/RaAuthKit';
import { ResetPasswordForm } from '../../components/ResetPasswordForm';
import { langFromHeader } from '../../contract/constants';
import { PHARMACY_LOGIN_PATH } from './RequirePharmacy';

/**
 * /pharmacy/reset_password?t=…&lang=1|2 (spec 000 §2, §7): `lang` (default 1, French) is sent as the
 * `language` header; the page is shown in that language too, as the e-mail was.
 */
export function Component() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const [locale, setLocale] = useLocaleState();
  const lang = langFromHeader(params.get('lang') ?? '1');
  const hasLangParam = params.has('lang');
  useEffect(() => {
    if (hasLangParam && locale !== lang) setLocale(lang);
    // only when the page opens: the user may switch afterwards
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <RaAuthKit>
      <AuthScreen role="pharmacy" title={translate('auth.reset.title')} subtitle={translate('auth.reset.subtitle')}>
        <ResetPasswordForm role="pharmacy" token={params.get('t')} lang={lang} loginPath={PHARMACY_LOGIN_PATH} />
      </AuthScreen>
    </RaAuthKit>
  );
}
