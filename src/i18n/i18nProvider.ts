import polyglotI18nProvider from 'ra-i18n-polyglot';
import { LANGS } from '../contract/constants';
import { backOfficeCatalogues, shopCatalogues } from './catalogues';
import { initialLang, LANG_NAMES, storeLang, toLang } from './lang';
import { prepareLang } from './prepareLang';

const known = toLang;

/**
 * The i18nProvider of every react-admin area: react-admin's texts + ours, language kept under `lang`. The current
 * language's catalogue is loaded before the area mounts (router.tsx, `withCatalogue`); another one is loaded when
 * chosen.
 */
export function createI18nProvider(area: 'shop' | 'backOffice' = 'backOffice') {
  const catalogues = area === 'shop' ? shopCatalogues : backOfficeCatalogues;
  const provider = polyglotI18nProvider(
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- polyglot takes any nested object
    (locale): any => catalogues.get(known(locale)) ?? catalogues.load(known(locale)),
    initialLang(),
    LANGS.map((locale) => ({ locale, name: LANG_NAMES[locale] })),
    { allowMissing: true },
  );
  return {
    ...provider,
    changeLocale: async (locale: string) => {
      // the new language's texts and direction styles first, so the page switches at once
      await Promise.all([prepareLang(known(locale)), catalogues.load(known(locale))]);
      storeLang(known(locale));
      return provider.changeLocale(locale);
    },
  };
}
