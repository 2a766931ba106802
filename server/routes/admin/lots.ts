import { response } from '../../../src/contract/answers/envelope.js';
import {
  AdjustedLot,
  ExpiryWatchPage,
  ProductByGtin,
  ProductLots,
  ReceivedLot,
} from '../../../src/contract/answers/lots.js';
import { Type } from 'typebox';
import { Code } from '../../../src/contract/codes.js';
import { normalGtin } from '../../../src/contract/gs1.js';
import type { AppContext } from '../../context.js';
import { translate } from '../../../src/contract/messages/index.js';
import { ApiError, ok, send } from '../../http/envelope.js';
import { fieldRefusal } from '../../http/fieldRefusals.js';
import { idempotency } from '../../http/idempotency.js';
import { adjustStock } from '../../lots/adjust.js';
import { ADJUST_REASONS, adjustInputOf, LOT_MAX, RECEIVE_MAX, receiveInputOf } from '../../lots/input.js';
import { EXPIRY_STATES, expiryWatch } from '../../lots/expiryWatch.js';
import { productByGtin, productLots } from '../../lots/list.js';
import { receiveGoods } from '../../lots/receive.js';
import type { AreaApp } from '../area.js';
import { idParams, pageParams } from '../backOfficeSchemas.js';
import { checkedByHandler, idempotencyKeyHeader } from '../schemaParts.js';
import { adminDoc, requireId } from './input.js';

