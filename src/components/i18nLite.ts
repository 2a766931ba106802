import { useSyncExternalStore } from 'react';
import { type Lang, STORAGE } from '../contract/constants';
import { type LiteTexts, liteTexts } from '../i18n/catalogues';
import { currentLang, storeLang } from '../i18n/lang';

/**
 * Translation for the pages that load no react-admin code (landing, /ok, /test, not found) and for the
 * small shared pieces (logo, theme toggle). Reads the same `lang` key as react-admin's i18nProvider, and
 * follows a change made anywhere (storeLang fires `langchange`; other tabs fire `storage`).
 */
function subscribe(listener: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key === STORAGE.lang) listener();
  };
  window.addEventListener('langchange', listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener('langchange', listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useLiteLang(): [Lang, (lang: Lang) => void] {
  const lang = useSyncExternalStore(subscribe, () => currentLang(), () => 'fr' as Lang);
  return [lang, storeLang];
}

export type { LiteTexts };

/** The common and landing texts of the current language, as a typed object (src/i18n/catalogues.ts). */
export function useLiteText(): LiteTexts {
  const [lang] = useLiteLang();
  return liteTexts[lang];
}

/** Fills `%{name}` placeholders. */
export const fill = (template: string, vars: Record<string, string | number>) =>
  template.replace(/%\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''));
