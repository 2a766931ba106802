import { Code } from '../../src/contract/codes.js';
import type { Lang } from '../../src/contract/constants.js';
import { OPEN_FULFILMENT_STATES, TRACKING_NO_MAX, trackingUrl as trackingLink } from '../../src/contract/fulfilment.js';
import { translate } from '../../src/contract/messages/index.js';
import { recordAudit } from '../audit/record.js';
import type { Account } from '../auth/guard.js';
import type { Database } from '../db/index.js';
import { inTransaction } from '../db/transaction.js';
import { ApiError } from '../http/envelope.js';
import { idOf } from '../http/ids.js';
import { mailPharmacy } from '../mail/queue.js';
import { orderNotFound } from '../orders/cashStatus.js';
import { shownProductName } from '../queries/products.js';
import { activeCarrier } from './carriers.js';
import { shipmentLeftMail } from './mails.js';
import { refreshFulfilment, shippableLines } from './state.js';
import { allocateLots } from '../lots/allocate.js';
import { type ChosenLot, chosenLotsOf } from '../lots/chosen.js';
import { DEFAULT_MIN_SHELF_LIFE_DAYS } from '../lots/shelfLife.js';
import { takeStock } from '../orders/stock.js';

export interface ShipmentLineInput {
  product_id: number;
  quantity: number;
  /** the admin's choice of lots instead of FEFO's (issue 29 §2, D85); their quantities sum to the line's */
  lots?: ChosenLot[];
}

export interface ShipmentInput {
  orderId: number;
  lines: ShipmentLineInput[];
  carrierId: number | null;
  trackingNo: string | null;
}

const refuseLines = (lang: Lang, path = 'lines') =>
  new ApiError(Code.V4002, 'shipment.lines', {
    status: 400,
    payload: [{ path, msg: translate(lang, 'shipment.lines') }],
  });

/**
 * The body's lines, as they were sent: each a product id and a whole quantity above 0 (plain JSON numbers, D36),
 * each product once. Anything else is refused, nothing coerced.
 */
export function shipmentLinesOf(lang: Lang, raw: unknown): ShipmentLineInput[] {
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > 500) throw refuseLines(lang);
  const seen = new Set<number>();
  return raw.map((line: unknown, i) => {
    const l = line as { product_id?: unknown; quantity?: unknown } | null;
    const product = l && typeof l === 'object' ? l.product_id : undefined;
    const quantity = l && typeof l === 'object' ? l.quantity : undefined;
    if (typeof product !== 'number' || !Number.isSafeInteger(product) || product < 1 || seen.has(product))
      throw refuseLines(lang, `lines.${i}.product_id`);
    if (typeof quantity !== 'number' || !Number.isSafeInteger(quantity) || quantity < 1)
      throw refuseLines(lang, `lines.${i}.quantity`);
    seen.add(product);
    if (l && typeof l === 'object' && 'lots' in l && (l as { lots?: unknown }).lots !== undefined)
      return {
        product_id: product,
        quantity,
        lots: chosenLotsOf(lang, (l as { lots?: unknown }).lots, quantity, `lines.${i}.lots`),
      };
    return { product_id: product, quantity };
  });
}

/** A tracking number: optional text of at most TRACKING_NO_MAX characters (trimmed; empty is none). */
export function trackingNoOf(lang: Lang, raw: unknown): string | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'string' || raw.trim().length > TRACKING_NO_MAX)
    throw new ApiError(Code.V4002, 'shipment.trackingNo', {
      status: 400,
      vars: { max: TRACKING_NO_MAX },
      payload: [{ path: 'tracking_no', msg: translate(lang, 'shipment.trackingNo', { max: TRACKING_NO_MAX }) }],
    });
  return raw.trim() || null;
}

/** A carrier id (a plain number, or null for none). */
export function carrierIdOf(raw: unknown): number | null {
  if (raw === undefined || raw === null || raw === '') return null;
  const id = idOf(raw);
  if (id === null) throw new ApiError(Code.V4002, 'shipment.carrier', { status: 400 });
  return id;
}

/**
 * Records one shipment of an order's own lines (D57). The order row is locked first (the lock order of
 * docs/payments.md: payment → order → …), so two creations for the same order run one after the other and the
 * second sees what the first shipped: no line ever ships more than was ordered less what already shipped. A line
 * over that is refused with its product and quantities, and nothing is written.
 */