/** Issue 29 (docs/lots.md): goods-in, stock adjustments, a product's lots and the product of a scanned GTIN, for admins. */
export function registerLotAdminRoutes(app: AreaApp, ctx: AppContext) {
  const { db, config } = ctx;
  const idem = idempotency(db);

  app.post(
    '/admin/receive_stock',
    {
      preHandler: idem.preHandler,
      onSend: idem.onSend,
      schema: {
        ...adminDoc(
          'Addition (issue 29): goods-in of one lot. JSON {productId, lot, expiry, quantity}: productId a number, lot 1 to ' +
            `${LOT_MAX} printable characters without spaces (GS1 AI 10; Arabic-Indic digits are read as the ASCII digits, issue 38 §4, D118), expiry YYYY-MM-DD, quantity a whole number 1 to ${RECEIVE_MAX}. ` +
            'An expired lot (expiry before today in Algiers) is refused with 4002; the same lot number with another expiry with 4098. ' +
            'A lot with at least MIN_SHELF_LIFE_DAYS left is sellable and its units are added to the product’s quantity (available to order); ' +
            'a shorter-dated one is stocked but not sellable. Audited. Answers payload[0] {lot_id, product_id, lot, expiry, on_hand, sellable, ' +
            'received, available}. Takes Idempotency-Key',
        ),
        headers: idempotencyKeyHeader('Receive'),
        body: Type.Object({
          productId: checkedByHandler('the product’s id, a number'),
          lot: checkedByHandler('the lot number'),
          expiry: checkedByHandler('YYYY-MM-DD'),
          quantity: checkedByHandler('units received, a whole number'),
        }),
        response: response(Type.Tuple([ReceivedLot])),
      },
    },
    async (request, reply) => {
      const input = receiveInputOf(request.lang, request.body);
      const lot = await receiveGoods(db, config, request.account, request.lang, input);
      return send(
        reply,
        [lot],
        translate(request.lang, lot.sellable ? 'lots.received' : 'lots.receivedShort', {
          smart_count: lot.received,
          lot: lot.lot,
          days: config.minShelfLifeDays,
        }),
      );
    },
  );

  app.post(
    '/admin/adjust_stock',
    {
      preHandler: idem.preHandler,
      onSend: idem.onSend,
      schema: {
        ...adminDoc(
          'Addition (issue 29): corrects one lot’s units on hand. JSON {lotId, change, reason}: change a whole number other than 0 ' +
            `(negative takes units out), reason one of ${ADJUST_REASONS.join(', ')} (count, damage, expiry write-off). A sellable lot's change ` +
            'moves the product’s quantity with it; taking out more than the lot holds, or units already held by orders, is refused with 4093. ' +
            'Audited with its reason. Answers payload[0] {lot_id, product_id, lot, expiry, on_hand, change, reason, available}. Takes Idempotency-Key',
        ),
        headers: idempotencyKeyHeader('Adjust'),
        body: Type.Object({
          lotId: checkedByHandler('the lot’s id, a number'),
          change: checkedByHandler('a whole number other than 0'),
          reason: checkedByHandler(ADJUST_REASONS.join(' | ')),
        }),
        response: response(Type.Tuple([AdjustedLot])),
      },
    },
    async (request, reply) => {
      const input = adjustInputOf(request.lang, request.body);
      return ok(request, reply, [await adjustStock(db, request.account, request.lang, input)], 'lots.adjusted');
    },
  );

  app.get(
    '/admin/product_lots/:id',
    {
      schema: {
        ...adminDoc(
          'Addition (issue 29): a product’s lots, earliest expiry first and the opening lot (lot "", expiry null) last: payload[0] {id, ref, name, ' +
            'name_ar, gtin, quantity, lots: [{id, lot, expiry, on_hand, sellable, blocked, received_at, shippable}], sellable_from}; shippable: FEFO may take it today; sellable_from (issue 38 §4): the earliest ' +
            'expiry a lot received today may have and be sellable',
        ),
        params: idParams('id'),
        response: response(Type.Tuple([ProductLots])),
      },
    },
    async (request, reply) => {
      const id = requireId(request.params.id, 'lots.product', Code.NOT_FOUND);
      const lots = await productLots(db, id, config.minShelfLifeDays);
      if (!lots) throw new ApiError(Code.NOT_FOUND, 'lots.product');
      return ok(request, reply, [lots]);
    },
  );

  app.get(
    '/admin/product_by_gtin/:gtin',
    {
      schema: {
        ...adminDoc(
          'Addition (issue 29): the live product carrying a GTIN (EAN-13 or GTIN-14, check digit verified): payload[0] {id, ref, name, name_ar, gtin}; 4041 when none',
        ),
        params: idParams('gtin'),
        response: response(Type.Tuple([ProductByGtin])),
      },
    },
    async (request, reply) => {
      const gtin = normalGtin(request.params.gtin);
      if (!gtin) throw fieldRefusal(request.lang, Code.V4002, 'gtin', 'lots.gtin');
      const product = await productByGtin(db, gtin);
      if (!product) throw new ApiError(Code.NOT_FOUND, 'lots.gs1.unknownGtin', { vars: { gtin } });
      return ok(request, reply, [product]);
    },
  );

  app.get(
    '/admin/expiry_watch/:offset/:limit',
    {
      schema: {
        ...adminDoc(
          'Addition (issue 29 §4): the expiry watch, {lots, total, days}: lots holding stock that expire within ?days= days of today in Algiers ' +
            '(a whole number 1 to 3650, default EXPIRY_WATCH_DAYS), expired ones included, earliest expiry first. Each lot: {lot_id, product_id, ' +
            'product_ref, product_name, lot, expiry, days_left, on_hand, sellable, blocked, state}; state expired (before today), short (under ' +
            'MIN_SHELF_LIFE_DAYS left) or expiring. ?state= narrows the list to one of them. days: the window read, asked or default. offset ≥ 0, limit ≤ 100',
        ),
        params: pageParams,
        querystring: Type.Object({
          days: Type.Optional(Type.String({ description: 'the watch window in days, 1 to 3650' })),
          state: Type.Optional(Type.String({ enum: ['', ...EXPIRY_STATES] })),
        }),
        response: response(ExpiryWatchPage),
      },
    },
    async (request, reply) => {
      const { days, state } = request.query;
      let window = config.expiryWatchDays;
      if (days !== undefined && days !== '') {
        if (!/^\d{1,4}$/.test(days) || Number(days) < 1 || Number(days) > 3650)
          throw new ApiError(Code.VALIDATION, 'lots.watchDays', { status: 400 });
        window = Number(days);
      }
      const page = await expiryWatch(db, {
        ...request.params,
        days: window,
        state: EXPIRY_STATES.find((s) => s === state),
        minShelfLifeDays: config.minShelfLifeDays,
        lang: request.lang,
      });
      return ok(request, reply, page);
    },
  );
}
