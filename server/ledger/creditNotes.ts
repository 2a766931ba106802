import { type Kysely, sql } from 'kysely';
import { Code } from '../../src/contract/codes.js';
import { formatDZD, type Lang, taxOf, toDinars } from '../../src/contract/constants.js';
import { CREDIT_NOTE_PREFIX } from '../../src/contract/disputes.js';
import type { Config } from '../config.js';
import type { DB } from '../db/schema.js';
import { ApiError } from '../http/envelope.js';
import { ensureInvoice, invoiceYear } from '../invoices/numbering.js';
import { stampDuty } from '../invoices/stampDuty.js';
import { averageUnitPrice, lineCredit } from '../pricing/credit.js';
import { postCreditNote } from './ledger.js';

/**
 * Credit notes (avoirs), the ledger's one home for a credit (issue 28; issue 30's ledger grows here): a credit is
 * written once, here, and the dispute or cancellation that asked for it only keeps its id.
 * Numbering: AV-<year>-<sequence>, gap-free per year beside the invoices' FAC-…, by the year's counter row taken
 * and the credit note written in one statement of the caller's transaction (a rolled-back transaction gives its
 * number back), as ensureInvoice() numbers invoices. Amounts in centimes: HT the sum of the lines' credits (what the
 * order paid for the units claimed, free units included, by the one rule of server/pricing/credit.ts, D121), TVA at the order's rate computed once on that sum (as the order's), TTC = HT + TVA; a cash order's stamp
 * duty is recomputed on what it still costs after its credit notes, and the difference given back too (D61).
 */
export interface CreditLine {
  productId: number;
  quantity: number;
}

export interface CreditNoteRequest {
  orderId: number;
  lines: readonly CreditLine[];
  source: 'dispute' | 'cancellation';
  disputeId?: number;
  reason?: string | null;
  createdBy: number | null;
  /** the stamp duty's brackets (config.stampDuty) */
  stampRules: Config['stampDuty'];
  at?: Date;
  /**
   * A release of the order (cancellation of what it has not shipped): the note credits what is left of the invoice
   * at most, never more (issue 37 §3); otherwise a credit above what is left is refused (creditAboveInvoice).
   */
  upToRemainder?: boolean;
  /** the language of the refusal's amounts */
  lang?: Lang;
  /** its credit is kept for the card refund about to be made (D108), not allocated to other debits */
  holdForRefund?: boolean;
}

export interface IssuedCreditNote {
  id: number;
  number: string;
  priceWithoutTax: number;
  taxAmount: number;
  stampDuty: number;
  total: number;
}

const numberText = (year: ReturnType<typeof sql>, seq: ReturnType<typeof sql>) =>
  sql<string>`${CREDIT_NOTE_PREFIX} || '-' || ${year} || '-' || CASE WHEN ${seq} < 1000000 THEN lpad(${seq}::text, 6, '0') ELSE ${seq}::text END`;

/** The amounts of credited lines (their credits, D121) at the order's VAT rate, in centimes (pure). */
export function creditAmounts(lineTotals: readonly number[], taxRate: number) {
  const priceWithoutTax = lineTotals.reduce((s, t) => s + t, 0);
  const taxAmount = taxOf(priceWithoutTax, taxRate);
  return { lineTotals: [...lineTotals], priceWithoutTax, taxAmount, total: priceWithoutTax + taxAmount };
}

/**
 * Each claimed line of an order priced by the one credit rule (server/pricing/credit.ts, D121): what the order line
 * cost for its units shipped (free units included), less what its earlier credit notes credited. Read in the caller's
 * transaction, which holds the order's row lock: no other credit of the order is written meanwhile. Lines sorted by
 * product; a product that is not a line of the order is a programming error.
 */
