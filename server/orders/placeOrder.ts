import type { Kysely } from 'kysely';
import { Code } from '../../src/contract/codes.js';
import { ORDER_STATUS, PAYMENT_TYPE } from '../../src/contract/constants.js';
import type { Config } from '../config.js';
import type { DB } from '../db/schema.js';
import { ApiError } from '../http/envelope.js';
import { idOf } from '../http/ids.js';
import { stampDuty } from '../invoices/stampDuty.js';
import { basketLines } from './basket.js';
import { basketTotals } from './basketTotals.js';
import { allocateOrderNo } from './orderNumber.js';
import { takeStock } from './stock.js';

export interface PlacedOrder {
  id: number;
  orderNo: string;
  /** centimes, stamp duty included for cash orders */
  total: number;
  createdAt: Date;
}

/**
 * Turns the pharmacy's basket into an order, inside the caller's transaction (D13): the delivery address must
 * be one of the pharmacy's, every line must be in stock, and the stock is taken at once (reserved for a card
 * payment, taken for good for an offline one). Any refusal throws and the transaction changes nothing.
 * The basket itself is left alone: the caller empties it once the order is really placed.
 */
export async function placeOrder(
  trx: Kysely<DB>,
  config: Config,
  o: { pharmacyId: number; addressId: unknown; paymentType: 1 | 2 },
): Promise<PlacedOrder> {
  const addressId = idOf(o.addressId);
  const address = addressId !== null
    ? await trx.selectFrom('addresses').select('address').where('id', '=', addressId).where('pharmacy_id', '=', o.pharmacyId).executeTakeFirst()
    : undefined;
  if (!address) throw new ApiError(Code.V4001, 'payment.addressRequired', { status: 400 });
  const pharmacy = await trx
    .selectFrom('pharmacies')
    .select('wilaya_id')
    .where('id', '=', o.pharmacyId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();

  const lines = await basketLines(trx, o.pharmacyId);
  if (!lines.length) throw new ApiError(Code.V4003, 'payment.basketEmpty', { status: 400 });
  const withdrawn = lines.find((l) => l.withdrawn);
  if (withdrawn) throw new ApiError(Code.STOCK_CONFLICT, 'payment.productUnavailable', { vars: { name: withdrawn.name } });
  await takeStock(trx, lines);

  const totals = basketTotals(lines, config.taxRate);
  const cash = o.paymentType === PAYMENT_TYPE.CASH;
  const duty = cash ? stampDuty(totals.total, config.stampDuty) : 0;
  const createdAt = new Date();
  const { id, orderNo } = await allocateOrderNo(trx, createdAt);
  await trx
    .insertInto('orders')
    .values({
      id,
      order_no: orderNo,
      pharmacy_id: o.pharmacyId,
      wilaya_id: pharmacy.wilaya_id,
      address: address.address,
      status: ORDER_STATUS.PENDING,
      payement_type: o.paymentType,
      state: cash ? 'pending_validation' : 'awaiting_payment',
      price_without_tax: totals.priceWithoutTax,
      tax_rate: totals.taxRate,
      tax_amount: totals.taxAmount,
      stamp_duty: duty,
      total: totals.total + duty,
      expires_at: cash ? null : new Date(createdAt.getTime() + config.paymentTimeoutMinutes * 60_000),
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
  await trx
    .insertInto('order_lines')
    .values(
      lines.map((l, i) => ({
        order_id: id,
        product_id: l.productId,
        ref: l.ref,
        name: l.name,
        quantity: l.quantity,
        unit_price: l.unitPrice,
        total: totals.lineTotals[i]!,
      })),
    )
    .execute();
  return { id, orderNo, total: totals.total + duty, createdAt };
}

/** Removes from the basket what an order contains (the order is paid or placed offline). */
export async function removeOrderedFromBasket(trx: Kysely<DB>, orderId: number, pharmacyId: number): Promise<void> {
  await trx
    .deleteFrom('basket_items')
    .where('pharmacy_id', '=', pharmacyId)
    .where('product_id', 'in', trx.selectFrom('order_lines').select('product_id').where('order_id', '=', orderId).where('product_id', 'is not', null).$castTo<number>())
    .execute();
}
