import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import type { Lang } from '../contract/constants';
import { initialLang, storeLang } from './lang';
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
};

/** The i18nProvider of every react-admin area: react-admin's texts + ours, language kept under `lang`. */
export function createI18nProvider() {
  const provider = polyglotI18nProvider((locale) => all[locale as Lang] ?? all.fr, initialLang(), [
    { locale: 'fr', name: 'Français' },
    { locale: 'en', name: 'English' },
  ], { allowMissing: true });
  return {
    ...provider,
    changeLocale: async (locale: string) => {
      storeLang(locale === 'en' ? 'en' : 'fr');
      return provider.changeLocale(locale);
    },
  };
}