export async function pricedCreditLines(trx: Kysely<DB>, orderId: number, lines: readonly CreditLine[]) {
  const ids = lines.map((l) => l.productId);
  const ordered = await trx
    .selectFrom('order_lines')
    .select(['product_id', 'ref', 'name', 'quantity', 'total'])
    .where('order_id', '=', orderId)
    .where('product_id', 'in', ids)
    .orderBy('id')
    .execute();
  const earlier = await trx
    .selectFrom('credit_note_lines as cl')
    .innerJoin('credit_notes as n', 'n.id', 'cl.credit_note_id')
    .select(['cl.product_id', sql<string>`sum(cl.quantity)`.as('units'), sql<string>`sum(cl.total)`.as('amount')])
    .where('n.order_id', '=', orderId)
    .where('cl.product_id', 'in', ids)
    .groupBy('cl.product_id')
    .execute();
  return [...lines]
    .sort((a, b) => a.productId - b.productId)
    .map((l) => {
      const line = ordered.find((o) => o.product_id === l.productId);
      if (!line) throw new Error(`product ${l.productId} is not a line of order ${orderId}`);
      const creditable = { total: Number(line.total), units: line.quantity };
      const before = earlier.find((e) => e.product_id === l.productId);
      return {
        ...l,
        ref: line.ref,
        name: line.name,
        unitPrice: averageUnitPrice(creditable),
        credit: lineCredit(
          creditable,
          l.quantity,
          before ? { units: Number(before.units), amount: Number(before.amount) } : undefined,
        ),
      };
    });
}

/**
 * Issues a credit note for lines of an order, inside the caller's transaction (which holds the order's row lock,
 * docs/payments.md's lock order). The order's invoice is numbered first if it was still provisional: the credit note
 * refers to it by number. Each line credits what the credit rule gives (D121); its unit price is the average paid per
 * unit shipped.
 */
export async function issueCreditNote(trx: Kysely<DB>, r: CreditNoteRequest): Promise<IssuedCreditNote> {
  const at = r.at ?? new Date();
  const order = await trx
    .selectFrom('orders')
    .select(['id', 'pharmacy_id', 'wilaya_id', 'tax_rate', 'price_without_tax', 'tax_amount', 'stamp_duty'])
    .where('id', '=', r.orderId)
    .executeTakeFirstOrThrow();
  const priced = await pricedCreditLines(trx, r.orderId, r.lines);
  const taxRate = Number(order.tax_rate);
  const amounts = creditAmounts(
    priced.map((l) => l.credit),
    taxRate,
  );
  const asked = {
    ...amounts,
    stamp:
      Number(order.stamp_duty) > 0
        ? await stampDutyCredit(trx, order, amounts.priceWithoutTax + amounts.taxAmount, r.stampRules)
        : 0,
  };
  // an order's credits never exceed its invoice (issue 37 §3): the note is refused, or a release's is cut to what is left
  const { priceWithoutTax, taxAmount, stamp } = await withinInvoice(trx, r, asked, taxRate);
  const total = priceWithoutTax + taxAmount + stamp;
  // lines credited whole already (D121): no note of nothing, but for a release, whose stock still comes back
  if (total <= 0 && !r.upToRemainder) throw new ApiError(Code.STATE_CONFLICT, 'creditNote.nothingToCredit');
  const invoice = await ensureInvoice(trx, r.orderId, at);
  const note = await insertCreditNote(trx, {
    orderId: r.orderId,
    pharmacyId: order.pharmacy_id,
    wilayaId: order.wilaya_id,
    invoiceNumber: invoice.number,
    source: r.source,
    reason: r.reason ?? null,
    priceWithoutTax,
    taxRate,
    taxAmount,
    stampDuty: stamp,
    total,
    createdBy: r.createdBy,
    at,
    disputeId: r.disputeId ?? null,
  });
  await trx
    .insertInto('credit_note_lines')
    .values(
      priced.map((l, i) => ({
        credit_note_id: note.id,
        product_id: l.productId,
        ref: l.ref,
        name: l.name,
        quantity: l.quantity,
        unit_price: l.unitPrice,
        total: amounts.lineTotals[i]!,
      })),
    )
    .execute();
  // the credit is the trade account's too: one entry, paying the order's invoice first (issue 30)
  await postCreditNote(trx, {
    pharmacyId: order.pharmacy_id,
    wilayaId: order.wilaya_id,
    creditNoteId: note.id,
    orderId: r.orderId,
    amount: total,
    createdBy: r.createdBy,
    at,
    hold: r.holdForRefund,
  });
  return { id: note.id, number: note.number, priceWithoutTax, taxAmount, stampDuty: stamp, total };
}

