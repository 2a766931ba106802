import type { Lang } from '../contract/constants';
import type { lite } from './fr/lite';

export type LiteTexts = typeof lite;
type Catalogue = Record<string, unknown>;

/**
 * The texts of one language are loaded only when that language is shown: one chunk per language and level.
 * - `liteTexts`: common + landing texts, for the pages without react-admin (main.tsx loads the current language's
 *   before the first render);
 * - `catalogues`: react-admin's texts + every area's + the contract messages, for the react-admin areas (the router
 *   loads the current language's with the area's code, see `withCatalogue`).
 * A new language: its folder (with `lite.ts` and `catalogue.ts`) and one line in each table below.
 */
const liteLoaders: Record<Lang, () => Promise<LiteTexts>> = {
  fr: () => import('./fr/lite').then((m) => m.lite),
  en: () => import('./en/lite').then((m) => m.lite),
};

const catalogueLoaders: Record<Lang, () => Promise<Catalogue>> = {
  fr: () => import('./fr/catalogue').then((m) => m.catalogue),
  en: () => import('./en/catalogue').then((m) => m.catalogue),
};

/** Loads each language once; `get` answers at once for a language already loaded. */
function perLanguage<T>(loaders: Record<Lang, () => Promise<T>>) {
  const loaded: Partial<Record<Lang, T>> = {};
  const pending: Partial<Record<Lang, Promise<T>>> = {};
  return {
    get: (lang: Lang): T | undefined => loaded[lang],
    load: (lang: Lang): Promise<T> => (pending[lang] ??= loaders[lang]().then((texts) => (loaded[lang] = texts))),
  };
}

export const liteTexts = perLanguage(liteLoaders);
export const catalogues = perLanguage(catalogueLoaders);

/** A route's lazy loader that also loads the catalogue of `lang`, so the area's i18nProvider starts with it. */
export const withCatalogue =
  <M>(load: () => Promise<M>, lang: () => Lang) =>
  async (): Promise<M> => {
    const [module] = await Promise.all([load(), catalogues.load(lang())]);
    return module;
  };
