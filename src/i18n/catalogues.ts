import type { Lang } from '../contract/constants';
import { lite as ar } from './ar/lite';
import { lite as en } from './en/lite';
import { lite as fr } from './fr/lite';

export type LiteTexts = typeof fr;
type Catalogue = Record<string, unknown>;

/**
 * Texts per language:
 * - `liteTexts`: common + landing texts (1.5 KB gzip a language), for the pages without react-admin and the shared
 *   top-bar pieces; in the entry, every language, so the landing page switches language at once;
 * - `catalogues`: react-admin's texts + every area's + the contract messages (about 19 KB gzip a language), for the
 *   react-admin areas, one chunk per language loaded only when shown (the router loads the current language's with
 *   the area's code, see `withCatalogue`; another one when it is chosen).
 * A new language: its folder (with `lite.ts` and `catalogue.ts`) and one line in each table below.
 */
export const liteTexts: Record<Lang, LiteTexts> = { fr, en, ar };

const catalogueLoaders: Record<Lang, () => Promise<Catalogue>> = {
  fr: () => import('./fr/catalogue').then((m) => m.catalogue),
  en: () => import('./en/catalogue').then((m) => m.catalogue),
  ar: () => import('./ar/catalogue').then((m) => m.catalogue),
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

export const catalogues = perLanguage(catalogueLoaders);

/** A route's lazy loader that also loads the catalogue of `lang`, so the area's i18nProvider starts with it. */
export const withCatalogue =
  <M>(load: () => Promise<M>, lang: () => Lang) =>
  async (): Promise<M> => {
    const [module] = await Promise.all([load(), catalogues.load(lang())]);
    return module;
  };