/**
 * What an order's invoice was and what is credited on it already, in centimes: its credit notes (whatever their
 * source) and the reversal of its invoice (a rejected offline order). Read in the caller's transaction, which holds
 * the order's row lock, so no other credit of the order is written meanwhile.
 */
export async function creditedOn(
  trx: Kysely<DB>,
  orderId: number,
): Promise<{ invoice: number; credited: number; left: number }> {
  const { rows } = await sql<{ invoice: string; notes: string; reversed: string }>`
    SELECT o.total AS invoice,
      coalesce((SELECT sum(n.total) FROM credit_notes n WHERE n.order_id = o.id), 0) AS notes,
      coalesce((SELECT sum(r.credit) FROM ledger_entries r JOIN ledger_entries i ON i.id = r.reverses_id
        WHERE i.order_id = o.id AND i.kind = 'invoice' AND r.kind = 'reversal'), 0) AS reversed
    FROM orders o WHERE o.id = ${orderId}::int`.execute(trx);
  const row = rows[0]!;
  const invoice = Number(row.invoice);
  const credited = Number(row.notes) + Number(row.reversed);
  return { invoice, credited, left: Math.max(0, invoice - credited) };
}

/** The refusal of a credit that would take an order's credits above its invoice (issue 37 §3). */
export function creditAboveInvoice(lang: Lang, room: { invoice: number; left: number }, asked: number) {
  const dzd = (centimes: number) => formatDZD(toDinars(centimes), lang);
  return new ApiError(Code.STATE_CONFLICT, 'creditNote.aboveInvoice', {
    vars: { invoice: dzd(room.invoice), asked: dzd(asked), left: dzd(room.left) },
    payload: { invoice: toDinars(room.invoice), asked: toDinars(asked), left: toDinars(room.left) },
  });
}

/**
 * The note's amounts once checked against what is left of the invoice. Within it: as asked. Above it: refused,
 * unless the note is a release's (upToRemainder), which credits only what is left: its stamp duty first, then its
 * TTC at the order's rate (HT = TTC / (1 + rate), TVA the rest), so the order's credits add up to its invoice exactly.
 */
async function withinInvoice(
  trx: Kysely<DB>,
  r: CreditNoteRequest,
  asked: { priceWithoutTax: number; taxAmount: number; stamp: number },
  taxRate: number,
) {
  const room = await creditedOn(trx, r.orderId);
  const total = asked.priceWithoutTax + asked.taxAmount + asked.stamp;
  if (total <= room.left) return asked;
  if (!r.upToRemainder) throw creditAboveInvoice(r.lang ?? 'fr', room, total);
  const stamp = Math.min(asked.stamp, room.left);
  const ttc = room.left - stamp;
  const priceWithoutTax = Math.min(asked.priceWithoutTax, Math.round((ttc * 100) / (100 + taxRate)));
  return { priceWithoutTax, taxAmount: ttc - priceWithoutTax, stamp };
}

interface NumberedNote {
  orderId: number;
  pharmacyId: number;
  wilayaId: number;
  invoiceNumber: string;
  source: 'dispute' | 'cancellation' | 'refund' | 'stamp_duty';
  reason: string | null;
  priceWithoutTax: number;
  taxRate: number;
  taxAmount: number;
  stampDuty: number;
  total: number;
  createdBy: number | null;
  at: Date;
  disputeId: number | null;
}

