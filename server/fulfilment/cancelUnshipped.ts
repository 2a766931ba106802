import { freeUnitsCancelled, releaseUnservedFreeUnits } from '../pricing/freeUnitGrants.js';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { Code } from '../../src/contract/codes.js';
import { type Lang, ORDER_STATUS, PAYMENT_TYPE, toDinars } from '../../src/contract/constants.js';
import { recordAudit } from '../audit/record.js';
import type { Account } from '../auth/guard.js';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { inTransaction } from '../db/transaction.js';
import { ApiError } from '../http/envelope.js';
import { idOf } from '../http/ids.js';
import { issueCreditNote } from '../ledger/creditNotes.js';
import { completeRefundStatus, reserveCreditNoteRefund } from '../payments/refund.js';
import { type FulfilmentState, OPEN_FULFILMENT_STATES } from '../../src/contract/fulfilment.js';
import { refreshFulfilment } from './state.js';

export interface CancelLine {
  productId: number;
  quantity: number;
}

/** The lines to cancel as sent, or null for "everything not shipped yet" (no `lines`). */
export function cancelLinesOf(value: unknown): CancelLine[] | null {
  if (value === undefined || value === null) return null;
  const bad = () => new ApiError(Code.VALIDATION, 'cancel.badLines', { status: 400 });
  if (!Array.isArray(value) || value.length === 0 || value.length > 200) throw bad();
  const lines = value.map((raw: unknown) => {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw bad();
    const { product_id, quantity } = raw as Record<string, unknown>;
    const productId = idOf(product_id);
    if (
      productId === null ||
      typeof quantity !== 'number' ||
      !Number.isInteger(quantity) ||
      quantity <= 0 ||
      quantity > 1_000_000
    )
      throw bad();
    return { productId, quantity };
  });
  if (new Set(lines.map((l) => l.productId)).size !== lines.length) throw bad();
  return lines;
}

/**
 * Per product of an order: ordered, shipped by the order's own shipments (kind 'order'; a replacement never counts
 * against the order) and already cancelled; what is left to ship is what may be cancelled.
 */
export async function openQuantities(trx: Database, orderId: number) {
  const { rows } = await sql<{
    product_id: number;
    name: string;
    ordered: number;
    free_quantity: number;
    free_promotion_id: number | null;
    shipped: number;
    cancelled: number;
  }>`
    SELECT l.product_id, l.name, l.quantity AS ordered, l.free_quantity, l.free_promotion_id,
      coalesce((SELECT sum(sl.quantity) FROM shipments s JOIN shipment_lines sl ON sl.shipment_id = s.id
        WHERE s.order_id = l.order_id AND s.kind = 'order' AND sl.product_id = l.product_id), 0)::int AS shipped,
      coalesce((SELECT sum(cl.quantity) FROM order_cancellations c JOIN order_cancellation_lines cl ON cl.cancellation_id = c.id
        WHERE c.order_id = l.order_id AND cl.product_id = l.product_id), 0)::int AS cancelled
    FROM order_lines l WHERE l.order_id = ${orderId}::int AND l.product_id IS NOT NULL ORDER BY l.product_id`.execute(
    trx,
  );
  return rows.map((r) => ({ ...r, left: Math.max(0, r.ordered - r.shipped - r.cancelled) }));
}

export interface CancelRequest {
  admin: Account;
  orderId: number;
  lines: CancelLine[] | null;
  lang: Lang;
  log: FastifyBaseLogger;
}

/**
 * The admin cancels what an order has not shipped yet, in whole or in part (issue 28 points 1 and 3; D60): the
 * stock of those lines comes back; an offline (cash) order's invoice is corrected by a credit note of those lines,
 * each crediting what was paid for its units by the one credit rule (server/pricing/credit.ts, D121: a line with
 * free units credits the average paid per unit shipped);
 * a card order is refunded that part through the existing refund path (payments/refund.ts) after the commit, a
 * refund the gateway did not make being kept as owed ('failed'). One transaction, the order's row locked first and
 * the products in id order (docs/payments.md's lock order); the order's own rows are never rewritten, so its state,
 * status and rollups keep their meaning. Two cancellations at once: the second finds nothing left and changes nothing.
 */
