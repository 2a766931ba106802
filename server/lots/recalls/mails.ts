import { formatAlgiersDate } from '../../../src/contract/algiersTime.js';
import type { Lang } from '../../../src/contract/constants.js';
import { translate } from '../../../src/contract/messages/index.js';
import { hello, type MailContent, render } from '../../mail/templates.js';

/** What a recall mail names: the product in the reader's language, the lot and its expiry. */
export interface RecalledLot {
  ref: string;
  product: string;
  lot: string;
  /** YYYY-MM-DD, null for a lot without a known expiry */
  expiry: string | null;
  reason: string;
}

const say = (lang: Lang, key: string, vars: Record<string, string | number> = {}) =>
  translate(lang, `recallMail.${key}`, vars);
/** References, quantities and dates keep their left-to-right order inside Arabic text (first-strong isolates). */
const iso = (lang: Lang, v: string | number) => (lang === 'ar' ? `\u2068${v}\u2069` : String(v));
const expiryOf = (expiry: string | null) => (expiry ? formatAlgiersDate(`${expiry}T12:00:00Z`) : '—');
const lotVars = (lang: Lang, l: RecalledLot) => ({
  lot: iso(lang, l.lot),
  ref: iso(lang, l.ref),
  product: l.product,
  expiry: iso(lang, expiryOf(l.expiry)),
});

/** The recall notice to a pharmacy that received the lot, in its language, with a link to answer it. */
export function recallNoticeMail(
  lang: Lang,
  o: RecalledLot & { pharmacyName: string; quantity: number; link: string },
): MailContent {
  const v = lotVars(lang, o);
  return {
    subject: say(lang, 'subject', v),
    ...render({
      lang,
      title: say(lang, 'title', v),
      greeting: hello(lang, o.pharmacyName),
      paragraphs: [
        say(lang, 'intro', v),
        say(lang, 'reason', { reason: o.reason }),
        say(lang, 'received', { smart_count: o.quantity }),
        say(lang, 'answer'),
      ],
      action: { label: say(lang, 'action'), url: o.link },
    }),
  };
}

/** The one reminder of a pharmacy that has not answered (48 hours after the recall started). */
export function recallReminderMail(
  lang: Lang,
  o: RecalledLot & { pharmacyName: string; quantity: number; startedAt: Date; link: string },
): MailContent {
  const v = { ...lotVars(lang, o), date: iso(lang, formatAlgiersDate(o.startedAt)) };
  return {
    subject: say(lang, 'reminderSubject', v),
    ...render({
      lang,
      title: say(lang, 'reminderTitle', v),
      greeting: hello(lang, o.pharmacyName),
      paragraphs: [
        say(lang, 'reminderIntro', v),
        say(lang, 'reason', { reason: o.reason }),
        say(lang, 'received', { smart_count: o.quantity }),
        say(lang, 'answer'),
      ],
      action: { label: say(lang, 'action'), url: o.link },
    }),
  };
}

/** To the admins: the unshipped orders the other lots no longer cover once the lot is blocked (D91). */
export function shortOrdersMail(
  lang: Lang,
  o: RecalledLot & { name: string; orders: { order_no: string; missing: number }[]; link: string },
): MailContent {
  const v = { ...lotVars(lang, o), smart_count: o.orders.length };
  return {
    subject: say(lang, 'shortSubject', v),
    ...render({
      lang,
      title: say(lang, 'shortTitle', v),
      greeting: hello(lang, o.name),
      paragraphs: [
        say(lang, 'shortIntro', v),
        ...o.orders.map((s) => say(lang, 'shortLine', { order: iso(lang, s.order_no), smart_count: s.missing })),
      ],
      action: { label: say(lang, 'shortAction'), url: o.link },
    }),
  };
}