export async function createShipment(
  db: Database,
  account: Account,
  input: ShipmentInput,
  lang: Lang,
  minShelfLifeDays = DEFAULT_MIN_SHELF_LIFE_DAYS,
) {
  return inTransaction(db, async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select(['id', 'order_no', 'pharmacy_id', 'fulfilment', 'stock_released'])
      .where('id', '=', input.orderId)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw orderNotFound();
    if (!order.fulfilment || !OPEN_FULFILMENT_STATES.includes(order.fulfilment))
      throw new ApiError(Code.STATE_CONFLICT, 'shipment.notShippable');
    const carrier = input.carrierId === null ? null : await activeCarrier(trx, input.carrierId);
    if (input.carrierId !== null && !carrier) throw new ApiError(Code.V4002, 'shipment.carrier', { status: 400 });
    const lines = await shippableLines(trx, order.id);
    input.lines.forEach((l, i) => {
      const line = lines.find((x) => x.product_id === l.product_id);
      if (!line) {
        const vars = { product: l.product_id };
        throw new ApiError(Code.V4002, 'shipment.notInOrder', {
          status: 400,
          vars,
          payload: [{ path: `lines.${i}.product_id`, msg: translate(lang, 'shipment.notInOrder', vars) }],
        });
      }
      if (l.quantity > line.remaining) {
        const vars = {
          product: `${line.ref} ${line.name}`,
          remaining: line.remaining,
          ordered: line.ordered,
          shipped: line.shipped,
        };
        throw new ApiError(Code.V4002, 'shipment.overShip', {
          status: 400,
          vars,
          payload: [{ path: `lines.${i}.quantity`, msg: translate(lang, 'shipment.overShip', vars) }],
        });
      }
    });
    const shipment = await trx
      .insertInto('shipments')
      .values({
        order_id: order.id,
        pharmacy_id: order.pharmacy_id,
        kind: 'order',
        carrier_id: carrier?.id ?? null,
        tracking_no: input.trackingNo,
        created_by: account.id,
      })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('shipment_lines')
      .values(input.lines.map((l) => ({ shipment_id: shipment.id, product_id: l.product_id, quantity: l.quantity })))
      .execute();
    const labelled = input.lines.map((l, i) => {
      const line = lines.find((x) => x.product_id === l.product_id)!;
      return {
        product_id: l.product_id,
        quantity: l.quantity,
        label: `${line.ref} ${line.name}`,
        name: line.name,
        chosen: l.lots,
        path: `lines.${i}.lots`,
      };
    });
    // an order whose reservation was released (paid after it expired) never took these units from the stock
    // available to order: they are taken now, or the shipment is refused (D79)
    if (order.stock_released)
      await takeStock(
        trx,
        labelled.map((l) => ({ productId: l.product_id, quantity: l.quantity, name: l.name })),
      );
    const taken = await allocateLots(trx, shipment.id, labelled, minShelfLifeDays, lang);
    const withLots = input.lines.map((l) => ({
      product_id: l.product_id,
      quantity: l.quantity,
      lots: taken.get(l.product_id) ?? [],
    }));
    // the admin's choice of lots is audited with what FEFO would have taken (D85)
    const audited = withLots.map((l) => {
      const fefo = taken.fefo.get(l.product_id);
      return fefo ? { ...l, lots_chosen: true, fefo_lots: fefo } : l;
    });
    const fulfilment = await refreshFulfilment(trx, order.id);
    await recordAudit(trx, account, {
      action: 'create',
      resource: 'shipment',
      resourceId: shipment.id,
      label: order.order_no,
      before: null,
      after: {
        order_no: order.order_no,
        carrier: carrier?.name ?? null,
        tracking_no: input.trackingNo,
        lines: audited,
        fulfilment,
      },
    });
    await mailPharmacy(trx, order.pharmacy_id, (mailLang, pharmacyName) =>
      shipmentLeftMail(mailLang, {
        orderNo: order.order_no,
        pharmacyName,
        carrier: carrier?.name ?? null,
        trackingNo: input.trackingNo,
        trackingUrl: carrier ? trackingLink(carrier.tracking_url_template, input.trackingNo) : null,
        lines: input.lines.map((l) => {
          const line = lines.find((x) => x.product_id === l.product_id)!;
          return { ref: line.ref, name: shownProductName(mailLang, line), quantity: l.quantity };
        }),
        complete: fulfilment === 'shipped',
      }),
    );
    return {
      shipment_id: shipment.id,
      order_id: order.id,
      order_no: order.order_no,
      kind: 'order' as const,
      created_at: shipment.created_at.toISOString(),
      carrier: carrier ? { id: carrier.id, name: carrier.name } : null,
      tracking_no: input.trackingNo,
      tracking_url: carrier ? trackingLink(carrier.tracking_url_template, input.trackingNo) : null,
      lines: withLots,
      fulfilment,
    };
  });
}

