import { response } from '../../../src/contract/answers/envelope.js';
import { Basket } from '../../../src/contract/answers/basket.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { basketLineForm } from '../../../src/contract/forms.js';
import type { AppContext } from '../../context.js';
import { ok, validate } from '../../http/envelope.js';
import { idOf } from '../../http/ids.js';
import { basketAnswer } from '../../orders/basket.js';
import { emptyBasket, productNotFound, removeBasketLine, setBasketLine } from '../../orders/basketLine.js';
import { backorderFlag } from '../../shortages/input.js';
import type { AreaApp } from '../area.js';
import { checkedByHandler } from '../schemaParts.js';
import { pharmacyDoc } from './doc.js';

/**
 * The pharmacy's basket, kept on the server (one line per product). Every answer carries the whole basket
 * so the browser mirrors it without a second call. Lines whose stock fell below the quantity are flagged
 * (`insufficient_stock`), never changed behind the user's back.
 */
export function registerBasketRoutes(app: AreaApp, { db, config }: AppContext) {
  const answer = async (request: FastifyRequest, reply: FastifyReply, messageKey?: string) => {
    const pharmacyId = request.account.id;
    return ok(request, reply, await basketAnswer(db, pharmacyId, config.taxRate, request.lang), messageKey);
  };

  app.get(
    '/pharmacy/get_basket_info',
    {
      schema: {
        ...pharmacyDoc(
          'The basket with lines, totals excl. tax, tax and total (server-computed); each line carries (issue 29, D95) `earliest_expiry`, the earliest expiry the pharmacy would receive if it ordered now (YYYY-MM-DD, null when unknown), as in products_list',
        ),
        response: response(Basket),
      },
    },
    async (request, reply) => answer(request, reply),
  );

  app.post(
    '/pharmacy/add_product_to_basket',
    {
      schema: {
        ...pharmacyDoc(
          'Sets the quantity of a product in the basket (D12: integer 1…stock, not added to the current one). Optional `backorder: true` (issue 41 §1): a quantity above the stock is accepted, the line holds what the stock gives and `backorder_quantity` the rest, kept as a back-order at an offline checkout; a product out of stock is then listed in `backorders`',
        ),
        body: Type.Object({
          product_id: checkedByHandler(),
          quantity: checkedByHandler(),
          backorder: checkedByHandler('optional: true to keep what the stock cannot give as a back-order'),
        }),
        response: response(Basket),
      },
    },
    async (request, reply) => {
      const { body } = request;
      const productId = idOf(body.product_id);
      // a product_id that names no product ("abc", 2.5, [3]) is not found; a missing one is refused by the form
      if (productId === null && body.product_id !== undefined && body.product_id !== null && body.product_id !== '')
        throw productNotFound();
      validate(request.lang, basketLineForm, body);
      if (productId === null) throw productNotFound();
      const backorder = backorderFlag(request.lang, body.backorder);
      await setBasketLine(db, request.account.id, productId, Number(body.quantity), backorder);
      return answer(request, reply, 'pharmacy.basketUpdated');
    },
  );

  // The original browser sends an empty body here and changes quantities through add_product_to_basket.
  app.put(
    '/pharmacy/update_basket_product',
    {
      schema: {
        ...pharmacyDoc('Kept for the contract (empty body): answers the basket unchanged'),
        response: response(Basket),
      },
    },
    async (request, reply) => answer(request, reply),
  );

  app.delete(
    '/pharmacy/delete_basket_product',
    {
      schema: {
        ...pharmacyDoc('Removes a product from the basket'),
        body: Type.Object({ product_id: checkedByHandler() }),
        response: response(Basket),
      },
    },
    async (request, reply) => {
      await removeBasketLine(db, request.account.id, idOf(request.body.product_id));
      return answer(request, reply, 'pharmacy.basketLineRemoved');
    },
  );

  app.delete(
    '/pharmacy/empty_basket',
    { schema: { ...pharmacyDoc('Removes every line of the basket'), response: response(Basket) } },
    async (request, reply) => {
      await emptyBasket(db, request.account.id);
      return answer(request, reply, 'pharmacy.basketEmptied');
    },
  );
}