export async function cancelUnshipped(db: Database, config: Config, r: CancelRequest) {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'state', 'status', 'payement_type', 'fulfilment'])
    .where('id', '=', r.orderId)
    .executeTakeFirst();
  if (!order) throw new ApiError(Code.NOT_FOUND, 'server.notFound', { status: 404 });
  const card = order.payement_type === PAYMENT_TYPE.CARD;
  const isCancellable = (o: { state: string; status: number; fulfilment: FulfilmentState | null }) => {
    const placed = card ? o.state === 'paid' : o.status === ORDER_STATUS.PAID && o.state !== 'rejected';
    // only what is still in the preparation queue: to prepare, being prepared or partly shipped
    return placed && o.fulfilment !== null && OPEN_FULFILMENT_STATES.includes(o.fulfilment);
  };
  if (!isCancellable(order)) throw new ApiError(Code.STATE_CONFLICT, 'cancel.notCancellable');

  const done = await inTransaction(db, async (trx) => {
    // a card order's paid payment before the order: the refund engine's lock order (payments/refund.ts)
    if (card)
      await trx
        .selectFrom('payments')
        .select('id')
        .where('order_id', '=', order.id)
        .where('status', '=', 'paid')
        .forUpdate()
        .execute();
    const locked = await trx
      .selectFrom('orders')
      .select(['id', 'order_no', 'tax_rate', 'state', 'status', 'fulfilment', 'stock_released'])
      .where('id', '=', order.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    // checked again under the lock: a withdrawal of the validation or a rejection that committed meanwhile gave the
    // order's stock back and credited its invoice already (issue 37 §3)
    if (!isCancellable(locked)) throw new ApiError(Code.STATE_CONFLICT, 'cancel.notCancellable');
    const open = await openQuantities(trx, order.id);
    const wanted =
      r.lines ?? open.filter((l) => l.left > 0).map((l) => ({ productId: l.product_id, quantity: l.left }));
    if (!wanted.length) throw new ApiError(Code.STATE_CONFLICT, 'cancel.nothingLeft');
    for (const w of wanted) {
      const line = open.find((l) => l.product_id === w.productId);
      if (!line) throw new ApiError(Code.VALIDATION, 'cancel.badLines', { status: 400 });
      if (w.quantity > line.left)
        throw new ApiError(Code.V4002, 'cancel.tooMuch', {
          status: 400,
          vars: { name: line.name, available: line.left, smart_count: line.left },
        });
    }
    const lines = [...wanted].sort((a, b) => a.productId - b.productId);
    // the stock comes back, products locked in id order; an order whose reservation was released (paid after it
    // expired, the stock gone) never held these units: nothing comes back (issue 37 §3)
    if (!locked.stock_released) {
      // the free units among them go back to their promotion's cap first (promotions before products)
      await releaseUnservedFreeUnits(
        trx,
        lines.flatMap((l) => {
          const line = open.find((o) => o.product_id === l.productId)!;
          const units = freeUnitsCancelled(line.free_quantity, line.cancelled, l.quantity);
          return line.free_promotion_id !== null && units > 0 ? [{ promotionId: line.free_promotion_id, units }] : [];
        }),
      );
      await trx
        .selectFrom('products')
        .select('id')
        .where(
          'id',
          'in',
          lines.map((l) => l.productId),
        )
        .orderBy('id')
        .forUpdate()
        .execute();
      await trx
        .updateTable('products as p')
        .from(
          sql<{
            id: number;
            q: number;
          }>`(SELECT unnest(${lines.map((l) => l.productId)}::int[]) AS id, unnest(${lines.map((l) => l.quantity)}::int[]) AS q)`.as(
            'w',
          ),
        )
        .set({ quantity: sql`p.quantity + w.q`, updated_at: new Date() })
        .whereRef('p.id', '=', sql.ref('w.id'))
        .execute();
    }
    // the correction of the invoice, for either payment; a card order's is paid back to the card (D108)
    const creditNote = await issueCreditNote(trx, {
      orderId: order.id,
      lines,
      source: 'cancellation',
      createdBy: r.admin.id,
      stampRules: config.stampDuty,
      holdForRefund: card,
      upToRemainder: true,
      lang: r.lang,
    });
    const refund =
      card && creditNote.total > 0
        ? await reserveCreditNoteRefund(trx, { creditNoteId: creditNote.id, adminId: r.admin.id, lang: r.lang })
        : null;
    const cancellation = await trx
      .insertInto('order_cancellations')
      .values({
        order_id: order.id,
        created_by: r.admin.id,
        amount: creditNote.total,
        credit_note_id: creditNote.id,
        refund_status: card ? 'pending' : 'none',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('order_cancellation_lines')
      .values(lines.map((l) => ({ cancellation_id: cancellation.id, product_id: l.productId, quantity: l.quantity })))
      .execute();
    const everything = open.every((l) => l.left === (lines.find((x) => x.productId === l.product_id)?.quantity ?? 0));
    // the order leaves the queue when nothing is left to ship: shipped (or delivered) for what left, else cancelled
    const fulfilment = await refreshFulfilment(trx, order.id);
    await recordAudit(trx, r.admin, {
      action: 'create',
      resource: 'cancellation',
      resourceId: cancellation.id,
      label: locked.order_no,
      after: {
        order_id: order.id,
        lines: lines.map((l) => `${l.productId}×${l.quantity}`).join(', '),
        amount: creditNote.total,
        credit_note: creditNote.number,
        rest_cancelled: everything,
        fulfilment,
      },
    });
    return {
      cancellationId: cancellation.id,
      amount: creditNote.total,
      creditNote,
      everything,
      fulfilment,
      refund,
    };
  });

  // a card order with nothing left to refund records its part as refunded
  const refundStatus = done.refund ? await completeRefundStatus(db, config, done.refund, r) : card ? 'done' : 'none';
  if (card)
    await db
      .updateTable('order_cancellations')
      .set({ refund_status: refundStatus })
      .where('id', '=', done.cancellationId)
      .execute();
  return {
    cancellation_id: done.cancellationId,
    order_id: order.id,
    amount: toDinars(done.amount),
    credit_note_id: done.creditNote?.id ?? null,
    credit_note_number: done.creditNote?.number ?? null,
    refund_status: refundStatus,
    rest_cancelled: done.everything,
    fulfilment: done.fulfilment,
  };
}
