import { formatAlgiersDate } from '../../src/contract/algiersTime.js';
import { Code } from '../../src/contract/codes.js';
import type { Lang } from '../../src/contract/constants.js';
import { TRACKING_NO_MAX, trackingUrl as trackingLink } from '../../src/contract/fulfilment.js';
import { translate } from '../../src/contract/messages/index.js';
import { recordAudit } from '../audit/record.js';
import type { Account } from '../auth/guard.js';
import type { Database } from '../db/index.js';
import { inTransaction } from '../db/transaction.js';
import { ApiError } from '../http/envelope.js';
import { mailPharmacy } from '../mail/queue.js';
import { activeCarrier } from './carriers.js';
import { shipmentNotFound } from './delivery.js';
import { trackingMail } from './mails.js';

export interface TrackingInput {
  /** undefined: the shipment keeps its carrier; null: none */
  carrierId: number | null | undefined;
  trackingNo: string;
}

/** The tracking number of a completion: a text of 1 to TRACKING_NO_MAX characters once trimmed, never coerced. */
export function requiredTrackingNoOf(lang: Lang, raw: unknown): string {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!text || text.length > TRACKING_NO_MAX)
    throw new ApiError(Code.V4002, 'shipment.trackingRequired', {
      status: 400,
      vars: { max: TRACKING_NO_MAX },
      payload: [{ path: 'tracking_no', msg: translate(lang, 'shipment.trackingRequired', { max: TRACKING_NO_MAX }) }],
    });
  return text;
}

/**
 * Completes or corrects a shipment's carrier and tracking number (issue 38 §1) while it is on its way: a delivered
 * shipment is refused (4095). The order row is locked first, then the shipment (the lock order of markDelivered), so
 * a delivery and an update never cross, and two updates run one after the other: only the first to give a shipment
 * its tracking number mails the pharmacy (in its language: the carrier, the number and the tracking link). Audited
 * with the values before and after; an update that changes nothing writes and mails nothing.
 */
export async function updateShipmentTracking(
  db: Database,
  account: Account,
  shipmentId: number,
  input: TrackingInput,
  lang: Lang,
) {
  const found = await db.selectFrom('shipments').select(['order_id']).where('id', '=', shipmentId).executeTakeFirst();
  if (!found) throw shipmentNotFound();
  return inTransaction(db, async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select(['id', 'order_no', 'pharmacy_id'])
      .where('id', '=', found.order_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const shipment = await trx
      .selectFrom('shipments as s')
      .leftJoin('carriers as c', 'c.id', 's.carrier_id')
      .select([
        's.id',
        's.carrier_id',
        's.tracking_no',
        's.created_at',
        's.delivered_at',
        'c.name as carrier_name',
        'c.tracking_url_template',
      ])
      .where('s.id', '=', shipmentId)
      .forUpdate('s')
      .executeTakeFirstOrThrow();
    if (shipment.delivered_at) throw new ApiError(Code.STATE_CONFLICT, 'shipment.trackingDelivered');
    let carrier =
      shipment.carrier_id === null
        ? null
        : {
            id: shipment.carrier_id,
            name: shipment.carrier_name!,
            tracking_url_template: shipment.tracking_url_template,
          };
    if (input.carrierId === null) carrier = null;
    else if (input.carrierId !== undefined && input.carrierId !== shipment.carrier_id) {
      const chosen = await activeCarrier(trx, input.carrierId);
      if (!chosen)
        throw new ApiError(Code.V4002, 'shipment.carrier', {
          status: 400,
          payload: [{ path: 'carrier', msg: translate(lang, 'shipment.carrier') }],
        });
      carrier = { id: chosen.id, name: chosen.name, tracking_url_template: chosen.tracking_url_template };
    }
    const answer = {
      shipment_id: shipment.id,
      order_id: order.id,
      order_no: order.order_no,
      carrier: carrier ? { id: carrier.id, name: carrier.name } : null,
      tracking_no: input.trackingNo,
      tracking_url: carrier ? trackingLink(carrier.tracking_url_template, input.trackingNo) : null,
      mailed: false,
    };
    const changed = (carrier?.id ?? null) !== shipment.carrier_id || input.trackingNo !== shipment.tracking_no;
    if (!changed) return answer;
    await trx
      .updateTable('shipments')
      .set({ carrier_id: carrier?.id ?? null, tracking_no: input.trackingNo })
      .where('id', '=', shipment.id)
      .execute();
    await recordAudit(trx, account, {
      action: 'update',
      resource: 'shipment',
      resourceId: shipment.id,
      label: order.order_no,
      before: { carrier: shipment.carrier_name ?? null, tracking_no: shipment.tracking_no },
      after: { carrier: carrier?.name ?? null, tracking_no: input.trackingNo },
    });
    // the pharmacy was told "on its way" with nothing to track: it now gets the tracking, once
    if (!shipment.tracking_no) {
      await mailPharmacy(trx, order.pharmacy_id, (mailLang, pharmacyName) =>
        trackingMail(mailLang, {
          orderNo: order.order_no,
          pharmacyName,
          leftOn: formatAlgiersDate(shipment.created_at),
          carrier: carrier?.name ?? null,
          trackingNo: input.trackingNo,
          trackingUrl: answer.tracking_url,
        }),
      );
      answer.mailed = true;
    }
    return answer;
  });
}
