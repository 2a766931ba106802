import { type ReactNode, useMemo } from 'react';
import { useLocaleState, useLogin, useNotify, useTranslate } from 'react-admin';
import type { Lang } from '../contract/constants';
import { type AuthKit, AuthKitContext } from './authKit';

/** The sign-in screens' AuthKit inside a react-admin area: its translate, locale, notifications and useLogin. */
export function RaAuthKit({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const notify = useNotify();
  const login = useLogin();
  const kit = useMemo<AuthKit>(
    () => ({
      translate: (key, vars) => translate(key, vars),
      lang: locale as Lang,
      setLang: setLocale,
      notify: (key, type) => notify(key, { type }),
      login,
    }),
    [translate, locale, setLocale, notify, login],
  );
  return <AuthKitContext.Provider value={kit}>{children}</AuthKitContext.Provider>;
}
