import { type Kysely, sql } from 'kysely';
import type { DB, OrderState } from '../db/schema.js';

/** Orders that are invoiced: paid online, or placed offline and waiting for (or given) sales validation. */
export const INVOICED_STATES: OrderState[] = ['paid', 'pending_validation'];

/** Year of an invoice in Algeria's time zone (UTC+1, no daylight saving). */
export const invoiceYear = (at: Date) => new Date(at.getTime() + 3600_000).getUTCFullYear();

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
  // one statement from taking the number to writing the invoice: the year's counter row, which every invoice of
  // the year waits for, stays locked only for this statement and the commit that follows it
  const { rows } = await sql<{ number: string }>`
    WITH counter AS (
      INSERT INTO invoice_counters (year, last_seq) VALUES (${year}, 1)
      ON CONFLICT (year) DO UPDATE SET last_seq = invoice_counters.last_seq + 1
      RETURNING last_seq
    )
    INSERT INTO invoices (order_id, year, seq, number, issued_at)
    -- FAC-<year>-<sequence on at least 6 digits>
    SELECT ${orderId}::int, ${year}::int, last_seq, 'FAC-' || ${year}::int || '-' || CASE WHEN last_seq < 1000000 THEN lpad(last_seq::text, 6, '0') ELSE last_seq::text END, ${at}::timestamptz
    FROM counter
    RETURNING number`.execute(trx);
  return { number: rows[0]!.number, issuedAt: at };
}

/**
 * The invoice of an order placed in this very transaction (no one else can see the order yet, so no check or lock
 * is needed): written with a provisional sequence, numbered by the deferred trigger of migration 010 as the
 * transaction commits, so the year's counter is held only inside the commit. Read the number after the commit.
 */
export async function invoiceAtCommit(trx: Kysely<DB>, orderId: number, at: Date): Promise<void> {
  await trx
    .insertInto('invoices')
    .values({ order_id: orderId, year: invoiceYear(at), seq: -orderId, number: `provisional-${orderId}`, issued_at: at })
    .execute();
}