/** One parcel of a bulk shipment (issue 38 §1): its order's carrier and tracking number, as the admin gave them. */
export interface BulkParcel {
  /** undefined: the bulk call's carrier */
  carrierId?: number | null;
  trackingNo: string | null;
}

const refuseParcels = (lang: Lang, path = 'parcels') =>
  new ApiError(Code.V4002, 'shipment.parcels', {
    status: 400,
    payload: [{ path, msg: translate(lang, 'shipment.parcels') }],
  });

/**
 * The bulk call's optional `parcels`: [{orderId, tracking_no, carrier?}], one per order of the selection at most,
 * each order once; tracking_no a text (or null: explicitly none), carrier a carrier id or null. Refused whole, with
 * the field, before anything ships.
 */
export function bulkParcelsOf(lang: Lang, raw: unknown, ids: readonly number[]): Map<number, BulkParcel> {
  const parcels = new Map<number, BulkParcel>();
  if (raw === undefined || raw === null) return parcels;
  if (!Array.isArray(raw) || raw.length > ids.length) throw refuseParcels(lang);
  raw.forEach((entry: unknown, i) => {
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) throw refuseParcels(lang, `parcels.${i}`);
    const e = entry as { orderId?: unknown; tracking_no?: unknown; carrier?: unknown };
    const id = typeof e.orderId === 'number' ? idOf(e.orderId) : null;
    if (id === null || !ids.includes(id) || parcels.has(id)) throw refuseParcels(lang, `parcels.${i}.orderId`);
    if (!('tracking_no' in e) || (e.tracking_no !== null && typeof e.tracking_no !== 'string'))
      throw refuseParcels(lang, `parcels.${i}.tracking_no`);
    let trackingNo: string | null;
    try {
      trackingNo = trackingNoOf(lang, e.tracking_no);
    } catch {
      throw new ApiError(Code.V4002, 'shipment.trackingNo', {
        status: 400,
        vars: { max: TRACKING_NO_MAX },
        payload: [
          { path: `parcels.${i}.tracking_no`, msg: translate(lang, 'shipment.trackingNo', { max: TRACKING_NO_MAX }) },
        ],
      });
    }
    if ('carrier' in e && e.carrier !== null && typeof e.carrier !== 'number')
      throw refuseParcels(lang, `parcels.${i}.carrier`);
    parcels.set(id, { ...('carrier' in e ? { carrierId: carrierIdOf(e.carrier) } : {}), trackingNo });
  });
  return parcels;
}

/**
 * Ships every open line of each order (the bulk action), each order in its own transaction like createShipment:
 * one refusal does not undo the others. An order whose stock is not held (paid after its reservation expired and
 * the stock was gone) is refused: what it lacks stays "still to ship" until the admin ships it line by line. The
 * orders ship oldest due first (the picking list's order, so FEFO takes the lots it printed); each takes its parcel's
 * carrier and tracking number when `parcels` names it (issue 38 §1), else the call's carrier and none.
 */
export async function shipOpenLines(
  db: Database,
  account: Account,
  ids: number[],
  carrierId: number | null,
  lang: Lang,
  minShelfLifeDays = DEFAULT_MIN_SHELF_LIFE_DAYS,
  parcels: ReadonlyMap<number, BulkParcel> = new Map(),
) {
  const shipped: { orderId: number; shipment_id: number }[] = [];
  const refused: { orderId: number; code: number; reason: string }[] = [];
  const known = await db
    .selectFrom('orders')
    .select(['id', 'stock_released'])
    .where('id', 'in', ids)
    .orderBy('due_at')
    .orderBy('id')
    .execute();
  const inDueOrder = [...known.map((o) => o.id), ...ids.filter((id) => !known.some((o) => o.id === id))];
  for (const id of inDueOrder) {
    try {
      const order = known.find((o) => o.id === id);
      if (!order) throw orderNotFound();
      if (order.stock_released) throw new ApiError(Code.STOCK_CONFLICT, 'shipment.stockShort');
      const open = (await shippableLines(db, id)).filter((l) => l.remaining > 0);
      if (!open.length) throw new ApiError(Code.STATE_CONFLICT, 'shipment.nothingToShip');
      const parcel = parcels.get(id);
      const s = await createShipment(
        db,
        account,
        {
          orderId: id,
          lines: open.map((l) => ({ product_id: l.product_id!, quantity: l.remaining })),
          carrierId: parcel?.carrierId !== undefined ? parcel.carrierId : carrierId,
          trackingNo: parcel?.trackingNo ?? null,
        },
        lang,
        minShelfLifeDays,
      );
      shipped.push({ orderId: id, shipment_id: s.shipment_id });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      refused.push({ orderId: id, code: err.code, reason: translate(lang, err.messageKey, err.opts.vars) });
    }
  }
  return { shipped, refused };
}