/** The year's counter row taken and the credit note written in one statement (the caller's transaction). */
async function insertCreditNote(trx: Kysely<DB>, n: NumberedNote) {
  const year = invoiceYear(n.at);
  const { rows } = await sql<{ id: number; number: string }>`
    WITH counter AS (
      INSERT INTO credit_note_counters (year, last_seq) VALUES (${year}, 1)
      ON CONFLICT (year) DO UPDATE SET last_seq = credit_note_counters.last_seq + 1
      RETURNING last_seq
    )
    INSERT INTO credit_notes (order_id, pharmacy_id, wilaya_id, year, seq, number, invoice_number, source, reason,
      price_without_tax, tax_rate, tax_amount, stamp_duty, total, created_by, issued_at, dispute_id)
    SELECT ${n.orderId}::int, ${n.pharmacyId}::int, ${n.wilayaId}::int, ${year}::int, last_seq,
      ${numberText(sql`${year}::int`, sql`last_seq`)}, ${n.invoiceNumber}, ${n.source}, ${n.reason},
      ${n.priceWithoutTax}::bigint, ${n.taxRate}::numeric, ${n.taxAmount}::bigint, ${n.stampDuty}::bigint, ${n.total}::bigint,
      ${n.createdBy}::int, ${n.at}::timestamptz, ${n.disputeId}::int
    FROM counter
    RETURNING id, number`.execute(trx);
  return rows[0]!;
}

/**
 * A credit note for an amount paid back to the card (/admin/refund_order, D108): one line naming no product, HT
 * the amount less the VAT it holds at the order's rate (a percentage) (TVA = amount − HT, so TTC is the amount to the centime).
 * Its credit is held for the refund debit the caller writes next.
 */
export async function issueRefundCreditNote(
  trx: Kysely<DB>,
  r: { orderId: number; amount: number; reference: string; createdBy: number | null; at?: Date },
): Promise<IssuedCreditNote & { creditEntryId: number }> {
  const at = r.at ?? new Date();
  const order = await trx
    .selectFrom('orders')
    .select(['id', 'pharmacy_id', 'wilaya_id', 'tax_rate'])
    .where('id', '=', r.orderId)
    .executeTakeFirstOrThrow();
  const taxRate = Number(order.tax_rate);
  // the order's rate is a percentage (19): HT = TTC × 100 / (100 + rate)
  const priceWithoutTax = Math.round((r.amount * 100) / (100 + taxRate));
  const invoice = await ensureInvoice(trx, r.orderId, at);
  const note = await insertCreditNote(trx, {
    orderId: r.orderId,
    pharmacyId: order.pharmacy_id,
    wilayaId: order.wilaya_id,
    invoiceNumber: invoice.number,
    source: 'refund',
    reason: `SATIM ${r.reference}`,
    priceWithoutTax,
    taxRate,
    taxAmount: r.amount - priceWithoutTax,
    stampDuty: 0,
    total: r.amount,
    createdBy: r.createdBy,
    at,
    disputeId: null,
  });
  await trx
    .insertInto('credit_note_lines')
    .values({
      credit_note_id: note.id,
      product_id: null,
      ref: '',
      name: REFUND_LINE_NAME,
      quantity: 1,
      unit_price: priceWithoutTax,
      total: priceWithoutTax,
    })
    .execute();
  const creditEntryId = await postCreditNote(trx, {
    pharmacyId: order.pharmacy_id,
    wilayaId: order.wilaya_id,
    creditNoteId: note.id,
    orderId: r.orderId,
    amount: r.amount,
    createdBy: r.createdBy,
    at,
    hold: true,
  });
  return {
    id: note.id,
    number: note.number,
    priceWithoutTax,
    taxAmount: r.amount - priceWithoutTax,
    stampDuty: 0,
    total: r.amount,
    creditEntryId: creditEntryId!,
  };
}

/** The stored name of a refund's line; the PDF prints it in the reader's language (pdf.refundLine). */
export const REFUND_LINE_NAME = 'Remboursement carte';

/**
 * The stamp duty a cash order's new credit note gives back: what the order's stamp duty is now (less what earlier
 * credit notes gave back) minus the duty on what it still costs once this credit is taken off (never below 0).
 */
