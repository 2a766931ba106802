import { response } from '../../../src/contract/answers/envelope.js';
import { PaymentSummary } from '../../../src/contract/answers/payments.js';
import { Type } from 'typebox';
import { Code } from '../../../src/contract/codes.js';
import { PAYMENT_TYPE, toDinars } from '../../../src/contract/constants.js';
import type { AppContext } from '../../context.js';
import { ApiError, ok } from '../../http/envelope.js';
import { basketLines } from '../../orders/basket.js';
import { deliveryAddressOf, orderAmounts } from '../../orders/placeOrder.js';
import type { AreaApp } from '../area.js';
import { text, typedAs } from '../schemaParts.js';
import { paymentDoc } from './doc.js';

/**
 * What the order will cost before it is placed (addition): the payment page shows the stamp duty and the exact
 * total of an offline order, computed by the code that makes the order and its invoice (orderAmounts).
 */
export function registerSummaryRoutes(app: AreaApp, { db, config }: AppContext) {
  app.get(
    '/pharmacy/payment_summary',
    {
      schema: {
        ...paymentDoc(
          'Addition: amounts of the basket as the order and invoice will carry them for a payment method (offline adds the stamp duty): {method, price_without_tax, tax_rate, tax_amount, stamp_duty, total}',
        ),
        querystring: Type.Object({
          delivery_address: text('one of the pharmacy’s address ids (4001 otherwise)'),
          method: Type.Optional(typedAs<'online' | 'offline'>({ type: 'string', enum: ['online', 'offline'] })),
        }),
        response: response(PaymentSummary),
      },
    },
    async (request, reply) => {
      const pharmacyId = request.account.id;
      const { query } = request;
      const method = query.method ?? 'offline';
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
