import { DEFAULT_LANG, type Lang, LANGS, STORAGE } from '../contract/constants';

/** A language code read from anywhere (storage, react-admin's locale): one of LANGS, else undefined. */
export const asLang = (value: unknown): Lang | undefined =>
  (LANGS as readonly unknown[]).includes(value) ? (value as Lang) : undefined;

/** The language code, French when it is not one of LANGS. */
export const toLang = (value: unknown): Lang => asLang(value) ?? DEFAULT_LANG;

/** Each language's name in itself, as the switchers show it. */
export const LANG_NAMES: Record<Lang, string> = { fr: 'Français', en: 'English', ar: 'العربية' };

/** The short labels of the language switchers: FR, EN, العربية (issue 15). */
export const LANG_LABELS: Record<Lang, string> = { fr: 'FR', en: 'EN', ar: 'العربية' };

/** Writing direction of a language: Arabic is right to left. */
export const langDir = (lang: Lang): 'rtl' | 'ltr' => (lang === 'ar' ? 'rtl' : 'ltr');

/**
 * Language of the data that exist in French and English (product and category names, descriptions), and in Arabic
 * only when translated (D64): an Arabic reader without a translation gets the French ones, French being the other
 * working language in Algeria.
 */
export const contentLang = (lang: Lang): 'fr' | 'en' => (lang === 'en' ? 'en' : 'fr');

/**
 * A text kept in French and English, and maybe Arabic (names, categories, descriptions, D64), in the reader's
 * language: Arabic when there is one for an Arabic reader, else the content language's, else whichever exists.
 */
export const contentText = (
  lang: Lang,
  texts: { fr?: string | null; en?: string | null; ar?: string | null },
): string => (lang === 'ar' && texts.ar) || texts[contentLang(lang)] || texts.fr || texts.en || '';

/**
 * BCP 47 locale for Intl dates and numbers. Arabic keeps Latin digits as Algerian usage does (issue 15):
 * 'ar-DZ' alone would already give them, `nu-latn` makes it explicit.
 */
export const intlLocale = (lang: Lang) => ({ fr: 'fr-FR', en: 'en-GB', ar: 'ar-DZ-u-nu-latn' })[lang];

/** Sets `<html lang dir>`: the browser, screen readers and MUI's RTL styles follow it. */
export function applyDocumentLang(lang: Lang, root: HTMLElement = document.documentElement) {
  root.lang = lang;
  root.dir = langDir(lang);
}

/**
 * Interface language (spec 000 §1): the stored `lang` if it is one of LANGS; otherwise fr is set and stored.
 * Shared by every area, with no react-admin code so the landing page stays light.
 */
export function initialLang(storage: Storage = localStorage): Lang {
  const stored = asLang(storage.getItem(STORAGE.lang));
  if (stored) return stored;
  storage.setItem(STORAGE.lang, DEFAULT_LANG);
  return DEFAULT_LANG;
}

export function currentLang(storage: Storage = localStorage): Lang {
  return toLang(storage.getItem(STORAGE.lang));
}

export function storeLang(lang: Lang, storage: Storage = localStorage) {
  storage.setItem(STORAGE.lang, lang);
  applyDocumentLang(lang);
  window.dispatchEvent(new CustomEvent('langchange', { detail: lang }));
}
