import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import type { Lang } from '../contract/constants';
import { perLanguage } from './catalogues';
import type { shortages } from './en/shortages';
import { useLang } from './useLang';

type Texts = typeof shortages;

/**
 * The storefront's shortage texts (back-orders, substitutes, "tell me", quotas: issue 41), in a chunk of their own per
 * language loaded by the screens that show them (product page, basket, profile), not with the catalogue page: its
 * code and texts stay within their budget (scripts/page-budgets.ts).
 */
const shortageCatalogues = perLanguage<Texts>({
  fr: () => import('./fr/shortages').then((m) => m.shortages),
  en: () => import('./en/shortages').then((m) => m.shortages),
  ar: () => import('./ar/shortages').then((m) => m.shortages),
});

const lookup = (texts: unknown, key: string): string | undefined => {
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
  return typeof found === 'string' ? found : undefined;
};

/**
 * `t(key, vars)` for the shortage texts, with react-admin's translate (interpolation, plurals by `smart_count`);
 * '' until the language's chunk has loaded.
 */
export function useShortageTexts() {
  const translate = useTranslate();
  const lang: Lang = useLang();
  const texts = useSyncExternalStore(shortageCatalogues.subscribe, () => shortageCatalogues.get(lang));
  useEffect(() => {
    void shortageCatalogues.load(lang);
  }, [lang]);
  const t = useCallback(
    (key: string, vars: Record<string, unknown> = {}) => {
      const phrase = lookup(texts, key);
      return phrase === undefined ? '' : translate(key, { ...vars, _: phrase });
    },
    [texts, translate],
  );
  return { t, ready: texts !== undefined };
}
