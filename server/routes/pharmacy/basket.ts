import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Code } from '../../../src/contract/codes.js';
import { basketLineForm } from '../../../src/contract/forms.js';
import type { AppContext } from '../../context.js';
import { ApiError, ok, validate } from '../../http/envelope.js';
import { basketLines, basketPayload } from '../../orders/basket.js';
import { idOf } from '../../http/ids.js';

const productNotFound = () => new ApiError(Code.NOT_FOUND, 'pharmacy.productNotFound', { status: 404 });

/**
 * The pharmacy's basket, kept on the server (one line per product). Every answer carries the whole basket
 * so the browser mirrors it without a second call. Lines whose stock fell below the quantity are flagged
 * (`insufficient_stock`), never changed behind the user's back.
 */
export function registerBasketRoutes(app: FastifyInstance, { db, guard, config }: AppContext) {
  const answer = async (request: FastifyRequest, reply: FastifyReply, messageKey?: string) => {
    const pharmacyId = request.account.id;
    return ok(request, reply, basketPayload(pharmacyId, await basketLines(db, pharmacyId), config.taxRate), messageKey);
  };
  const pre = { preHandler: guard('pharmacy') };

  app.get(
    '/pharmacy/get_basket_info',
    { ...pre, schema: { tags: ['pharmacy'], summary: 'The basket with lines, totals excl. tax, tax and total (server-computed)' } },
    async (request, reply) => answer(request, reply),
  );

  app.post(
    '/pharmacy/add_product_to_basket',
    {
      ...pre,
      schema: {
        tags: ['pharmacy'],
        summary: 'Sets the quantity of a product in the basket (D12: integer 1…stock, not added to the current one)',
        body: { type: 'object', properties: { product_id: {}, quantity: {} } },
      },
    },
    async (request, reply) => {
      const body = (request.body ?? {}) as { product_id?: unknown; quantity?: unknown };
      validate(request.lang, basketLineForm, body);
      const productId = idOf(body.product_id);
      if (productId === null) throw productNotFound();
      const quantity = Number(body.quantity);
      const product = await db
        .selectFrom('products')
        .select(['id', 'quantity'])
        .where('id', '=', productId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!product) throw productNotFound();
      if (product.quantity === 0) throw new ApiError(Code.STOCK_CONFLICT, 'pharmacy.outOfStock');
      if (quantity > product.quantity)
        throw new ApiError(Code.STOCK_CONFLICT, 'pharmacy.beyondStock', { vars: { stock: product.quantity, smart_count: product.quantity } });
      await db
        .insertInto('basket_items')
        .values({ pharmacy_id: request.account.id, product_id: productId, quantity })
        .onConflict((oc) => oc.columns(['pharmacy_id', 'product_id']).doUpdateSet({ quantity }))
        .execute();
      return answer(request, reply, 'pharmacy.basketUpdated');
    },
  );

  // The original browser sends an empty body here and changes quantities through add_product_to_basket.
  app.put(
    '/pharmacy/update_basket_product',
    { ...pre, schema: { tags: ['pharmacy'], summary: 'Kept for the contract (empty body): answers the basket unchanged' } },
    async (request, reply) => answer(request, reply),
  );

  app.delete(
    '/pharmacy/delete_basket_product',
    {
      ...pre,
      schema: {
        tags: ['pharmacy'],
        summary: 'Removes a product from the basket',
        body: { type: 'object', properties: { product_id: {} } },
      },
    },
    async (request, reply) => {
      const productId = idOf((request.body as { product_id?: unknown } | undefined)?.product_id);
      const removed =
        productId !== null &&
        (await db
          .deleteFrom('basket_items')
          .where('pharmacy_id', '=', request.account.id)
          .where('product_id', '=', productId)
          .executeTakeFirst()).numDeletedRows > 0n;
      if (!removed) throw new ApiError(Code.NOT_FOUND, 'pharmacy.basketLineNotFound', { status: 404 });
      return answer(request, reply, 'pharmacy.basketLineRemoved');
    },
  );

  app.delete(
    '/pharmacy/empty_basket',
    { ...pre, schema: { tags: ['pharmacy'], summary: 'Removes every line of the basket' } },
    async (request, reply) => {
      await db.deleteFrom('basket_items').where('pharmacy_id', '=', request.account.id).execute();
      return answer(request, reply, 'pharmacy.basketEmptied');
    },
  );
}
