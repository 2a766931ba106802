import { Code } from '../../src/contract/codes.js';
import { RECEIVER_NAME_LENGTH } from '../../src/contract/fulfilment.js';
import { recordAudit } from '../audit/record.js';
import type { Account } from '../auth/guard.js';
import type { Database } from '../db/index.js';
import { inTransaction } from '../db/transaction.js';
import { ApiError } from '../http/envelope.js';
import { mailPharmacy } from '../mail/queue.js';
import { deliveredMail } from './mails.js';
import { refreshFulfilment } from './state.js';

export const shipmentNotFound = () => new ApiError(Code.NOT_FOUND, 'shipment.notFound', { status: 404 });

/** The receiver's name as typed, trimmed; refused outside RECEIVER_NAME_LENGTH or when not a text. */
export function receiverNameOf(raw: unknown): string {
  const name = typeof raw === 'string' ? raw.trim() : '';
  if (name.length < RECEIVER_NAME_LENGTH.min || name.length > RECEIVER_NAME_LENGTH.max)
    throw new ApiError(Code.V4002, 'delivery.receiverName', { status: 400, vars: { ...RECEIVER_NAME_LENGTH } });
  return name;
}

/**
 * Confirms that a shipment reached the pharmacy: who received it, when, and who confirmed (an admin, or the
 * franchisee of the pharmacy's wilaya, `wilayaId`). The order row is locked first (lock order: order → its
 * shipments), so a delivery and a shipment of the same order never cross; the order reads delivered once all of
 * it shipped and every own shipment is delivered. Audited; the pharmacy is mailed in its language.
 */
export async function markDelivered(
  db: Database,
  account: Account,
  shipmentId: number,
  receiverName: string,
  scope: { wilayaId?: number } = {},
) {
  const found = await db.selectFrom('shipments').select(['order_id']).where('id', '=', shipmentId).executeTakeFirst();
  if (!found) throw shipmentNotFound();
  return inTransaction(db, async (trx) => {
    let q = trx
      .selectFrom('orders')
      .select(['id', 'order_no', 'pharmacy_id', 'wilaya_id'])
      .where('id', '=', found.order_id);
    // another wilaya's shipment is not found, as its order is not (D11)
    if (scope.wilayaId !== undefined) q = q.where('wilaya_id', '=', scope.wilayaId);
    const order = await q.forUpdate().executeTakeFirst();
    if (!order) throw shipmentNotFound();
    const shipment = await trx
      .selectFrom('shipments')
      .select(['id', 'delivered_at'])
      .where('id', '=', shipmentId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (shipment.delivered_at) throw new ApiError(Code.STATE_CONFLICT, 'delivery.already');
    const role = account.role === 'franchise' ? 'franchise' : 'admin';
    const after = await trx
      .updateTable('shipments')
      .set({ delivered_at: new Date(), receiver_name: receiverName, delivered_by_role: role, delivered_by: account.id })
      .where('id', '=', shipmentId)
      .returning(['delivered_at', 'receiver_name', 'delivered_by_role'])
      .executeTakeFirstOrThrow();
    const fulfilment = await refreshFulfilment(trx, order.id);
    await recordAudit(trx, account, {
      action: 'update',
      resource: 'shipment',
      resourceId: shipmentId,
      label: order.order_no,
      before: { delivered_at: null, receiver_name: null },
      after: { ...after, fulfilment },
    });
    await mailPharmacy(trx, order.pharmacy_id, (lang, pharmacyName) =>
      deliveredMail(lang, {
        orderNo: order.order_no,
        pharmacyName,
        receiverName,
        complete: fulfilment === 'delivered',
      }),
    );
    return {
      shipment_id: shipmentId,
      order_id: order.id,
      delivered_at: after.delivered_at!.toISOString(),
      receiver_name: receiverName,
      delivered_by_role: role,
      fulfilment,
    };
  });
}
