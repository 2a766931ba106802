import { isCalendarDay } from '../../../src/contract/algiersTime.js';
import { fileResponse, response } from '../../../src/contract/answers/envelope.js';
import {
  Carrier,
  CreatedShipment,
  Delivered,
  Holiday,
  OrdersShipped,
  PickingPlan,
  PreparationQueue,
  PreparingStarted,
  ShipmentTracking,
} from '../../../src/contract/answers/shipments.js';
import { Type } from 'typebox';
import { Code } from '../../../src/contract/codes.js';
import { type Lang, LANGS } from '../../../src/contract/constants.js';
import { MAX_BULK_FULFILMENT, RECEIVER_NAME_LENGTH, TRACKING_NO_MAX } from '../../../src/contract/fulfilment.js';
import { translate } from '../../../src/contract/messages/index.js';
import type { AppContext } from '../../context.js';
import { addCarrier, carrierInputOf, listCarriers, updateCarrier } from '../../fulfilment/carriers.js';
import { markDelivered, receiverNameOf, shipmentNotFound } from '../../fulfilment/delivery.js';
import { renderDeliveryNote } from '../../fulfilment/deliveryNote.js';
import { holidaysOfYear, removeHoliday, setHoliday } from '../../fulfilment/holidays.js';
import { PICKING_LISTS, type PickingListKind, pickingPlan, renderPickingList } from '../../fulfilment/pickingList.js';
import { requiredTrackingNoOf, updateShipmentTracking } from '../../fulfilment/shipmentTracking.js';
import { dueFilterOf, preparationQueue, startPreparing } from '../../fulfilment/queue.js';
import {
  bulkParcelsOf,
  carrierIdOf,
  createShipment,
  shipmentLinesOf,
  shipOpenLines,
  trackingNoOf,
} from '../../fulfilment/shipments.js';
import { ApiError, ok, send } from '../../http/envelope.js';
import { idempotency } from '../../http/idempotency.js';
import { idOf } from '../../http/ids.js';
import { sendPdf } from '../../http/pdfReply.js';
import { orderNotFound } from '../../orders/cashStatus.js';
import type { AreaApp } from '../area.js';
import { idParams, pageParams } from '../backOfficeSchemas.js';
import { idempotencyKeyHeader } from '../schemaParts.js';
import { adminDoc, requireId } from './input.js';

const orderIds = Type.Array(Type.Unknown(), { description: `1 to ${MAX_BULK_FULFILMENT} order ids (plain numbers)` });
const langQuery = Type.Object({
  lang: Type.Optional(
    Type.String({ description: 'fr, en or ar; default: the caller’s language (delivery note: the pharmacy’s)' }),
  ),
});
const langOf = (v: unknown): Lang | undefined => LANGS.find((l) => l === v);

/** Ids of a bulk call: plain whole numbers (D36), 1 to MAX_BULK_FULFILMENT, each once. */
function idsOf(list: unknown): number[] {
  const raw = Array.isArray(list) ? list : [];
  const ids = [...new Set(raw.map((v) => idOf(v)))];
  if (raw.length === 0 || ids.length > MAX_BULK_FULFILMENT || ids.includes(null))
    throw new ApiError(Code.V4001, 'orderBulk.ids', { status: 400, vars: { max: MAX_BULK_FULFILMENT } });
  return ids as number[];
}

