import type { Insertable, Transaction } from 'kysely';
import { ORDER_STATUS, PAYMENT_TYPE } from '../../src/contract/constants.js';
import type { Config } from '../config.js';
import type { DB, NewOrder } from '../db/schema.js';
import { ensureInvoice } from '../invoices/numbering.js';
import { stampDuty } from '../invoices/stampDuty.js';
import { basketTotals } from '../orders/basketTotals.js';
import { allocateOrderNo } from '../orders/orderNumber.js';
import type { SeededProduct } from './catalogue.js';
import type { SeededPharmacy } from './network.js';
import { seededRandom } from './random.js';

const ALGER = 16;
const ORAN = 31;
const DAY = 86_400_000;
/** Offline (cash) orders of the last month still wait for sales validation; older ones were validated (D13). */
const PENDING_WITHIN_DAYS = 30;
const QUANTITIES = [1, 2, 2, 3, 4, 5, 6, 6, 10, 12];

/**
 * 30 past orders over the last 90 days, from pharmacies of Alger and Oran, the two demo pharmacies several
 * times each (D4), priced like a real checkout (tax on the sum, stamp duty on cash orders) and invoiced in
 * date order. Deterministic for a given `now`: the same buyers, lines and states on every seed.
 */
export async function seedOrders(
  trx: Transaction<DB>,
  config: Pick<Config, 'taxRate' | 'stampDuty'>,
  pharmacies: SeededPharmacy[],
  products: SeededProduct[],
  now = new Date(),
) {
  const { taxRate } = config;
  const random = seededRandom(20260101);
  const alger = pharmacies.filter((p) => p.wilayaCode === ALGER);
  const oran = pharmacies.filter((p) => p.wilayaCode === ORAN);
  if (!alger.length || !oran.length || !products.length) return { orders: 0, lines: 0 };
  const demoAlger = alger.find((p) => p.email === 'pharmacy@demo.dz') ?? alger[0]!;
  const demoOran = oran.find((p) => p.email === 'pharmacy.oran@demo.dz') ?? oran[0]!;
  const otherAlger = alger.filter((p) => p !== demoAlger);
  const otherOran = oran.filter((p) => p !== demoOran);
  const cycle = <T>(list: T[], n: number) =>
    list.length ? Array.from({ length: n }, (_, i) => list[i % list.length]!) : [];

  const all = [
    ...cycle([demoAlger], 5),
    ...cycle([demoOran], 4),
    ...cycle(random.sample(otherAlger, otherAlger.length), 14),
    ...cycle(random.sample(otherOran, otherOran.length), 7),
  ];
  const buyers = random.sample(all, all.length);
  // each demo pharmacy has a recent order (the one left waiting for validation below)
  const recent = (buyer: SeededPharmacy, position: number) => {
    const last = buyers.lastIndexOf(buyer);
    if (last < position) [buyers[last], buyers[position]] = [buyers[position]!, buyers[last]!];
  };
  recent(demoAlger, buyers.length - 1);
  recent(demoOran, buyers.length - 3);
  const lastOf = new Map(buyers.map((b, i) => [b.id, i]));

  const orders: NewOrder[] = [];
  const lines: Insertable<DB['order_lines']>[] = [];
  for (const [i, buyer] of buyers.entries()) {
    // oldest first, so ids and order numbers follow the dates
    const daysAgo = 88 - Math.round((i * 86) / Math.max(1, buyers.length - 1));
    const createdAt = new Date(now.getTime() - daysAgo * DAY);
    createdAt.setUTCHours(random.int(7, 16), random.int(0, 59), random.int(0, 59), 0);
    // the latest order of each demo pharmacy is a cash order, so both demo accounts have one waiting
    const isDemoLast = (buyer === demoAlger || buyer === demoOran) && lastOf.get(buyer.id) === i;
    const cash = isDemoLast || random.next() < 0.5;
    const pending = cash && daysAgo <= PENDING_WITHIN_DAYS;

    const picked = random
      .sample(products, random.int(1, 5))
      .map((p) => ({ product: p, quantity: random.pick(QUANTITIES) }));
    const totals = basketTotals(
      picked.map((l) => ({ unitPrice: l.product.price, quantity: l.quantity })),
      taxRate,
    );
    const duty = cash ? stampDuty(totals.total, config.stampDuty) : 0;
    const { id, orderNo } = await allocateOrderNo(trx, createdAt);
    orders.push({
      id,
      order_no: orderNo,
      pharmacy_id: buyer.id,
      wilaya_id: buyer.wilayaId,
      address: buyer.address,
      status: pending ? ORDER_STATUS.PENDING : ORDER_STATUS.PAID,
      payement_type: cash ? PAYMENT_TYPE.CASH : PAYMENT_TYPE.CARD,
      state: pending ? 'pending_validation' : 'paid',
      price_without_tax: totals.priceWithoutTax,
      tax_rate: taxRate,
      tax_amount: totals.taxAmount,
      stamp_duty: duty,
      total: totals.total + duty,
      paid_at: pending
        ? null
        : new Date(createdAt.getTime() + (cash ? random.int(1, 3) * DAY : random.int(60, 600) * 1000)),
      created_at: createdAt,
      updated_at: createdAt,
    });
    picked.forEach((l, n) =>
      lines.push({
        order_id: id,
        product_id: l.product.id,
        ref: l.product.ref,
        name: l.product.name,
        quantity: l.quantity,
        unit_price: l.product.price,
        total: totals.lineTotals[n]!,
      }),
    );
  }
  await trx.insertInto('orders').values(orders).execute();
  await trx.insertInto('order_lines').values(lines).execute();
  // invoices are numbered when the order is placed offline or paid online, so follow that order (D17)
  const issued = orders
    .map((o) => ({
      id: o.id!,
      at: new Date(o.payement_type === PAYMENT_TYPE.CARD ? (o.paid_at as Date) : (o.created_at as Date)),
    }))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const { id, at } of issued) await ensureInvoice(trx, id, at);
  return { orders: orders.length, lines: lines.length };
}
