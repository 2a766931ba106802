import type { FastifyInstance } from 'fastify';
import { Code } from '../../../src/contract/codes.js';
import { PAYMENT_TYPE, toDinars } from '../../../src/contract/constants.js';
import type { AppContext } from '../../context.js';
import { ApiError, ok } from '../../http/envelope.js';
import { basketLines } from '../../orders/basket.js';
import { deliveryAddressOf, orderAmounts } from '../../orders/placeOrder.js';

/**
 * What the order will cost before it is placed (addition): the payment page shows the stamp duty and the exact
 * total of an offline order, computed by the code that makes the order and its invoice (orderAmounts).
 */
export function registerSummaryRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;

  app.get(
    '/pharmacy/payment_summary',
    {
      preHandler: ctx.guard('pharmacy'),
      schema: {
        tags: ['payment'],
        summary:
          'Addition: amounts of the basket as the order and invoice will carry them for a payment method (offline adds the stamp duty): {method, price_without_tax, tax_rate, tax_amount, stamp_duty, total}',
        querystring: {
          type: 'object',
          properties: {
            delivery_address: { type: 'string', description: 'one of the pharmacy’s address ids (4001 otherwise)' },
            method: { type: 'string', enum: ['online', 'offline'] },
          },
        },
      },
    },
    async (request, reply) => {
      const pharmacyId = request.account.id;
      const query = request.query as { delivery_address?: string; method?: string };
      const method = query.method ?? 'offline';
      if (method !== 'online' && method !== 'offline') throw new ApiError(Code.VALIDATION, 'payment.methodInvalid', { status: 400 });
      await deliveryAddressOf(db, pharmacyId, query.delivery_address);
      const lines = await basketLines(db, pharmacyId);
      if (!lines.length) throw new ApiError(Code.V4003, 'payment.basketEmpty', { status: 400 });
      const a = orderAmounts(lines, config, method === 'offline' ? PAYMENT_TYPE.CASH : PAYMENT_TYPE.CARD);
      return ok(request, reply, {
        method,
        price_without_tax: toDinars(a.priceWithoutTax),
        tax_rate: a.taxRate,
        tax_amount: toDinars(a.taxAmount),
        stamp_duty: toDinars(a.stampDuty),
        total: toDinars(a.total),
      });
    },
  );
}
