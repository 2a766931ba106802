import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { pharmacyAuthProvider } from '../../authProviders';
import { type AuthKit, AuthKitContext } from '../../components/authKit';
import { useLiteLang, useLiteText } from '../../components/i18nLite';
import { LANGS } from '../../contract/constants';
import { authCatalogues } from '../../i18n/catalogues';
import { liteTranslate } from '../../i18n/liteTranslate';
import { clearSessionNotice, peekSessionNotice } from './sessionNotice';

// loaded with the first notice: the snackbar is not part of the page's first paint
const NoticeSnackbar = lazy(() => import('./NoticeSnackbar'));

type Notice = { key: string; type: 'success' | 'warning' };

/**
 * The pharmacy sign-in page's AuthKit without react-admin: the light texts and the sign-in texts of the language
 * shown, the pharmacy authProvider's login, and the notices (forgot-password sent, session ended) in a snackbar.
 */
export function LiteAuthKit({ children }: { children: ReactNode }) {
  const [lang, setLang] = useLiteLang();
  const lite = useLiteText();
  const auth = useSyncExternalStore(
    authCatalogues.subscribe,
    () => authCatalogues.get(lang) ?? LANGS.map(authCatalogues.get).find(Boolean),
  );
  useEffect(() => void authCatalogues.load(lang), [lang]);
  const navigate = useNavigate();
  const [notice, setNotice] = useState<Notice | null>(() => {
    const key = peekSessionNotice();
    return key ? { key, type: 'warning' } : null;
  });
  useEffect(clearSessionNotice, []);
  const kit = useMemo<AuthKit>(() => {
    const texts = { ...lite, ...auth };
    return {
      translate: (key, vars) => liteTranslate(texts, key, vars),
      lang,
      setLang: (next) => void authCatalogues.load(next).then(() => setLang(next)),
      notify: (key, type) => setNotice({ key, type }),
      login: async (credentials, redirectTo) => {
        await pharmacyAuthProvider.login(credentials);
        // the dashboard replaces the sign-in page in the history: Back does not lead to the form (issue 27 §3)
        await navigate(redirectTo, { replace: true });
      },
    };
  }, [lite, auth, lang, setLang, navigate]);
  return (
    <AuthKitContext.Provider value={kit}>
      {children}
      {notice && (
        <Suspense>
          <NoticeSnackbar text={kit.translate(notice.key)} type={notice.type} onClose={() => setNotice(null)} />
        </Suspense>
      )}
    </AuthKitContext.Provider>
  );
}