async function stampDutyCredit(
  trx: Kysely<DB>,
  order: { id: number; price_without_tax: number; tax_amount: number; stamp_duty: number },
  creditTtc: number,
  rules: Config['stampDuty'],
): Promise<number> {
  const before = await trx
    .selectFrom('credit_notes')
    .select([
      sql<number>`coalesce(sum(price_without_tax + tax_amount), 0)::bigint`.as('ttc'),
      sql<number>`coalesce(sum(stamp_duty), 0)::bigint`.as('stamp'),
    ])
    .where('order_id', '=', order.id)
    .executeTakeFirstOrThrow();
  const stillDue = Number(order.stamp_duty) - Number(before.stamp);
  const leftTtc = Number(order.price_without_tax) + Number(order.tax_amount) - Number(before.ttc) - creditTtc;
  return Math.max(0, stillDue - stampDuty(leftTtc, rules));
}

/** A credit note the caller may see (a pharmacy its own, a franchisee its wilaya's, the admin any), or undefined. */
export function creditNoteOf(db: Kysely<DB>, id: number, scope: { pharmacyId?: number; wilayaId?: number }) {
  return db
    .selectFrom('credit_notes')
    .selectAll()
    .where('id', '=', id)
    .$if(scope.pharmacyId !== undefined, (q) => q.where('pharmacy_id', '=', scope.pharmacyId!))
    .$if(scope.wilayaId !== undefined, (q) => q.where('wilaya_id', '=', scope.wilayaId!))
    .executeTakeFirst();
}

/**
 * The stamp duty an offline order's invoice still carries (its duty less what its credit notes gave back), given
 * back by a credit note once the invoice was wholly paid by card (issue 37 §12, D114): a card payment carries no
 * stamp duty. No line; HT and TVA 0, its stamp duty the amount. Its credit pays the order's invoice first (already
 * paid), then the pharmacy's oldest open debits, otherwise it stays on the account. Null when nothing is left to give
 * back. Call with the order's row locked.
 */
export async function issueStampDutyCreditNote(
  trx: Kysely<DB>,
  r: { orderId: number; reference: string; createdBy: number | null; at?: Date },
): Promise<IssuedCreditNote | null> {
  const at = r.at ?? new Date();
  const order = await trx
    .selectFrom('orders')
    .select(['id', 'pharmacy_id', 'wilaya_id', 'tax_rate', 'stamp_duty'])
    .where('id', '=', r.orderId)
    .executeTakeFirstOrThrow();
  const given = await trx
    .selectFrom('credit_notes')
    .select(sql<string>`coalesce(sum(stamp_duty), 0)`.as('stamp'))
    .where('order_id', '=', r.orderId)
    .executeTakeFirstOrThrow();
  const room = await creditedOn(trx, r.orderId);
  const amount = Math.min(Number(order.stamp_duty) - Number(given.stamp), room.left);
  if (amount <= 0) return null;
  const invoice = await ensureInvoice(trx, r.orderId, at);
  const note = await insertCreditNote(trx, {
    orderId: r.orderId,
    pharmacyId: order.pharmacy_id,
    wilayaId: order.wilaya_id,
    invoiceNumber: invoice.number,
    source: 'stamp_duty',
    reason: `SATIM ${r.reference}`,
    priceWithoutTax: 0,
    taxRate: Number(order.tax_rate),
    taxAmount: 0,
    stampDuty: amount,
    total: amount,
    createdBy: r.createdBy,
    at,
    disputeId: null,
  });
  await postCreditNote(trx, {
    pharmacyId: order.pharmacy_id,
    wilayaId: order.wilaya_id,
    creditNoteId: note.id,
    orderId: r.orderId,
    amount,
    createdBy: r.createdBy,
    at,
  });
  return { id: note.id, number: note.number, priceWithoutTax: 0, taxAmount: 0, stampDuty: amount, total: amount };
}
