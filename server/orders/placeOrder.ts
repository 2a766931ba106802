import { type Kysely, sql } from 'kysely';
import { Code } from '../../src/contract/codes.js';
import { ORDER_STATUS, PAYMENT_TYPE } from '../../src/contract/constants.js';
import type { Config } from '../config.js';
import type { DB } from '../db/schema.js';
import { ApiError } from '../http/envelope.js';
import { idOf } from '../http/ids.js';
import { provisionalInvoiceRow } from '../invoices/numbering.js';
import { dueDateOf, postInvoice } from '../ledger/ledger.js';
import { effectiveTerms } from '../ledger/terms.js';
import { lockOrderAggregates } from '../stats/aggregateLocks.js';
import { stampDuty } from '../invoices/stampDuty.js';
import { basketLines, type BasketLineRow, pricedLinesFor } from './basket.js';
import { grantFreeUnits, releaseUnservedFreeUnits } from '../pricing/freeUnitGrants.js';
import { priceLineWithFreeUnits } from '../pricing/rule.js';
import { refuseOrderBeyondLineLimit } from './basketLimit.js';
import { basketTotals, type PricedLine } from './basketTotals.js';
import { formatOrderNo } from './orderNumber.js';
import { refuseBeyondQuota } from '../shortages/quotas.js';
import { takeStock } from './stock.js';

export interface PlacedOrder {
  id: number;
  orderNo: string;
  /** centimes, stamp duty included for cash orders */
  total: number;
  createdAt: Date;
}

/** What an order of these lines costs, in centimes: the numbers the order and its invoice carry (D13, D17). */
export function orderAmounts(
  lines: readonly PricedLine[],
  config: Pick<Config, 'taxRate' | 'stampDuty'>,
  paymentType: 1 | 2,
) {
  const totals = basketTotals(lines, config.taxRate);
  const duty = paymentType === PAYMENT_TYPE.CASH ? stampDuty(totals.total, config.stampDuty) : 0;
  return { ...totals, stampDuty: duty, total: totals.total + duty };
}

/** The text of one of the pharmacy's delivery addresses, or the contract's 4001 refusal. */
export async function deliveryAddressOf(db: Kysely<DB>, pharmacyId: number, addressIdInput: unknown): Promise<string> {
  const addressId = idOf(addressIdInput);
  const address =
    addressId !== null
      ? await db
          .selectFrom('addresses')
          .select('address')
          .where('id', '=', addressId)
          .where('pharmacy_id', '=', pharmacyId)
          .executeTakeFirst()
      : undefined;
  if (!address) throw new ApiError(Code.V4001, 'payment.addressRequired', { status: 400 });
  return address.address;
}

/**
 * Turns the pharmacy's basket into an order, inside the caller's transaction (D13): the delivery address must
 * be one of the pharmacy's, every line must be in stock, and the stock is taken at once (reserved for a card
 * payment, taken for good for an offline one). Any refusal throws and the transaction changes nothing.
 * An offline order is placed for good: its lines leave the basket and its invoice row is written in the same
 * statement. A card order leaves the basket alone until it is paid (settle).
 */
