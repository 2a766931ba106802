import Polyglot from 'node-polyglot';
import { LANGS, type Lang } from '../constants';
import { invoicePdf } from './invoicePdf';
import { mail } from './mail';
import { sandbox } from './sandbox';
import { shownCatalogues } from './shown';

/**
 * Every text the server writes, one file per area, each with fr, en and ar: the messages it puts in `meta`
 * (the browser shows them too), the invoice PDF, the mails and the SATIM sandbox page.
 */
export const catalogues = { ...shownCatalogues, invoicePdf, mail, sandbox };

const merge = (lang: Lang): Record<string, string> =>
  Object.assign({}, ...Object.values(catalogues).map((catalogue) => catalogue[lang])) as Record<string, string>;

export const messages = Object.fromEntries(LANGS.map((lang) => [lang, merge(lang)])) as Record<Lang, Record<string, string>>;

/**
 * Looks a message up and fills its `%{name}` placeholders. A message written "form |||| form…" is chosen by
 * `smart_count` with polyglot's plural rules of the language (2 forms in French and English, 6 in Arabic),
 * as the browser's polyglot does; without `smart_count` the first form is used.
 */
export function translate(lang: Lang, key: string, vars: Record<string, string | number> = {}): string {
  const phrase = messages[lang][key] ?? messages.fr[key] ?? key;
  const counted = vars.smart_count === undefined ? phrase.split('||||')[0]!.trim() : phrase;
  return Polyglot.transformPhrase(counted, vars, lang);
}
