import { sql } from 'kysely';
import { ORDER_STATUS, PAYMENT_TYPE } from '../../../src/contract/constants.js';
import type { Database } from '../../db/index.js';
import { enterFulfilment } from '../../fulfilment/state.js';
import { issueStampDutyCreditNote } from '../../ledger/creditNotes.js';
import { lockAggregatesOfOrder } from '../../stats/aggregateLocks.js';

/**
 * An offline order paid by card from My account (issue 37 §12, D114). When an invoice payment (pay_invoices) leaves
 * an offline order's invoice with nothing to pay, and no cash, cheque or transfer paid any of it, the order follows
 * how it was paid, in the settlement's transaction:
 * - it is paid: awaiting sales validation, it becomes paid (state 'paid', status 1, paid_at) and enters the
 *   preparation queue, as a card order does at its payment; validated already, its state stays;
 * - `card_invoice_payment_id` names the invoice payment: the invoice prints that card transaction, the state reads
 *   "paid", nothing is left to collect on delivery;
 * - its stamp duty, due on cash payments only, is given back through the ledger: a credit note of the duty still on
 *   the invoice (source `stamp_duty`), whose credit the account keeps for the next invoice.
 * `payement_type` stays 1: the order was placed offline (the contract's field), and a cancellation or dispute of it
 * credits the account, the card payment having paid invoices, not this order's own SATIM transaction.
 */

/** The offline orders whose invoices the attempt names, locked in id order (before the pharmacy and the ledger). */
export async function lockOrdersOfInvoicePayment(trx: Database, invoicePaymentId: number) {
  return trx
    .selectFrom('orders as o')
    .select([
      'o.id',
      'o.state',
      'o.status',
      'o.created_at',
      'o.wilaya_id',
      'o.pharmacy_id',
      'o.card_invoice_payment_id',
    ])
    .where('o.payement_type', '=', PAYMENT_TYPE.CASH)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('invoice_payment_items as it')
          .innerJoin('ledger_entries as e', 'e.id', 'it.debit_entry_id')
          .select('it.debit_entry_id')
          .where('it.invoice_payment_id', '=', invoicePaymentId)
          .whereRef('e.order_id', '=', 'o.id'),
      ),
    )
    .orderBy('o.id')
    .forUpdate()
    .execute();
}

type LockedOrder = Awaited<ReturnType<typeof lockOrdersOfInvoicePayment>>[number];

/** After the card credit was allocated: each order whose invoice it left wholly paid by card follows its payment. */
export async function followCardPaidOrders(
  trx: Database,
  orders: readonly LockedOrder[],
  r: { invoicePaymentId: number; creditEntryId: number; reference: string; at: Date },
) {
  const followed: number[] = [];
  for (const order of orders) {
    if (order.card_invoice_payment_id !== null || !['pending_validation', 'paid'].includes(order.state)) continue;
    const { rows } = await sql<{ left: string; by_card: string; other: string }>`
      SELECT e.debit - coalesce((SELECT sum(a.amount) FROM allocations a WHERE a.debit_entry_id = e.id), 0) AS left,
        coalesce((SELECT sum(a.amount) FROM allocations a WHERE a.debit_entry_id = e.id AND a.credit_entry_id = ${r.creditEntryId}::int), 0) AS by_card,
        coalesce((SELECT sum(a.amount) FROM allocations a JOIN ledger_entries c ON c.id = a.credit_entry_id
          WHERE a.debit_entry_id = e.id AND c.kind = 'payment' AND c.method IS DISTINCT FROM 'card'), 0) AS other
      FROM ledger_entries e WHERE e.order_id = ${order.id}::int AND e.kind = 'invoice'
        AND NOT EXISTS (SELECT FROM ledger_entries x WHERE x.reverses_id = e.id)`.execute(trx);
    const invoice = rows[0];
    // wholly paid, this card payment among what paid it, and no cash money in it (a stamp duty is then due)
    if (!invoice || Number(invoice.left) !== 0 || Number(invoice.by_card) <= 0 || Number(invoice.other) !== 0) continue;
    const awaiting = order.state === 'pending_validation';
    if (awaiting) await lockAggregatesOfOrder(trx, order, 'paid');
    await trx
      .updateTable('orders')
      .set({
        card_invoice_payment_id: r.invoicePaymentId,
        ...(awaiting ? { state: 'paid' as const, status: ORDER_STATUS.PAID, paid_at: r.at } : {}),
        updated_at: r.at,
      })
      .where('id', '=', order.id)
      .execute();
    if (awaiting) await enterFulfilment(trx, order.id, r.at);
    await issueStampDutyCreditNote(trx, { orderId: order.id, reference: r.reference, createdBy: null, at: r.at });
    followed.push(order.id);
  }
  return followed;
}
