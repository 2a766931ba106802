import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { type Lang, LANGS } from '../contract/constants';
import { arabicMessages } from './ar/reactAdmin';
import { initialLang, LANG_NAMES, storeLang, toLang } from './lang';
import { appMessages } from './messages';

function merge(base: Record<string, unknown>, extra: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(extra)) {
    const b = out[k];
    out[k] = b && typeof b === 'object' && v && typeof v === 'object' ? merge(b as Record<string, unknown>, v as Record<string, unknown>) : v;
  }
  return out;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- polyglot takes any nested object
const all: Record<Lang, any> = {
  fr: merge(frenchMessages as unknown as Record<string, unknown>, appMessages.fr),
  en: merge(englishMessages as unknown as Record<string, unknown>, appMessages.en),
  ar: merge(arabicMessages as unknown as Record<string, unknown>, appMessages.ar),
};

/** The i18nProvider of every react-admin area: react-admin's texts + ours, language kept under `lang`. */
export function createI18nProvider() {
  const provider = polyglotI18nProvider(
    (locale) => all[toLang(locale)],
    initialLang(),
    LANGS.map((locale) => ({ locale, name: LANG_NAMES[locale] })),
    { allowMissing: true },
  );
  return {
    ...provider,
    changeLocale: async (locale: string) => {
      storeLang(toLang(locale));
      return provider.changeLocale(locale);
    },
  };
}
