import type { Lang } from '../constants';
import { admin } from './admin';
import { auth } from './auth';
import { common } from './common';
import { franchise } from './franchise';
import { payment } from './payment';
import { pharmacy } from './pharmacy';

/** Messages the server puts in `meta` and the browser shows, one file per area. */
export const messages: Record<Lang, Record<string, string>> = {
  fr: { ...common.fr, ...auth.fr, ...admin.fr, ...franchise.fr, ...pharmacy.fr, ...payment.fr },
  en: { ...common.en, ...auth.en, ...admin.en, ...franchise.en, ...pharmacy.en, ...payment.en },
};

/** Looks a message up and fills `%{name}` placeholders (polyglot syntax). */
export function translate(lang: Lang, key: string, vars: Record<string, string | number> = {}): string {
  const template = messages[lang][key] ?? messages.fr[key] ?? key;
  return template.replace(/%\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''));
}
