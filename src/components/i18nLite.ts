import { useSyncExternalStore } from 'react';
import { type Lang, LANGS, STORAGE } from '../contract/constants';
import { type LiteTexts, liteCatalogues } from '../i18n/catalogues';
import { currentLang, storeLang } from '../i18n/lang';
import { prepareLang } from '../i18n/prepareLang';

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

/** A language switch: applied once the language's texts (and, for Arabic, its right-to-left styles) are loaded. */
const switchLang = (lang: Lang) => void prepareLang(lang).then(() => storeLang(lang));

export function useLiteLang(): [Lang, (lang: Lang) => void] {
  // the server snapshot serves the landing page's prerendering (src/public/landing/prerender.tsx)
  const lang = useSyncExternalStore(
    subscribe,
    () => currentLang(),
    () => currentLang(),
  );
  return [lang, switchLang];
}

export type { LiteTexts };

/**
 * The common and landing texts of the current language, as a typed object (src/i18n/catalogues.ts). The entry loads
 * them before the first render; a language set elsewhere (another tab, a react-admin area) shows the texts already
 * loaded until its own arrive (DirectionRoot loads them).
 */
export function useLiteText(): LiteTexts {
  const [lang] = useLiteLang();
  const read = () => liteCatalogues.get(lang) ?? LANGS.map(liteCatalogues.get).find(Boolean);
  const texts = useSyncExternalStore(liteCatalogues.subscribe, read, read);
  if (!texts) throw new Error('no light texts loaded: prepareLang(lang) runs before the first render (main.tsx)');
  return texts;
}

/** Fills `%{name}` placeholders. */
export const fill = (template: string, vars: Record<string, string | number>) =>
  template.replace(/%\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''));
