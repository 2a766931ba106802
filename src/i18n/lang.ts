import { DEFAULT_LANG, type Lang, STORAGE } from '../contract/constants';

/**
 * Interface language (spec 000 §1): the stored `lang` if it is fr or en; otherwise fr is set and stored.
 * Shared by every area, with no react-admin code so the landing page stays light.
 */
export function initialLang(storage: Storage = localStorage): Lang {
  const stored = storage.getItem(STORAGE.lang);
  if (stored === 'fr' || stored === 'en') return stored;
  storage.setItem(STORAGE.lang, DEFAULT_LANG);
  return DEFAULT_LANG;
}

export function currentLang(storage: Storage = localStorage): Lang {
  const stored = storage.getItem(STORAGE.lang);
  return stored === 'en' ? 'en' : 'fr';
}

export function storeLang(lang: Lang, storage: Storage = localStorage) {
  storage.setItem(STORAGE.lang, lang);
  document.documentElement.lang = lang;
  window.dispatchEvent(new CustomEvent('langchange', { detail: lang }));
}
