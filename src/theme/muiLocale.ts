import { arSD, frFR } from '@mui/material/locale';
import type { ThemeOptions } from '@mui/material/styles';
import type { Lang } from '../contract/constants';

/** MUI's own words per interface language; English is MUI's default. */
const LOCALES = { fr: frFR, ar: arSD, en: null } as const;

const cache = new WeakMap<ThemeOptions, Map<Lang, ThemeOptions>>();

/**
 * The theme options with MUI's own words (Autocomplete's "Open", pagination's "Go to next page", Alert's "Close"…)
 * in the interface language (issue 27 §19); the same object each time. Only the react-admin areas load it: the
 * landing page shows none of them.
 */
export function withMuiLocale(options: ThemeOptions, lang: Lang): ThemeOptions {
  const locale = LOCALES[lang];
  if (!locale) return options;
  let byLang = cache.get(options);
  if (!byLang) cache.set(options, (byLang = new Map()));
  if (!byLang.has(lang)) byLang.set(lang, { ...options, components: { ...locale.components, ...options.components } });
  return byLang.get(lang)!;
}
