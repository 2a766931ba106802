import type { Lang } from '../contract/constants';
import { withTextConstants } from '../contract/textConstants';
import type { auth } from './fr/auth';
import type { lite } from './fr/lite';
import { deepMerge } from './buildCatalogue';

export type LiteTexts = typeof lite;
export type AuthTexts = typeof auth;
type Catalogue = Record<string, unknown>;

/**
 * Texts per language, one chunk per language, loaded only when shown:
 * - `liteCatalogues`: common + landing texts (1.5 KB gzip a language), for the pages without react-admin and the
 *   shared top-bar pieces; the entry loads the current language's before the first render (src/i18n/prepareLang.ts),
 *   a language switch loads the new one before it is applied;
 * - `authCatalogues`: the sign-in screens' texts, for the pharmacy sign-in page, which loads no react-admin code;
 * - `shopCatalogues`: react-admin's texts + the areas' + the contract messages the storefront shows, for the
 *   storefront (the router loads the current language's with the area's code, see `withCatalogue`; another one when
 *   it is chosen);
 * - `backOfficeCatalogues`: those + the texts only the admin and franchise areas show (their dashboards' figures,
 *   the franchise screens, the back-office server messages), kept out of the storefront's pages.
 * A new language: its folder (with `lite.ts` and `catalogue.ts`) and one line in each table below.
 */
const liteLoaders: Record<Lang, () => Promise<LiteTexts>> = {
  fr: () => import('./fr/lite').then((m) => m.lite),
  en: () => import('./en/lite').then((m) => m.lite),
  ar: () => import('./ar/lite').then((m) => m.lite),
};

const authLoaders: Record<Lang, () => Promise<AuthTexts>> = {
  fr: () => import('./fr/auth').then((m) => m.auth),
  en: () => import('./en/auth').then((m) => m.auth),
  ar: () => import('./ar/auth').then((m) => m.auth),
};

const shopLoaders: Record<Lang, () => Promise<Catalogue>> = {
  fr: () => import('./fr/catalogue').then((m) => m.catalogue),
  en: () => import('./en/catalogue').then((m) => m.catalogue),
  ar: () => import('./ar/catalogue').then((m) => m.catalogue),
};

/**
 * Loads each language once, with the rules' numbers filled in (TEXT_CONSTANTS); `get` answers at once for a
 * language already loaded; `subscribe` hears each load.
 */
export function perLanguage<T>(loaders: Record<Lang, () => Promise<T>>) {
  const loaded: Partial<Record<Lang, T>> = {};
  const pending: Partial<Record<Lang, Promise<T>>> = {};
  const listeners = new Set<() => void>();
  return {
    get: (lang: Lang): T | undefined => loaded[lang],
    load: (lang: Lang): Promise<T> =>
      (pending[lang] ??= loaders[lang]().then((loadedTexts) => {
        const texts = withTextConstants(loadedTexts);
        loaded[lang] = texts;
        listeners.forEach((listener) => listener());
        return texts;
      })),
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const liteCatalogues = perLanguage(liteLoaders);
export const authCatalogues = perLanguage(authLoaders);
export const shopCatalogues = perLanguage(shopLoaders);

const backOfficeOnly: Record<Lang, () => Promise<Catalogue>> = {
  fr: () => import('./fr/backOffice').then((m) => m.backOffice),
  en: () => import('./en/backOffice').then((m) => m.backOffice),
  ar: () => import('./ar/backOffice').then((m) => m.backOffice),
};
const backOfficeLoaders = Object.fromEntries(
  Object.entries(backOfficeOnly).map(([lang, load]) => [
    lang,
    async () => deepMerge(await shopCatalogues.load(lang as Lang), await load()),
  ]),
) as Record<Lang, () => Promise<Catalogue>>;
export const backOfficeCatalogues = perLanguage(backOfficeLoaders);

export type CatalogueSet = typeof shopCatalogues;

/** A route's lazy loader that also loads the catalogue of `lang`, so the area's i18nProvider starts with it. */
export const withCatalogue =
  <M>(load: () => Promise<M>, lang: () => Lang, catalogues: CatalogueSet) =>
  async (): Promise<M> => {
    const [module] = await Promise.all([load(), catalogues.load(lang())]);
    return module;
  };
