import type { FastifyBaseLogger } from 'fastify';
import { Code } from '../../src/contract/codes.js';
import { type Lang, PAYMENT_TYPE } from '../../src/contract/constants.js';
import { type DisputeResolution, RESOLUTION_REASON_MAX } from '../../src/contract/disputes.js';
import { recordAudit } from '../audit/record.js';
import type { Account } from '../auth/guard.js';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { inTransaction } from '../db/transaction.js';
import { ApiError } from '../http/envelope.js';
import { issueCreditNote } from '../ledger/creditNotes.js';
import { completeRefundStatus, reserveCreditNoteRefund } from '../payments/refund.js';
import { takeStock } from '../orders/stock.js';
import { allocateLots } from '../lots/allocate.js';
import { queueDisputeSettled } from './disputeMails.js';

export interface ResolveDispute {
  admin: Account;
  disputeId: number;
  resolution: DisputeResolution;
  reason: string;
  /** a credit note of a card order: refund its amount to the card too */
  refundToCard: boolean;
  lang: Lang;
  log: FastifyBaseLogger;
}

/** The reason of a resolution: required to refuse (D63), at most RESOLUTION_REASON_MAX characters. */
export function resolutionReasonOf(value: unknown, resolution: DisputeResolution): string {
  const text = typeof value === 'string' ? value.trim() : value === undefined || value === null ? '' : null;
  if (text === null || text.length > RESOLUTION_REASON_MAX || (resolution === 'refused' && !text))
    throw new ApiError(Code.VALIDATION, 'dispute.reasonRequired', {
      status: 400,
      vars: { max: RESOLUTION_REASON_MAX },
    });
  return text;
}

/**
 * Settles an open dispute once (issue 28 point 5): refused with a reason; a replacement shipment of the claimed
 * lines (kind 'replacement', stock taken now); or a credit note of the claimed lines (server/ledger). The order's row
 * is locked first, then the dispute's (docs/payments.md's lock order: order → products): of two resolutions at once
 * the second finds the dispute settled and changes nothing, and the unique credit_notes.dispute_id backs it.
 */
