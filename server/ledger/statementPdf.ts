import { formatAlgiersDate } from '../../src/contract/algiersTime.js';
import { formatDZD, type Lang, toDinars } from '../../src/contract/constants.js';
import { translate } from '../../src/contract/messages/index.js';
import type { Config } from '../config.js';
import { drawTableDocument } from '../fulfilment/pdfDocument.js';
import type { Statement } from './statement.js';

/** File name of a statement of account. */
export const statementFileName = (pharmacyId: number, s: { from: string; to: string }, lang: Lang) =>
  `statement_${pharmacyId}_${s.from}_${s.to}_${lang}.pdf`;

/**
 * The statement of account (relevé de compte, D100) in the reader's language, drawn with the warehouse documents'
 * table machinery (Arabic right to left, figures left to right): the opening balance, every entry of the period with
 * the running balance, the closing balance and what was overdue at the period's end. Amounts summed in centimes.
 */
export async function renderStatement(s: Statement, config: Config, lang: Lang, now = new Date()): Promise<Buffer> {
  const t = (key: string, vars?: Record<string, string | number>) => translate(lang, `statementPdf.${key}`, vars);
  const money = (centimes: number) => formatDZD(toDinars(centimes), lang);
  const day = (iso: string) => iso.split('-').reverse().join('-');
  let balance = s.openingBalance;
  let debits = 0;
  let credits = 0;
  const rows = s.entries.map((e) => {
    balance += e.debit - e.credit;
    debits += e.debit;
    credits += e.credit;
    const kind =
      e.kind === 'payment'
        ? t('kind.payment', { method: translate(lang, `accounts.method.${e.method ?? 'cash'}`) })
        : t(`kind.${e.kind}`);
    return [
      formatAlgiersDate(e.at),
      kind,
      e.number ?? '',
      e.debit ? money(e.debit) : '',
      e.credit ? money(e.credit) : '',
      money(balance),
    ];
  });
  // a period over: its last day (its end is the next day's midnight); one not over: today
  const asOf = s.asOf < s.period.end ? formatAlgiersDate(s.asOf) : day(s.period.to);
  return drawTableDocument(
    {
      lang,
      title: t('title'),
      refs: [
        t('period', { from: day(s.period.from), to: day(s.period.to) }),
        t('printed', { date: formatAlgiersDate(now) }),
      ],
      party: {
        title: t('pharmacy'),
        name: s.pharmacy.name,
        lines: [s.pharmacy.address1, `RC ${s.pharmacy.rc} — NIF ${s.pharmacy.nif}`],
      },
      columns: [
        { label: t('date'), width: 62, align: 'left', oneLine: true },
        { label: t('kind'), width: 0, align: 'left' },
        { label: t('number'), width: 95, align: 'left', oneLine: true },
        { label: t('debit'), width: 78, align: 'right', oneLine: true },
        { label: t('credit'), width: 78, align: 'right', oneLine: true },
        { label: t('balance'), width: 84, align: 'right', oneLine: true },
      ],
      rows: [[day(s.period.from), t('openingRow'), '', '', '', money(s.openingBalance)], ...rows],
      closing: [
        t('opening', { date: day(s.period.from), amount: money(s.openingBalance) }),
        t('totals', { debit: money(debits), credit: money(credits) }),
        t('closing', { date: day(s.period.to), amount: money(s.closingBalance) }),
        s.overdue.length
          ? t('overdue', { date: asOf, amount: money(s.overdueTotal) })
          : t('overdueNone', { date: asOf }),
        ...s.overdue.map((o) =>
          t('overdueLine', { number: o.number ?? `#${o.id}`, due: formatAlgiersDate(o.dueAt), amount: money(o.left) }),
        ),
      ],
    },
    config,
  );
}
