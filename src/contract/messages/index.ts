import type { Lang } from '../constants';
import { admin } from './admin';
import { auth } from './auth';
import { common } from './common';
import { franchise } from './franchise';
import { insight } from './insight';
import { orders } from './orders';
import { payment } from './payment';
import { pharmacy } from './pharmacy';

/** Messages the server puts in `meta` and the browser shows, one file per area. */
export const messages: Record<Lang, Record<string, string>> = {
  fr: { ...common.fr, ...auth.fr, ...admin.fr, ...franchise.fr, ...pharmacy.fr, ...payment.fr, ...orders.fr, ...insight.fr },
  en: { ...common.en, ...auth.en, ...admin.en, ...franchise.en, ...pharmacy.en, ...payment.en, ...orders.en, ...insight.en },
  // the Arabic texts come with the server half of issue 15; until then `translate` falls back to French
  ar: {},
};

/** Singular form for 0 and 1 in French, for 1 only in English (polyglot's rules). */
const singular = (lang: Lang, n: number) => (lang === 'fr' ? n <= 1 : n === 1);

/**
 * Looks a message up and fills `%{name}` placeholders (polyglot syntax); a message written
 * "singular |||| plural" is chosen by `smart_count`, as polyglot does in the browser.
 */
export function translate(lang: Lang, key: string, vars: Record<string, string | number> = {}): string {
  const forms = (messages[lang][key] ?? messages.fr[key] ?? key).split('||||').map((f) => f.trim());
  const template = forms.length > 1 && vars.smart_count !== undefined && !singular(lang, Number(vars.smart_count)) ? forms[1]! : forms[0]!;
  return template.replace(/%\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''));
}