/** Issue 28 (docs/fulfilment.md): the preparation queue, shipments, carriers, holidays and delivery, for admins. */
export function registerFulfilmentAdminRoutes(app: AreaApp, ctx: AppContext) {
  const { db, config } = ctx;
  const idem = idempotency(db);

  app.get(
    '/admin/preparation_queue/:offset/:limit',
    {
      schema: {
        ...adminDoc(
          'Addition (issue 28): the orders to prepare, being prepared or partly shipped, oldest due first: {orders, total}; each order carries ' +
            'due_at (72 business hours after its payment or sales validation, Algiers time, D55), overdue, placed_at, preparing_at, lines, ' +
            'fulfilment and fulfilment_label. ?wilaya= one wilaya; ?due= overdue, today (due by the end of today) or all. offset ≥ 0, limit ≤ 100',
        ),
        params: pageParams,
        querystring: Type.Object({
          wilaya: Type.Optional(Type.String()),
          due: Type.Optional(Type.String({ enum: ['', 'all', 'overdue', 'today'] })),
        }),
        response: response(PreparationQueue),
      },
    },
    async (request, reply) => {
      const { wilaya, due } = request.query;
      let wilayaId: number | undefined;
      if (wilaya !== undefined && wilaya !== '') {
        const id = idOf(wilaya);
        if (id === null) throw new ApiError(Code.VALIDATION, 'orderFilter.wilaya', { status: 400 });
        wilayaId = id;
      }
      const page = await preparationQueue(db, {
        ...request.params,
        wilayaId,
        due: dueFilterOf(due),
        lang: request.lang,
      });
      return ok(request, reply, page);
    },
  );

  app.post(
    '/admin/start_preparing',
    {
      schema: {
        ...adminDoc(
          'Addition (issue 28): moves orders to prepare to "being prepared" (who and when go to the timeline; audited). Body {orderIds}; ' +
            'answers payload [{started: [ids], refused: [{orderId, code, reason}]}]: an order not to prepare is refused with 4095',
        ),
        body: Type.Object({ orderIds }),
        response: response(Type.Tuple([PreparingStarted])),
      },
    },
    async (request, reply) => {
      const result = await startPreparing(db, request.account, idsOf(request.body.orderIds), request.lang);
      return send(reply, [result], translate(request.lang, 'fulfilment.preparingStarted'));
    },
  );

  const pickingIdsOf = (orders: string) =>
    idsOf(orders.split(',').map((v) => (/^\d+$/.test(v.trim()) ? Number(v.trim()) : v)));
  const pickingQuery = {
    orders: Type.String({ description: `order ids, comma-separated (at most ${MAX_BULK_FULFILMENT})` }),
  };

  app.get(
    '/admin/picking_list',
    {
      schema: {
        ...adminDoc(
          'Addition (issue 28): the picking list PDF of one or several orders still to prepare or ship (?orders=1,2,3, at most 100). ' +
            'Addition (issue 38 §2): ?list=wave (the default) is a row per product, its units summed, the lots to take (FEFO, as the ' +
            'shipments will take them) and the split per order beside them; ?list=orders is a row per lot to pick for each order ' +
            '(the order and its pharmacy, the product, the lot and its expiry, the units); units the lots cannot cover are printed as ' +
            'short. The same content as GET /admin/picking_plan. 404 when none of them is to prepare; another list is 4001',
        ),
        querystring: Type.Object({
          ...pickingQuery,
          lang: Type.Optional(Type.String()),
          list: Type.Optional(Type.String({ enum: [...PICKING_LISTS], description: 'wave (default) or orders' })),
        }),
        response: fileResponse('application/pdf', 'the picking list PDF'),
      },
    },
    async (request, reply) => {
      const ids = pickingIdsOf(request.query.orders);
      const kind: PickingListKind = request.query.list === 'orders' ? 'orders' : 'wave';
      const list = await renderPickingList(db, config, ids, langOf(request.query.lang) ?? request.lang, kind);
      if (!list) throw orderNotFound();
      return sendPdf(reply, list.fileName, list.pdf, 'no-store');
    },
  );

  app.get(
    '/admin/picking_plan',
    {
      schema: {
        ...adminDoc(
          'Addition (issue 38 §2): what the picking lists print, as data (?orders=1,2,3, at most 100): payload[0] {orders, wave}. ' +
            'orders: the orders still to prepare or ship, oldest due first (the order the bulk shipment ships them in), each ' +
            '{order_id, order_no, pharmacy_name, lines: [{product_id, ref, name, name_ar, quantity, lots: [{lot_id, lot, expiry, quantity}], short}]}: ' +
            'each line’s lots are those FEFO takes when it ships (sellable, not blocked, at least MIN_SHELF_LIFE_DAYS left, earliest ' +
            'expiry first, the opening lot last), earlier orders served first; short is what the lots cannot cover. wave: per product ' +
            '(by reference) the units summed, the lots of them all, short, and orders: [{order_id, order_no, quantity}]. Read only, nothing ' +
            'is reserved. 404 when none of them is to prepare',
        ),
        querystring: Type.Object(pickingQuery),
        response: response(Type.Tuple([PickingPlan])),
      },
    },
    async (request, reply) => {
      const plan = await pickingPlan(db, pickingIdsOf(request.query.orders), config.minShelfLifeDays);
      if (!plan) throw orderNotFound();
      return ok(request, reply, [plan]);
    },
  );

  app.post(
    '/admin/create_shipment',
    {
      preHandler: idem.preHandler,
      onSend: idem.onSend,
      schema: {
        ...adminDoc(
          'Addition (issue 28): records a shipment of some of an order’s lines: {orderId, lines: [{product_id, quantity}], carrier, tracking_no} ' +
            `(carrier: a carrier’s id or null; tracking_no: at most ${TRACKING_NO_MAX} characters or null). Answers payload[0], the shipment ` +
            '{shipment_id, order_id, order_no, kind, created_at, carrier, tracking_no, tracking_url, lines, fulfilment}; each line carries (issue 29) ' +
            '`lots`: [{lot_id, lot, expiry, quantity}], the lots it was taken from, earliest expiry first (FEFO, docs/lots.md); lines the sellable ' +
            'lots cannot cover refuse the shipment with 4098. A line may carry (issue 29, D85) an optional `lots`: [{lot_id, quantity}], the admin’s ' +
            'choice of lots instead of FEFO’s (1 to 20 lots, each once, quantities summing to the line’s; each lot shippable: not expired, not ' +
            'blocked, at least MIN_SHELF_LIFE_DAYS left, holding the units; GET /admin/product_lots/:id says which), else 4002 on lines.i.lots…; ' +
            'the choice is audited with the lots FEFO would have taken. A line over what was ordered ' +
            'less what already shipped is refused with 4002 naming the product and quantities, and nothing changes; two creations at once never ' +
            'exceed the order (its row is locked). The pharmacy is mailed in its language. Takes Idempotency-Key',
        ),
        headers: idempotencyKeyHeader('Ship'),
        body: Type.Object({
          orderId: Type.Unknown({ description: 'the order’s id (a number)' }),
          lines: Type.Unknown({
            description:
              '[{product_id, quantity, lots?: [{lot_id, quantity}]}], plain whole numbers, each product once',
          }),
          carrier: Type.Optional(Type.Unknown({ description: 'a carrier’s id (GET /admin/carriers_list) or null' })),
          tracking_no: Type.Optional(Type.Unknown({ description: 'the carrier’s tracking number or null' })),
        }),
        response: response(Type.Tuple([CreatedShipment])),
      },
    },
    async (request, reply) => {
      const { body } = request;
      const orderId = requireId(body.orderId, 'admin.invalidOrderId');
      const lines = shipmentLinesOf(request.lang, body.lines);
      const carrierId = carrierIdOf(body.carrier);
      const trackingNo = trackingNoOf(request.lang, body.tracking_no);
      const shipment = await createShipment(
        db,
        request.account,
        { orderId, lines, carrierId, trackingNo },
        request.lang,
        config.minShelfLifeDays,
      );
      return ok(request, reply, [shipment], 'shipment.created');
    },
  );

  app.post(
    '/admin/ship_orders',
    {
      preHandler: idem.preHandler,
      onSend: idem.onSend,
      schema: {
        ...adminDoc(
          'Addition (issue 28): ships every open line of each of several orders, one shipment per order, each like create_shipment. ' +
            'Body {orderIds, carrier}; answers payload [{shipped: [{orderId, shipment_id}], refused: [{orderId, code, reason}]}]: an order with ' +
            'nothing left (4095) or whose stock is no longer held (4093) is refused and stays to ship. Takes Idempotency-Key. ' +
            'Addition (issue 38 §1): the orders ship oldest due first (the picking list’s order); an optional `parcels`: ' +
            `[{orderId, tracking_no, carrier?}] gives an order of the selection (each once) its tracking number (text of at most ${TRACKING_NO_MAX} ` +
            'characters, or null: explicitly none) and, when given, its own carrier (an id or null) instead of the body’s; a wrong entry is ' +
            '4002 naming parcels.i.… and nothing ships',
        ),
        headers: idempotencyKeyHeader('Ship selected'),
        body: Type.Object({
          orderIds,
          carrier: Type.Optional(Type.Unknown()),
          parcels: Type.Optional(
            Type.Unknown({ description: '[{orderId, tracking_no, carrier?}], one per order of the selection at most' }),
          ),
        }),
        response: response(Type.Tuple([OrdersShipped])),
      },
    },
    async (request, reply) => {
      const ids = idsOf(request.body.orderIds);
      const carrier = carrierIdOf(request.body.carrier);
      const parcels = bulkParcelsOf(request.lang, request.body.parcels, ids);
      const result = await shipOpenLines(
        db,
        request.account,
        ids,
        carrier,
        request.lang,
        config.minShelfLifeDays,
        parcels,
      );
      return send(
        reply,
        [result],
        translate(request.lang, 'shipment.bulkDone', { smart_count: result.shipped.length }),
      );
    },
  );

  app.put(
    '/admin/update_shipment_tracking',
    {
      schema: {
        ...adminDoc(
          'Addition (issue 38 §1): completes or corrects the carrier and tracking number of a shipment not delivered yet: ' +
            `{shipmentId, tracking_no, carrier?} (tracking_no: 1 to ${TRACKING_NO_MAX} characters once trimmed; carrier: an active carrier’s ` +
            'id, or null for none; left out, the shipment keeps its carrier). Answers payload[0] {shipment_id, order_id, order_no, carrier, ' +
            'tracking_no, tracking_url, mailed}. Audited (before/after). When the shipment had no tracking number, the pharmacy is mailed ' +
            'its tracking in its language (mailed: true), once: two updates at once run one after the other. Unknown shipment 4041 (404), ' +
            'delivered 4095, a wrong field 4002 naming it; nothing changes then',
        ),
        body: Type.Object({
          shipmentId: Type.Unknown({ description: 'the shipment’s id (a number)' }),
          tracking_no: Type.Optional(Type.Unknown({ description: 'the carrier’s tracking number' })),
          carrier: Type.Optional(Type.Unknown({ description: 'a carrier’s id (GET /admin/carriers_list) or null' })),
        }),
        response: response(Type.Tuple([ShipmentTracking])),
      },
    },
    async (request, reply) => {
      const { body } = request;
      const id = typeof body.shipmentId === 'number' ? idOf(body.shipmentId) : null;
      if (id === null) throw shipmentNotFound();
      const trackingNo = requiredTrackingNoOf(request.lang, body.tracking_no);
      if ('carrier' in body && body.carrier !== null && typeof body.carrier !== 'number')
        throw new ApiError(Code.V4002, 'shipment.carrier', {
          status: 400,
          payload: [{ path: 'carrier', msg: translate(request.lang, 'shipment.carrier') }],
        });
      const carrierId = 'carrier' in body ? carrierIdOf(body.carrier) : undefined;
      const done = await updateShipmentTracking(db, request.account, id, { carrierId, trackingNo }, request.lang);
      return ok(request, reply, [done], 'shipment.trackingSaved');
    },
  );

  app.post(
    '/admin/mark_delivered',
    {
      schema: {
        ...adminDoc(
          `Addition (issue 28): a shipment reached the pharmacy: {shipmentId, receiver_name} (${RECEIVER_NAME_LENGTH.min} to ${RECEIVER_NAME_LENGTH.max} characters). ` +
            'Answers payload [{shipment_id, order_id, delivered_at, receiver_name, delivered_by_role, fulfilment}]; the order reads delivered once all of it ' +
            'shipped and every shipment is delivered. Already delivered: 4095. Audited; the pharmacy is mailed',
        ),
        body: Type.Object({ shipmentId: Type.Unknown(), receiver_name: Type.Optional(Type.Unknown()) }),
        response: response(Type.Tuple([Delivered])),
      },
    },
    async (request, reply) => {
      const id = idOf(request.body.shipmentId);
      if (id === null) throw shipmentNotFound();
      const done = await markDelivered(db, request.account, id, receiverNameOf(request.body.receiver_name));
      return ok(request, reply, [done], 'delivery.done');
    },
  );

  app.get(
    '/admin/delivery_note/:shipmentId',
    {
      schema: {
        ...adminDoc(
          'Addition (issue 28): the delivery note (bon de livraison) PDF of a shipment, in the pharmacy’s language unless ?lang= (D59)',
        ),
        params: idParams('shipmentId'),
        querystring: langQuery,
        response: fileResponse('application/pdf', 'the delivery note PDF'),
      },
    },
    async (request, reply) => {
      const id = idOf(request.params.shipmentId);
      const note = id === null ? null : await renderDeliveryNote(db, config, id, {}, langOf(request.query.lang));
      if (!note) throw shipmentNotFound();
      return sendPdf(reply, note.fileName, note.pdf, 'no-store');
    },
  );

  app.get(
    '/admin/carriers_list',
    {
      schema: {
        ...adminDoc(
          'Addition (issue 28): every carrier: payload [{id, name, tracking_url_template, is_demo, active}], active first (D58)',
        ),
        response: response(Type.Array(Carrier)),
      },
    },
    async (request, reply) => ok(request, reply, await listCarriers(db)),
  );

  const carrierBody = Type.Object({
    name: Type.Optional(Type.Unknown({ description: 'the carrier’s name, unique' })),
    tracking_url_template: Type.Optional(
      Type.Unknown({ description: 'an https:// address holding {tracking}, or null' }),
    ),
    active: Type.Optional(Type.Unknown({ description: 'false hides it from new shipments' })),
  });

  app.post(
    '/admin/add_carrier',
    {
      preHandler: idem.preHandler,
      onSend: idem.onSend,
      schema: {
        ...adminDoc(
          'Addition (issue 28): adds a carrier; a name already used is refused with 4091; audited. Takes Idempotency-Key',
        ),
        headers: idempotencyKeyHeader('Create'),
        body: carrierBody,
        response: response(Type.Tuple([Carrier])),
      },
    },
    async (request, reply) =>
      ok(
        request,
        reply,
        [await addCarrier(db, request.account, carrierInputOf(request.body as Record<string, unknown>))],
        'carrier.saved',
      ),
  );

  app.put(
    '/admin/update_carrier',
    {
      schema: {
        ...adminDoc('Addition (issue 28): updates a carrier {id, name, tracking_url_template, active}; audited'),
        body: Type.Object({ id: Type.Unknown(), ...carrierBody.properties }),
        response: response(Type.Tuple([Carrier])),
      },
    },
    async (request, reply) => {
      const id = typeof request.body.id === 'number' ? idOf(request.body.id) : null;
      if (id === null) throw new ApiError(Code.NOT_FOUND, 'carrier.notFound', { status: 404 });
      return ok(
        request,
        reply,
        [await updateCarrier(db, request.account, id, carrierInputOf(request.body as Record<string, unknown>))],
        'carrier.saved',
      );
    },
  );

  app.get(
    '/admin/holidays_list',
    {
      schema: {
        ...adminDoc(
          'Addition (issue 28): the public holidays of a year (?year=, default this one): payload [{day, name, fixed}]; fixed ones are built in (D56)',
        ),
        querystring: Type.Object({ year: Type.Optional(Type.String()) }),
        response: response(Type.Array(Holiday)),
      },
    },
    async (request, reply) => {
      const raw = request.query.year;
      const year =
        raw === undefined || raw === '' ? new Date().getUTCFullYear() : /^\d{4}$/.test(raw) ? Number(raw) : NaN;
      if (!Number.isInteger(year) || year < 2000 || year > 2100)
        throw new ApiError(Code.VALIDATION, 'holiday.day', { status: 400 });
      return ok(request, reply, await holidaysOfYear(db, year));
    },
  );

  app.post(
    '/admin/set_holiday',
    {
      schema: {
        ...adminDoc(
          'Addition (issue 28): sets a lunar public holiday {day: YYYY-MM-DD, name}; the due times of open orders follow; audited (D56)',
        ),
        body: Type.Object({ day: Type.Unknown(), name: Type.Optional(Type.Unknown()) }),
        response: response(Type.Tuple([Holiday])),
      },
    },
    async (request, reply) => {
      const day = request.body.day;
      if (!isCalendarDay(day)) throw new ApiError(Code.V4002, 'holiday.day', { status: 400 });
      const name = typeof request.body.name === 'string' ? request.body.name.trim() : '';
      return ok(request, reply, [await setHoliday(db, request.account, day, name)], 'holiday.saved');
    },
  );

  app.post(
    '/admin/delete_holiday',
    {
      schema: {
        ...adminDoc(
          'Addition (issue 28): removes a lunar public holiday {day}; the due times of open orders follow; audited',
        ),
        body: Type.Object({ day: Type.Unknown() }),
        response: response(Type.Tuple([Type.Object({ day: Type.String() })])),
      },
    },
    async (request, reply) => {
      const day = request.body.day;
      if (!isCalendarDay(day)) throw new ApiError(Code.V4002, 'holiday.day', { status: 400 });
      await removeHoliday(db, request.account, day);
      return ok(request, reply, [{ day }], 'holiday.deleted');
    },
  );
}
