import { type Kysely, sql } from 'kysely';
import type { DB, OrderState } from '../db/schema.js';
import type { Job } from '../job.js';

/** Orders that are invoiced: paid online, or placed offline and waiting for (or given) sales validation. */
export const INVOICED_STATES: OrderState[] = ['paid', 'pending_validation'];

/** Year of an invoice in Algeria's time zone (UTC+1, no daylight saving). */
export const invoiceYear = (at: Date) => new Date(at.getTime() + 3600_000).getUTCFullYear();

/** FAC-<year>-<sequence on at least 6 digits> */
const numberText = (year: ReturnType<typeof sql>, seq: ReturnType<typeof sql>) =>
  sql<string>`'FAC-' || ${year} || '-' || CASE WHEN ${seq} < 1000000 THEN lpad(${seq}::text, 6, '0') ELSE ${seq}::text END`;

type Numbered = { number: string; issuedAt: Date };

/**
 * The invoice of an order, numbered on first need (D17): the order row is locked so a number is given once,
 * and the year's counter row is incremented in the same transaction, so a rolled-back transaction gives its
 * number back and the sequence has no gap. Call inside a transaction with its `trx`. An offline order's
 * provisional invoice is numbered with the other pending ones (numberPendingInvoices).
 */
export async function ensureInvoice(trx: Kysely<DB>, orderId: number, at = new Date()): Promise<Numbered> {
  const existing = () =>
    trx
      .selectFrom('invoices')
      .select(['number', 'issued_at', 'seq'])
      .where('order_id', '=', orderId)
      .executeTakeFirst();
  let found = await existing();
  if (found && found.seq < 0) return invoiceNumberOf(trx, orderId);
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
    SELECT ${orderId}::int, ${year}::int, last_seq, ${numberText(sql`${year}::int`, sql`last_seq`)}, ${at}::timestamptz
    FROM counter
    RETURNING number`.execute(trx);
  return { number: rows[0]!.number, issuedAt: at };
}

/**
 * The invoice row of an order placed in this very statement (no one else can see the order yet, so no check or lock
 * is needed), with a provisional sequence (seq < 0): it is numbered after the commit by invoice_number() (migration
 * 011), so the order's transaction never waits for the year's counter. The order never exists without its invoice row.
 */
export const provisionalInvoiceRow = (orderId: number, at: Date) => ({
  order_id: orderId,
  year: invoiceYear(at),
  seq: -orderId,
  number: `provisional-${orderId}`,
  issued_at: at,
});

/**
 * The number of an order's provisional invoice, in one round trip (function of migration 011): given by a batch that
 * ran meanwhile, or by the batch this call runs, which numbers every pending invoice. Under load, the orders that
 * committed while one batch was flushed are numbered together by the next: one counter update and one WAL flush
 * for many orders, where numbering inside each order's commit allowed one order per flush.
 */
export async function invoiceNumberOf(db: Kysely<DB>, orderId: number): Promise<Numbered> {
  const { rows } = await sql<{
    number: string;
    issued_at: Date;
  }>`SELECT * FROM invoice_number(${orderId}::int)`.execute(db);
  return { number: rows[0]!.number, issuedAt: new Date(rows[0]!.issued_at) };
}

/** Numbers every pending invoice (what an order cut off between its commit and its numbering left). */
export async function numberPendingInvoices(db: Kysely<DB>): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT invoice_number_pending() AS n`.execute(db);
  return rows[0]!.n;
}

/** Numbers what an order cut off between its commit and its numbering (connection lost, process stopped) left. */
export const invoiceNumberingJob: Job = {
  name: 'invoices.number',
  everyMs: 10_000,
  run: async (_config, db) => numberPendingInvoices(db),
};