export async function resolveDispute(db: Database, config: Config, r: ResolveDispute) {
  const found = await db
    .selectFrom('disputes')
    .select(['id', 'order_id'])
    .where('id', '=', r.disputeId)
    .executeTakeFirst();
  if (!found) throw new ApiError(Code.NOT_FOUND, 'dispute.notFound', { status: 404 });
  const refundsToCard = r.resolution === 'credit_note' && r.refundToCard;
  const settled = await inTransaction(db, async (trx) => {
    // a card refund to come: the paid payment before the order, the refund engine's lock order (payments/refund.ts)
    if (refundsToCard)
      await trx
        .selectFrom('payments')
        .select('id')
        .where('order_id', '=', found.order_id)
        .where('status', '=', 'paid')
        .forUpdate()
        .execute();
    const order = await trx
      .selectFrom('orders')
      .select(['id', 'order_no', 'pharmacy_id', 'payement_type'])
      .where('id', '=', found.order_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const dispute = await trx
      .selectFrom('disputes')
      .selectAll()
      .where('id', '=', found.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (dispute.resolved_at !== null) throw new ApiError(Code.STATE_CONFLICT, 'dispute.alreadyResolved');
    const lines = await trx
      .selectFrom('dispute_lines as dl')
      .leftJoin('order_lines as l', (j) =>
        j.on('l.order_id', '=', order.id).onRef('l.product_id', '=', 'dl.product_id'),
      )
      .select(['dl.product_id', 'dl.quantity', 'l.name', 'l.ref'])
      .where('dl.dispute_id', '=', dispute.id)
      .orderBy('dl.product_id')
      .execute();
    let creditNote: { id: number; number: string; total: number } | null = null;
    let shipmentId: number | null = null;
    if (r.resolution === 'credit_note') {
      creditNote = await issueCreditNote(trx, {
        orderId: order.id,
        lines: lines.map((l) => ({ productId: l.product_id, quantity: l.quantity })),
        source: 'dispute',
        disputeId: dispute.id,
        reason: r.reason || null,
        createdBy: r.admin.id,
        stampRules: config.stampDuty,
        holdForRefund: refundsToCard && order.payement_type === PAYMENT_TYPE.CARD,
        lang: r.lang,
      });
    }
    // reserved with the note: paid back to the card once, or not at all (D108)
    const refund =
      creditNote && refundsToCard && order.payement_type === PAYMENT_TYPE.CARD && creditNote.total > 0
        ? await reserveCreditNoteRefund(trx, { creditNoteId: creditNote.id, adminId: r.admin.id, lang: r.lang })
        : null;
    if (r.resolution === 'replacement') {
      await takeStock(
        trx,
        lines.map((l) => ({ productId: l.product_id, quantity: l.quantity, name: l.name ?? String(l.product_id) })),
      );
      const shipment = await trx
        .insertInto('shipments')
        .values({ order_id: order.id, pharmacy_id: order.pharmacy_id, kind: 'replacement', created_by: r.admin.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      shipmentId = shipment.id;
      await trx
        .insertInto('shipment_lines')
        .values(lines.map((l) => ({ shipment_id: shipment.id, product_id: l.product_id, quantity: l.quantity })))
        .execute();
      // the replacement leaves the warehouse now: its units come out of the lots, FEFO (issue 29, D80)
      const labelled = lines.map((l) => ({
        product_id: l.product_id,
        quantity: l.quantity,
        label: l.name ?? String(l.product_id),
      }));
      await allocateLots(trx, shipment.id, labelled, config.minShelfLifeDays);
    }
    const now = new Date();
    await trx
      .updateTable('disputes')
      .set({
        resolution: r.resolution,
        resolution_reason: r.reason || null,
        resolved_at: now,
        resolved_by: r.admin.id,
        credit_note_id: creditNote?.id ?? null,
        replacement_shipment_id: shipmentId,
      })
      .where('id', '=', dispute.id)
      .execute();
    await recordAudit(trx, r.admin, {
      action: 'update',
      resource: 'dispute',
      resourceId: dispute.id,
      label: order.order_no,
      before: { resolution: null },
      after: {
        resolution: r.resolution,
        reason: r.reason || null,
        credit_note: creditNote?.number ?? null,
        shipment_id: shipmentId,
      },
    });
    if (creditNote)
      await recordAudit(trx, r.admin, {
        action: 'create',
        resource: 'credit_note',
        resourceId: creditNote.id,
        label: creditNote.number,
        after: { order_id: order.id, dispute_id: dispute.id, total: creditNote.total },
      });
    // the pharmacy hears of the outcome once: the mail is queued with the resolution, which a retry never repeats
    await queueDisputeSettled(trx, config, {
      pharmacyId: order.pharmacy_id,
      orderNo: order.order_no,
      disputeId: dispute.id,
      resolution: r.resolution,
      reason: r.reason,
      resolvedAt: now,
      lines: lines.map((l) => ({ ref: l.ref ?? '', name: l.name ?? String(l.product_id), quantity: l.quantity })),
      creditNote: creditNote ? { id: creditNote.id, total: creditNote.total, toCard: refund !== null } : null,
    });
    return { order, creditNote, shipmentId, resolvedAt: now, refund };
  });
  const refundStatus = settled.refund ? await completeRefundStatus(db, config, settled.refund, r) : 'none';
  return {
    dispute_id: r.disputeId,
    resolution: r.resolution,
    resolved_at: settled.resolvedAt.toISOString(),
    credit_note_id: settled.creditNote?.id ?? null,
    credit_note_number: settled.creditNote?.number ?? null,
    replacement_shipment_id: settled.shipmentId,
    refund_status: refundStatus,
  };
}