export async function placeOrder(
  trx: Kysely<DB>,
  config: Config,
  o: {
    pharmacyId: number;
    addressId: unknown;
    paymentType: 1 | 2;
    /** the lines to order instead of the basket's, which is left alone: a back-order served (issue 41 §1) */
    lines?: readonly { productId: number; quantity: number }[];
  },
): Promise<PlacedOrder> {
  // few round trips while rows are locked: the pharmacy, its address and the order's id in one query, the stock in
  // one statement per order (takeStock), the order with its lines (and an offline order's basket clean-up and
  // provisional invoice) in one, the invoice numbered after the commit (invoiceNumberOf)
  const addressId = idOf(o.addressId);
  const target = await trx
    .selectFrom('pharmacies as p')
    .leftJoin('addresses as a', (join) => join.onRef('a.pharmacy_id', '=', 'p.id').on('a.id', '=', addressId ?? -1))
    .select([
      'p.wilaya_id',
      'p.payment_terms_days',
      'p.credit_limit',
      'a.address',
      sql<number>`nextval(pg_get_serial_sequence('orders', 'id'))::int`.as('order_id'),
    ])
    .where('p.id', '=', o.pharmacyId)
    .where('p.deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  if (addressId === null || target.address === null)
    throw new ApiError(Code.V4001, 'payment.addressRequired', { status: 400 });
  const address = target.address;
  const pharmacy = target;

  const basket = o.lines
    ? await pricedLinesFor(trx, o.pharmacyId, o.lines)
    : await basketLines(trx, o.pharmacyId, { expiry: false });
  if (!basket.length) throw new ApiError(Code.V4003, 'payment.basketEmpty', { status: 400 });
  refuseOrderBeyondLineLimit(basket.length);
  const withdrawn = basket.find((l) => l.withdrawn);
  if (withdrawn)
    throw new ApiError(Code.STOCK_CONFLICT, 'payment.productUnavailable', { vars: { name: withdrawn.name } });
  // the lines as the rule prices them with the free units their promotions granted under lock
  const { lines, free } = await freeUnitsOfOrder(trx, basket);
  const taking = lines.map((l, i) => ({ ...l, quantity: l.quantity + free[i]! }));
  await takeStock(trx, taking);
  // with the products locked, the orders of the period counted are those committed before: never beyond the quota;
  // a wilaya's share counts the stock this order has just taken in the period's supply (D127)
  const stockTaken = new Map<number, number>();
  for (const l of taking) stockTaken.set(l.productId, (stockTaken.get(l.productId) ?? 0) + l.quantity);
  await refuseBeyondQuota(trx, o.pharmacyId, lines, stockTaken);

  const amounts = orderAmounts(lines, config, o.paymentType);
  const cash = o.paymentType === PAYMENT_TYPE.CASH;
  const createdAt = new Date();
  // the lock order of docs/payments.md: the rollup rows after the products, before the triggers change them
  await lockOrderAggregates(trx, {
    createdAt,
    wilayaId: pharmacy.wilaya_id,
    pharmacyId: o.pharmacyId,
    states: [cash ? 'pending_validation' : 'awaiting_payment'],
    productIds: lines.map((l) => l.productId),
  });
  const id = target.order_id;
  const orderNo = formatOrderNo(id, createdAt);
  // the order and its lines in one statement (one round trip fewer while the stock rows are locked); an offline
  // order also takes its lines out of the basket and writes its provisional invoice in it
  const placed = trx.with('placed', (db) =>
    db
      .insertInto('orders')
      .values({
        id,
        order_no: orderNo,
        pharmacy_id: o.pharmacyId,
        wilaya_id: pharmacy.wilaya_id,
        address,
        status: ORDER_STATUS.PENDING,
        payement_type: o.paymentType,
        state: cash ? 'pending_validation' : 'awaiting_payment',
        price_without_tax: amounts.priceWithoutTax,
        tax_rate: amounts.taxRate,
        tax_amount: amounts.taxAmount,
        stamp_duty: amounts.stampDuty,
        total: amounts.total,
        expires_at: cash ? null : new Date(createdAt.getTime() + config.paymentTimeoutMinutes * 60_000),
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning('id'),
  );
  // the added statements' rows are not read by the lines' insert: the wider type is not needed
  const invoiced = (
    cash
      ? placed.with('invoiced', (db) =>
          db.insertInto('invoices').values(provisionalInvoiceRow(id, createdAt)).returning('order_id'),
        )
      : placed
  ) as typeof placed;
  // a served back-order leaves the basket alone
  const statement = (
    cash && !o.lines
      ? invoiced.with('cleared', (db) =>
          db
            .deleteFrom('basket_items')
            .where('pharmacy_id', '=', o.pharmacyId)
            .where(
              'product_id',
              'in',
              lines.map((l) => l.productId),
            )
            .returning('product_id'),
        )
      : invoiced
  ) as typeof placed;
  await statement
    .insertInto('order_lines')
    .values(
      lines.map((l, i) => ({
        order_id: id,
        product_id: l.productId,
        ref: l.ref,
        name: l.name,
        // what leaves the warehouse: the paid units and the free ones (issue 40)
        quantity: l.quantity + free[i]!,
        unit_price: l.unitPrice,
        total: amounts.lineTotals[i]!,
        free_quantity: free[i]!,
        base_price: l.pricing.basePrice,
        list_price: l.pricing.listPrice,
        discount_amount: l.pricing.discountAmount,
        price_list_id: l.pricing.priceListId,
        promotion_id: l.pricing.percentPromotionId,
        free_promotion_id: free[i]! > 0 ? l.pricing.freePromotionId : null,
      })),
    )
    .execute();
  // the offline order's invoice is a debit of the pharmacy's trade account, due after its terms (issue 30)
  if (cash)
    await postInvoice(trx, {
      pharmacyId: o.pharmacyId,
      wilayaId: pharmacy.wilaya_id,
      orderId: id,
      amount: amounts.total,
      issuedAt: createdAt,
      dueAt: dueDateOf(createdAt, effectiveTerms(target, config).paymentTermsDays),
    });
  return { id, orderNo, total: amounts.total, createdAt };
}

/**
 * The free units each line of an order gets (issue 40): what its promotion's cap grants (grantFreeUnits, the
 * promotions' rows locked first), then within the stock left once the paid units are served, read with the products
 * locked. A line left short of the free units it was priced with (a parallel order emptied the cap) is priced again
 * with what it got (priceLineWithFreeUnits): a non-combinable percentage may then be worth more, and the free units
 * it no longer takes, like those the stock cannot serve, go back to the cap at once. Answers the lines as priced and
 * their free units.
 */
async function freeUnitsOfOrder(
  trx: Kysely<DB>,
  basket: readonly BasketLineRow[],
): Promise<{ lines: BasketLineRow[]; free: number[] }> {
  if (!basket.some((l) => l.pricing.freeQuantity > 0)) return { lines: [...basket], free: basket.map(() => 0) };
  const granted = await grantFreeUnits(
    trx,
    basket.map((l) => ({
      productId: l.productId,
      promotionId: l.pricing.freePromotionId,
      wanted: l.pricing.freeQuantity,
    })),
  );
  const stock = new Map(
    (
      await trx
        .selectFrom('products')
        .select(['id', 'quantity'])
        .where(
          'id',
          'in',
          basket.map((l) => l.productId),
        )
        .orderBy('id')
        .forUpdate()
        .execute()
    ).map((r) => [r.id, r.quantity]),
  );
  const lines = basket.map((l, i) => {
    const served = Math.min(granted[i]!, Math.max(0, (stock.get(l.productId) ?? 0) - l.quantity));
    if (served >= l.pricing.freeQuantity) return l;
    const c = l.conditions;
    const pricing = priceLineWithFreeUnits(
      l.pricing.basePrice,
      l.quantity,
      c.items,
      c.promotions,
      l.pricing.freePromotionId,
      served,
    );
    return { ...l, unitPrice: pricing.unitPrice, pricing };
  });
  const free = lines.map((l) => l.pricing.freeQuantity);
  const unserved = basket.flatMap((l, i) =>
    granted[i]! > free[i]! ? [{ promotionId: l.pricing.freePromotionId!, units: granted[i]! - free[i]! }] : [],
  );
  if (unserved.length) await releaseUnservedFreeUnits(trx, unserved);
  return { lines, free };
}

/** Removes from the basket what an order contains (the order is paid or placed offline). */
export async function removeOrderedFromBasket(trx: Kysely<DB>, orderId: number, pharmacyId: number): Promise<void> {
  await trx
    .deleteFrom('basket_items')
    .where('pharmacy_id', '=', pharmacyId)
    .where(
      'product_id',
      'in',
      trx
        .selectFrom('order_lines')
        .select('product_id')
        .where('order_id', '=', orderId)
        .where('product_id', 'is not', null)
        .$castTo<number>(),
    )
    .execute();
}
