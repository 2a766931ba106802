import { formatDate, formatDZD, type Lang, toDinars } from '../../src/contract/constants.js';
import { hello, type MailContent, render, say } from './templates.js';

export interface OverdueInvoice {
  number: string;
  dueAt: Date;
  /** centimes left to pay */
  left: number;
}

/** The overdue-invoice reminder (issue 30, D101) to a pharmacy in its language: the invoices, what is left, its account. */
export function overdueReminderMail(
  lang: Lang,
  o: { pharmacyName: string; invoices: OverdueInvoice[]; link: string },
): MailContent {
  const money = (centimes: number) => formatDZD(toDinars(centimes), lang);
  const total = money(o.invoices.reduce((s, i) => s + i.left, 0));
  const rows = o.invoices.map((i) => [i.number, formatDate(i.dueAt), money(i.left)]);
  return {
    subject: say(lang, 'reminder.subject', { smart_count: o.invoices.length }),
    ...render({
      lang,
      title: say(lang, 'reminder.title'),
      greeting: hello(lang, o.pharmacyName),
      paragraphs: [say(lang, 'reminder.intro', { total })],
      table: {
        head: [say(lang, 'reminder.head.invoice'), say(lang, 'reminder.head.due'), say(lang, 'reminder.head.left')],
        rows,
        foot: [[say(lang, 'reminder.total'), total]],
        text: [...rows.map((r) => r.join(' — ')), `${say(lang, 'reminder.total')}: ${total}`],
      },
      action: { label: say(lang, 'reminder.action'), url: o.link },
      notes: [say(lang, 'reminder.note')],
    }),
  };
}
