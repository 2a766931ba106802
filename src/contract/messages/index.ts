import Polyglot from 'node-polyglot';
import { LANGS, type Lang } from '../constants';
import { withTextConstants } from '../textConstants';
import { disputeMails } from './disputeMails';
import { fulfilmentDocs } from './fulfilmentDocs';
import { invoicePdf } from './invoicePdf';
import { mail } from './mail';
import { pricing } from './pricing';
import { recallDocs } from './recallDocs';
import { sandbox } from './sandbox';
import { shortages } from './shortages';
import { shownCatalogues } from './shown';
import { statementPdf } from './statementPdf';

/**
 * Every text the server writes, one file per area, each with fr, en and ar: the messages it puts in `meta`
 * (the browser shows them too), the invoice PDF, the mails and the SATIM sandbox page.
 */
export const catalogues = {
  ...shownCatalogues,
  invoicePdf,
  mail,
  sandbox,
  fulfilmentDocs,
  disputeMails,
  recallDocs,
  statementPdf,
  pricing,
  shortages,
};

const merge = (lang: Lang): Record<string, string> =>
  withTextConstants(Object.assign({}, ...Object.values(catalogues).map((catalogue) => catalogue[lang]))) as Record<
    string,
    string
  >;

export const messages = Object.fromEntries(LANGS.map((lang) => [lang, merge(lang)])) as Record<
  Lang,
  Record<string, string>
>;

/** Messages asked for without values, by language; only keys of the catalogues, so it stays bounded. */
const unfilled = Object.fromEntries(LANGS.map((lang) => [lang, new Map<string, string>()])) as Record<
  Lang,
  Map<string, string>
>;

/**
 * Looks a message up and fills its `%{name}` placeholders. A message written "form |||| form…" is chosen by
 * `smart_count` with polyglot's plural rules of the language (2 forms in French and English, 6 in Arabic),
 * as the browser's polyglot does; without `smart_count` the first form is used.
 */
export function translate(lang: Lang, key: string, vars?: Record<string, string | number>): string {
  if (!vars) {
    // a message without placeholders' values is the same at every call (a list labels each of its rows)
    const known = unfilled[lang].get(key);
    if (known !== undefined) return known;
  }
  const phrase = messages[lang][key] ?? messages.fr[key];
  if (phrase === undefined) return Polyglot.transformPhrase(key, vars ?? {}, lang);
  const counted = vars?.smart_count === undefined ? phrase.split('||||')[0]!.trim() : phrase;
  const text = Polyglot.transformPhrase(counted, vars ?? {}, lang);
  if (!vars) unfilled[lang].set(key, text);
  return text;
}
