import { response } from '../../../src/contract/answers/envelope.js';
import { BasketFillAnswer, FrequentProduct } from '../../../src/contract/answers/basket.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { Code } from '../../../src/contract/codes.js';
import {
  BASKET_FILL_MODES,
  basketFillModeOf,
  type BasketFillMode,
  checkQuickOrderLines,
  QUICK_ORDER_MAX_LINES,
  QUICK_ORDER_MAX_QUANTITY,
} from '../../../src/contract/quickOrder.js';
import type { AppContext } from '../../context.js';
import { translate } from '../../../src/contract/messages/index.js';
import { ApiError, ok, send } from '../../http/envelope.js';
import { idOf } from '../../http/ids.js';
import { basketAnswer } from '../../orders/basket.js';
import { withPharmacyPrices } from '../../pricing/storefront.js';
import { type BasketFill, quickOrderIntoBasket, reorderIntoBasket } from '../../orders/basketFill.js';
import { frequentProducts } from '../../orders/frequentProducts.js';
import type { AreaApp } from '../area.js';
import { checkedByHandler } from '../schemaParts.js';
import { pharmacyDoc } from './doc.js';

/**
 * Daily ordering in a few clicks (issue 14, additions to the contract): order again, the quick order pad by
 * reference, and the pharmacy's most ordered products. Lines are set in the basket at a quantity capped at
 * today's stock, in one transaction.
 */
const MODE_DOC =
  "Optional mode (addition, D119): 'set' (the default) sets a product already in the basket at the quantity asked; 'add' adds the quantity asked to the basket's, the sum capped at today's stock (reduced, requested being the sum). Any other mode: 4000 on mode, nothing changed";
// checked by the handler, to refuse it in the user's language; the values are in the description
const modeField = checkedByHandler(`${MODE_DOC}. One of: ${BASKET_FILL_MODES.join(', ')}`);

/** The request's fill mode, or a refusal in the user's language (the handler checks it, not Ajv). */
function modeOf(body: unknown): BasketFillMode {
  const mode = basketFillModeOf(body && typeof body === 'object' && 'mode' in body ? body.mode : undefined);
  if (!mode) throw new ApiError(Code.VALIDATION, 'pharmacy.basketFillBadMode', { status: 400 });
  return mode;
}

export function registerReorderRoutes(app: AreaApp, { db, config }: AppContext) {
  const answer = async (request: FastifyRequest, reply: FastifyReply, fill: BasketFill) => {
    const pharmacyId = request.account.id;
    const basket = await basketAnswer(db, pharmacyId, config.taxRate, request.lang);
    const n = fill.added.length;
    return send(
      reply,
      { basket, ...fill },
      translate(request.lang, n ? 'pharmacy.basketFilled' : 'pharmacy.basketFillNone', { smart_count: n }),
    );
  };

  app.post(
    '/pharmacy/reorder',
    {
      schema: {
        ...pharmacyDoc(
          'Order again (addition): sets each product of one of the pharmacy’s orders in the basket at the quantity ordered, capped at today’s stock; other basket lines stay. Answers the basket and the lines not taken as asked (removed, out_of_stock, reduced). Another pharmacy’s order: 4041',
        ),
        body: Type.Object({ orderID: checkedByHandler('id of one of the pharmacy’s orders'), mode: modeField }),
        response: response(BasketFillAnswer),
      },
    },
    async (request, reply) => {
      const pharmacyId = request.account.id;
      const mode = modeOf(request.body);
      const orderId = idOf(request.body.orderID);
      const fill =
        orderId === null
          ? null
          : await db.transaction().execute((trx) => reorderIntoBasket(trx, pharmacyId, orderId, mode));
      if (!fill) throw new ApiError(Code.NOT_FOUND, 'pharmacy.orderNotFound', { status: 404 });
      return answer(request, reply, fill);
    },
  );

  app.post(
    '/pharmacy/quick_order',
    {
      schema: {
        ...pharmacyDoc(
          `Quick order pad (addition): sets up to ${QUICK_ORDER_MAX_LINES} lines by product reference (any case) in the basket, each capped at today’s stock; a reference given twice is one line (merged). Answers the basket, the lines set and those not taken as asked (unknown, out_of_stock, reduced, merged). A malformed request (no line, over ${QUICK_ORDER_MAX_LINES} lines, a line without reference or with a quantity outside 1…${QUICK_ORDER_MAX_QUANTITY}) is refused with 4000 and changes nothing`,
        ),
        body: Type.Object({
          lines: Type.Optional(
            Type.Array(
              Type.Object({
                ref: Type.Optional(Type.String()),
                quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: QUICK_ORDER_MAX_QUANTITY })),
              }),
              { description: `1 to ${QUICK_ORDER_MAX_LINES} lines` },
            ),
          ),
          mode: modeField,
        }),
        response: response(BasketFillAnswer),
      },
      // the shared check (src/contract/quickOrder.ts) answers in the user's language, not Ajv
      attachValidation: true,
    },
    async (request, reply) => {
      // attachValidation: the body may not match its schema here, so it is read as unknown
      const body: unknown = request.body;
      const checked = checkQuickOrderLines(
        body && typeof body === 'object' && 'lines' in body ? body.lines : undefined,
      );
      if ('error' in checked) {
        const { key } = checked.error;
        const vars = 'vars' in checked.error ? checked.error.vars : undefined;
        throw new ApiError(Code.VALIDATION, key, { status: 400, vars });
      }
      const mode = modeOf(body);
      const pharmacyId = request.account.id;
      const fill = await db.transaction().execute((trx) => quickOrderIntoBasket(trx, pharmacyId, checked.lines, mode));
      return answer(request, reply, fill);
    },
  );

  app.get(
    '/pharmacy/frequent_products',
    {
      schema: {
        ...pharmacyDoc(
          'The 10 products the pharmacy ordered most (addition), still in the catalogue: catalogue items with ordered_quantity (units over its placed orders), ordered_times (orders) and usual_quantity (the lower median quantity per order over the product’s last 10 placed orders, D71: what the dashboard’s add button adds)',
        ),
        response: response(Type.Array(FrequentProduct)),
      },
    },
    async (request, reply) =>
      ok(
        request,
        reply,
        await withPharmacyPrices(db, request.account.id, await frequentProducts(db, request.account.id, request.lang)),
      ),
  );
}
