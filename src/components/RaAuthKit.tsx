import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useAuthProvider, useLocaleState, useNotificationContext, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Lang } from '../contract/constants';
import { type AuthKit, AuthKitContext } from './authKit';

/**
 * The sign-in screens' AuthKit inside a react-admin area: its translate, locale and notifications, and useLogin's
 * steps, except that the page reached replaces the sign-in page in the history (issue 27 §3: Back right after
 * signing in must not show the sign-in form).
 */
export function RaAuthKit({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const notify = useNotify();
  const authProvider = useAuthProvider();
  const queryClient = useQueryClient();
  const { resetNotifications } = useNotificationContext();
  const navigate = useNavigate();
  const kit = useMemo<AuthKit>(
    () => ({
      translate: (key, vars) => translate(key, vars),
      lang: locale as Lang,
      setLang: setLocale,
      notify: (key, type) => notify(key, { type }),
      login: async (credentials, redirectTo) => {
        await authProvider?.login(credentials);
        resetNotifications();
        void queryClient.invalidateQueries({ queryKey: ['auth', 'getPermissions'] });
        await navigate(redirectTo, { replace: true });
      },
    }),
    [translate, locale, setLocale, notify, authProvider, resetNotifications, queryClient, navigate],
  );
  return <AuthKitContext.Provider value={kit}>{children}</AuthKitContext.Provider>;
}
