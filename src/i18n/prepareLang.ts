import type { Lang } from '../contract/constants';
import { loadDirection } from '../theme/directionCaches';
import { liteCatalogues } from './catalogues';
import { langDir } from './lang';

/**
 * What a language needs before it is shown by the pages without react-admin: its light texts and, for Arabic, the
 * right-to-left styles. Loaded before the first render (main.tsx) and before a language switch is applied.
 */
export const prepareLang = (lang: Lang): Promise<unknown> =>
  Promise.all([liteCatalogues.load(lang), loadDirection(langDir(lang))]);
