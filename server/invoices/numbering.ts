import { type Kysely, sql } from 'kysely';
import type { DB, OrderState } from '../db/schema.js';

/** Orders that are invoiced: paid online, or placed offline and waiting for (or given) sales validation. */
export const INVOICED_STATES: OrderState[] = ['paid', 'pending_validation'];

/** Year of an invoice in Algeria's time zone (UTC+1, no daylight saving). */
export const invoiceYear = (at: Date) => new Date(at.getTime() + 3600_000).getUTCFullYear();

export const formatInvoiceNumber = (year: number, seq: number) => `FAC-${year}-${String(seq).padStart(6, '0')}`;

/**
 * The invoice of an order, numbered on first need (D17): the order row is locked so a number is given once,
 * and the year's counter row is incremented in the same transaction, so a rolled-back transaction gives its
 * number back and the sequence has no gap. Call inside a transaction with its `trx`.
 */
export async function ensureInvoice(trx: Kysely<DB>, orderId: number, at = new Date()): Promise<{ number: string; issuedAt: Date }> {
  const existing = () =>
    trx.selectFrom('invoices').select(['number', 'issued_at']).where('order_id', '=', orderId).executeTakeFirst();
  let found = await existing();
  if (found) return { number: found.number, issuedAt: found.issued_at };
  await trx.selectFrom('orders').select('id').where('id', '=', orderId).forUpdate().executeTakeFirstOrThrow();
  found = await existing();
  if (found) return { number: found.number, issuedAt: found.issued_at };

  const year = invoiceYear(at);
  const { rows } = await sql<{ last_seq: number }>`
    INSERT INTO invoice_counters (year, last_seq) VALUES (${year}, 1)
    ON CONFLICT (year) DO UPDATE SET last_seq = invoice_counters.last_seq + 1
    RETURNING last_seq`.execute(trx);
  const seq = Number(rows[0]!.last_seq);
  const number = formatInvoiceNumber(year, seq);
  await trx.insertInto('invoices').values({ order_id: orderId, year, seq, number, issued_at: at }).execute();
  return { number, issuedAt: at };
}
