import { formatAlgiersDateTime } from '../../src/contract/algiersTime.js';
import { formatDZD, type Lang, toDinars } from '../../src/contract/constants.js';
import { translate } from '../../src/contract/messages/index.js';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { drawTableDocument } from '../fulfilment/pdfDocument.js';

/** File name of a payment receipt. */
export const receiptFileName = (id: number, lang: Lang) => `receipt_${id}_${lang}.pdf`;

/**
 * The receipt of a payment received (record_payment), in the reader's language, drawn with the warehouse documents'
 * table machinery: who paid, how much, how, and the invoices it paid. Drawn on each download: an entry never changes.
 */
export async function renderReceipt(
  db: Database,
  config: Config,
  entryId: number,
  lang: Lang,
  scope: { pharmacyId?: number; wilayaId?: number } = {},
) {
  const entry = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('pharmacies as p', 'p.id', 'e.pharmacy_id')
    .select([
      'e.id',
      'e.credit',
      'e.method',
      'e.reference',
      'e.bank',
      'e.created_at',
      'e.pharmacy_id',
      'e.wilaya_id',
      'p.name',
      'p.address1',
      'p.rc',
      'p.nif',
    ])
    .where('e.id', '=', entryId)
    .where('e.kind', '=', 'payment')
    .$if(scope.pharmacyId !== undefined, (q) => q.where('e.pharmacy_id', '=', scope.pharmacyId!))
    .$if(scope.wilayaId !== undefined, (q) => q.where('e.wilaya_id', '=', scope.wilayaId!))
    .executeTakeFirst();
  if (!entry) return null;
  const t = (key: string, vars?: Record<string, string | number>) => translate(lang, `accounts.receipt.${key}`, vars);
  const money = (centimes: number) => formatDZD(toDinars(centimes), lang);
  const allocations = await db
    .selectFrom('allocations as a')
    .innerJoin('ledger_entries as d', 'd.id', 'a.debit_entry_id')
    .leftJoin('invoices as i', 'i.order_id', 'd.order_id')
    .select(['i.number', 'd.kind', 'a.amount'])
    .where('a.credit_entry_id', '=', entry.id)
    .orderBy('a.id')
    .execute();
  const allocated = allocations.reduce((s, a) => s + Number(a.amount), 0);
  const credit = Number(entry.credit);
  const pdf = await drawTableDocument(
    {
      lang,
      title: t('title'),
      refs: [t('number', { number: String(entry.id) }), t('date', { date: formatAlgiersDateTime(entry.created_at) })],
      party: { title: t('pharmacy'), name: entry.name, lines: [entry.address1, `RC ${entry.rc} — NIF ${entry.nif}`] },
      columns: [
        { label: t('allocated'), width: 300, align: 'left' },
        { label: '', width: 215, align: 'right' },
      ],
      rows: allocations.map((a) => [a.number ?? translate(lang, `accounts.method.card`), money(Number(a.amount))]),
      closing: [
        t('amount', { amount: money(credit) }),
        t('method', { method: translate(lang, `accounts.method.${entry.method}`) }),
        ...(entry.reference ? [t('reference', { reference: entry.reference })] : []),
        ...(entry.bank ? [t('bank', { bank: entry.bank })] : []),
        ...(credit > allocated ? [t('onAccount', { amount: money(credit - allocated) })] : []),
      ],
    },
    config,
  );
  return { pdf, pharmacyId: entry.pharmacy_id };
}
