import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract/codes.js';
import { addDays, algiersToday } from '../../server/lots/shelfLife.js';
import { expireBackorders } from '../../server/shortages/backorders.js';
import { startApi, type TestApi } from '../support/api.js';
import { expectInvariants } from '../support/invariants.js';
import { paymentFixture } from './payment-fixtures.js';

/**
 * Back-orders (issue 41 §1, docs/shortages.md, D124) over HTTP: the basket's back-ordered part, kept at an offline
 * checkout or alone, listed and cancelled by its pharmacy only, served by a goods-in oldest first as orders of their
 * own through the credit control, ended after BACKORDER_DAYS; the admin's queue. The stock, the lots and the money
 * are checked after each test (expectInvariants).
 */
let api: TestApi;
let fx: ReturnType<typeof paymentFixture>;
let admin: { id: number; headers: Record<string, string> };
type Pharmacy = Awaited<ReturnType<ReturnType<typeof paymentFixture>['pharmacy']>>;

beforeAll(async () => {
  api = await startApi({ seed: false });
  fx = paymentFixture(api);
  admin = await fx.admin();
});
afterEach(async () => {
  await expectInvariants(api);
});
afterAll(async () => api?.close());

const receive = async (productId: number, quantity: number) => {
  const res = await api.call('POST', '/admin/receive_stock', {
    headers: admin.headers,
    body: { productId, lot: `BO-${productId}-${Date.now()}`, expiry: addDays(algiersToday(), 700), quantity },
  });
  expect(res.body.code, JSON.stringify(res.body)).toBe(Code.OK);
  return res.body.payload[0];
};
async function stockedProduct(stock: number, price = 100_000) {
  const id = await fx.product(0, price);
  if (stock) await receive(id, stock);
  return id;
}
const add = (ph: Pharmacy, productId: number, quantity: unknown, backorder?: unknown, language = '1') =>
  api.call('POST', '/pharmacy/add_product_to_basket', {
    headers: { ...ph.headers, language },
    body: { product_id: productId, quantity, ...(backorder === undefined ? {} : { backorder }) },
  });
const checkout = (ph: Pharmacy) =>
  api.call('POST', '/pharmacy/special_payment', { headers: ph.headers, body: { delivery_address: ph.addressId } });
const backorders = async (ph: Pharmacy) => {
  const res = await api.call('GET', '/pharmacy/backorders', { headers: ph.headers });
  expect(res.body.code, JSON.stringify(res.body)).toBe(Code.OK);
  return res.body.payload as {
    backorder_id: number;
    product_id: number;
    quantity: number;
    ordered_quantity: number;
    status: string;
    source_order_id: number | null;
    served_orders: { order_id: number; quantity: number }[];
  }[];
};
const ordersOf = (pharmacyId: number) =>
  api.db
    .selectFrom('orders')
    .innerJoin('order_lines', 'order_lines.order_id', 'orders.id')
    .select(['orders.id', 'orders.state', 'orders.total', 'order_lines.product_id', 'order_lines.quantity'])
    .where('orders.pharmacy_id', '=', pharmacyId)
    .orderBy('orders.id')
    .execute();

describe('the basket (§1)', () => {
  it('with backorder: true, 10 asked with 4 in stock: the line holds 4 and 6 back-ordered, priced apart and not in the totals', async () => {
    const ph = await fx.pharmacy();
    const productId = await stockedProduct(4);
    const res = await add(ph, productId, 10, true);
    expect(res.body.code, JSON.stringify(res.body)).toBe(Code.OK);
    const basket = res.body.payload;
    expect(basket.products).toEqual([
      expect.objectContaining({ product_id: productId, selected_quantity: 4, backorder_quantity: 6 }),
    ]);
    // 6 × 1 000 DA excl. tax on the line (as its total_price), 19 % VAT in the basket's back-order total, shown
    // apart; the basket's own total is the 4 units that ship
    expect(basket.products[0].backorder_total).toBe(6000);
    expect(basket.backorder_total).toBe(7140);
    expect(basket.backorder_price_without_tax).toBe(6000);
    expect(basket.basket_total_price).toBe(4760);
    expect(basket.can_checkout).toBe(true);
    expect(basket.backorders).toEqual([]);
    // set again without the flag: the back-ordered part goes, as a quantity set anew replaces the old one
    const plain = await add(ph, productId, 3);
    expect(plain.body.payload.products[0]).toMatchObject({ selected_quantity: 3, backorder_quantity: 0 });
    expect(plain.body.payload.backorder_total).toBe(0);
  });

  it('without the flag a quantity above the stock is refused as today; a flag that is not a JSON boolean is refused and changes nothing', async () => {
    const ph = await fx.pharmacy();
    const productId = await stockedProduct(4);
    expect((await add(ph, productId, 10)).body.code).toBe(Code.STOCK_CONFLICT);
    for (const flag of ['true', 1, 'yes', null]) {
      const res = await add(ph, productId, 10, flag, '2');
      expect(res.body.code, JSON.stringify(flag)).toBe(Code.VALIDATION);
      expect(res.body.meta).toBe('A back-order is asked with "backorder": true, or nothing.');
    }
    expect(await fx.basketCount(ph.id)).toBe(0);
    expect(await api.db.selectFrom('basket_backorders').selectAll().where('pharmacy_id', '=', ph.id).execute()).toEqual(
      [],
    );
    // negative and fractional quantities keep the basket's own refusals
    expect((await add(ph, productId, -2, true)).body.code).not.toBe(Code.OK);
    expect((await add(ph, productId, 2.5, true)).body.code).not.toBe(Code.OK);
  });

  it('a product out of stock is back-ordered whole, listed apart; removing it or emptying the basket drops the part', async () => {
    const ph = await fx.pharmacy();
    const productId = await stockedProduct(0);
    const res = await add(ph, productId, 5, true);
    expect(res.body.code).toBe(Code.OK);
    expect(res.body.payload.products).toEqual([]);
    expect(res.body.payload.backorders).toEqual([
      expect.objectContaining({
        product_id: productId,
        backorder_quantity: 5,
        unity_price: 1000,
        backorder_total: 5000,
      }),
    ]);
    const removed = await api.call('DELETE', '/pharmacy/delete_basket_product', {
      headers: ph.headers,
      body: { product_id: productId },
    });
    expect(removed.body.code).toBe(Code.OK);
    expect(removed.body.payload.backorders).toEqual([]);
    await add(ph, productId, 5, true);
    const emptied = await api.call('DELETE', '/pharmacy/empty_basket', { headers: ph.headers });
    expect(emptied.body.payload.backorders).toEqual([]);
  });
});

describe('checkout and the pharmacy’s list (§1)', () => {
  it('a back-ordered line, and a product back-ordered whole, offer their substitutes in stock (§2)', async () => {
    const ph = await fx.pharmacy();
    const short = await stockedProduct(4);
    const none = await stockedProduct(0);
    const instead = await stockedProduct(9);
    const alsoOut = await stockedProduct(0);
    for (const productId of [short, none]) {
      const set = await api.call('POST', '/admin/set_substitutes', {
        headers: admin.headers,
        body: { productId, substitute_ids: [alsoOut, instead] },
      });
      expect(set.body.code, JSON.stringify(set.body)).toBe(Code.OK);
    }
    await add(ph, short, 10, true);
    const res = await add(ph, none, 3, true);
    const basket = res.body.payload;
    // only the substitute in stock, with its stock
    expect(basket.products[0].substitutes).toEqual([expect.objectContaining({ id: instead, quantity: 9 })]);
    expect(basket.backorders[0].substitutes).toEqual([expect.objectContaining({ id: instead, quantity: 9 })]);
    // a line in stock in full offers none
    const whole = await add(ph, short, 4);
    expect(whole.body.payload.products.find((p: { product_id: number }) => p.product_id === short).substitutes).toEqual(
      [],
    );
  });

  it('an offline order invoices what ships; the back-ordered parts become back-orders linked to it; only their pharmacy sees and cancels them', async () => {
    const ph = await fx.pharmacy();
    const other = await fx.pharmacy('Pharmacie voisine');
    const short = await stockedProduct(4);
    const none = await stockedProduct(0);
    await add(ph, short, 10, true);
    await add(ph, none, 3, true);
    const order = await checkout(ph);
    expect(order.body.code, JSON.stringify(order.body)).toBe(Code.OK);
    // only the 4 units in stock: 4 000 DA + VAT + stamp duty, never the back-ordered 9
    const lines = await ordersOf(ph.id);
    expect(lines.map((l) => [l.product_id, l.quantity])).toEqual([[short, 4]]);
    expect(await fx.stock(short)).toBe(0);
    const kept = await backorders(ph);
    expect(kept.map((b) => [b.product_id, b.quantity, b.status, b.source_order_id])).toEqual([
      [none, 3, 'waiting', order.body.payload.orderId],
      [short, 6, 'waiting', order.body.payload.orderId],
    ]);
    const basket = await api.call('GET', '/pharmacy/get_basket_info', { headers: ph.headers });
    expect(basket.body.payload).toMatchObject({ products: [], backorders: [], backorder_total: 0 });

    expect(await backorders(other)).toEqual([]);
    const notHis = await api.call('POST', '/pharmacy/cancel_backorder', {
      headers: other.headers,
      body: { backorderId: kept[0]!.backorder_id },
    });
    expect(notHis.body.code).toBe(Code.NOT_FOUND);
    const cancelled = await api.call('POST', '/pharmacy/cancel_backorder', {
      headers: ph.headers,
      body: { backorderId: kept[0]!.backorder_id },
    });
    expect(cancelled.body.code).toBe(Code.OK);
    const again = await api.call('POST', '/pharmacy/cancel_backorder', {
      headers: ph.headers,
      body: { backorderId: kept[0]!.backorder_id },
    });
    expect(again.body.code).toBe(Code.NOT_FOUND);
    expect((await backorders(ph)).find((b) => b.backorder_id === kept[0]!.backorder_id)?.status).toBe('cancelled');
    // the units dropped are demand the distributor missed
    const dropped = await api.db
      .selectFrom('unserved_demand')
      .select(['kind', 'quantity'])
      .where('pharmacy_id', '=', ph.id)
      .execute();
    expect(dropped).toEqual([{ kind: 'dropped', quantity: kept[0]!.quantity }]);
  });

  it('with nothing in stock, keep_backorders keeps them without an order; 4003 when there is none, 4001 for another’s address', async () => {
    const ph = await fx.pharmacy();
    const other = await fx.pharmacy();
    const none = await stockedProduct(0);
    expect(
      (await api.call('POST', '/pharmacy/keep_backorders', { headers: ph.headers, body: { address_id: ph.addressId } }))
        .body.code,
    ).toBe(4003);
    await add(ph, none, 2, true);
    const foreign = await api.call('POST', '/pharmacy/keep_backorders', {
      headers: ph.headers,
      body: { address_id: other.addressId },
    });
    expect(foreign.body.code).toBe(4001);
    const kept = await api.call('POST', '/pharmacy/keep_backorders', {
      headers: ph.headers,
      body: { address_id: ph.addressId },
    });
    expect(kept.body).toMatchObject({ code: Code.OK, payload: [{ kept: 1 }] });
    expect((await backorders(ph)).map((b) => [b.product_id, b.quantity, b.source_order_id])).toEqual([[none, 2, null]]);
    expect(await ordersOf(ph.id)).toEqual([]);
  });

  it('the default for the rest of a short line is keep; drop or hold can be chosen; anything else is refused', async () => {
    const ph = await fx.pharmacy();
    const read = () => api.call('GET', '/pharmacy/backorder_policy', { headers: ph.headers });
    expect((await read()).body.payload).toEqual([{ backorder_policy: 'keep' }]);
    const bad = await api.call('POST', '/pharmacy/set_backorder_policy', {
      headers: { ...ph.headers, language: '3' },
      body: { policy: 'wait' },
    });
    expect(bad.body.code).toBe(Code.VALIDATION);
    expect(bad.body.meta).toContain('الاحتفاظ');
    const set = await api.call('POST', '/pharmacy/set_backorder_policy', {
      headers: ph.headers,
      body: { policy: 'drop' },
    });
    expect(set.body.code).toBe(Code.OK);
    expect((await read()).body.payload).toEqual([{ backorder_policy: 'drop' }]);
    await api.call('POST', '/pharmacy/set_backorder_policy', { headers: ph.headers, body: { policy: 'hold' } });
    expect((await read()).body.payload).toEqual([{ backorder_policy: 'hold' }]);
    for (const policy of ['HOLD', null, 1, ['hold']]) {
      const refused = await api.call('POST', '/pharmacy/set_backorder_policy', {
        headers: ph.headers,
        body: { policy },
      });
      expect(refused.body.code).toBe(Code.VALIDATION);
    }
    expect((await read()).body.payload).toEqual([{ backorder_policy: 'hold' }]);
  });
});

describe('an order held until it can ship complete (§1, D125)', () => {
  const validate = async (orderId: number) => {
    const res = await api.call('PUT', '/admin/update_order_status', {
      headers: admin.headers,
      body: { orderId, status: 1 },
    });
    expect(res.body.code, JSON.stringify(res.body)).toBe(2001);
  };
  const fulfilmentOf = async (orderId: number) =>
    (
      await api.db
        .selectFrom('orders')
        .select(['fulfilment', 'due_at', 'hold_id'])
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow()
    ).fulfilment;
  const inQueue = async (orderIds: number[]) => {
    const res = await api.call('GET', '/admin/preparation_queue/0/100', { headers: admin.headers });
    expect(res.body.code, JSON.stringify(res.body)).toBe(Code.OK);
    const ids = new Set((res.body.payload.orders as { order_id: number }[]).map((o) => o.order_id));
    return orderIds.filter((id) => ids.has(id));
  };
  const holding = async (name: string) => {
    const ph = await fx.pharmacy(name);
    const set = await api.call('POST', '/pharmacy/set_backorder_policy', {
      headers: ph.headers,
      body: { policy: 'hold' },
    });
    expect(set.body.code).toBe(Code.OK);
    return ph;
  };

  it('stays out of the preparation queue, validated or not, until the last back-ordered line arrives; then leaves with its servings', async () => {
    const ph = await holding('Pharmacie patiente');
    const inStock = await stockedProduct(5);
    const short = await stockedProduct(2);
    const none = await stockedProduct(0);
    await add(ph, inStock, 3);
    await add(ph, short, 5, true);
    await add(ph, none, 4, true);
    const placed = await checkout(ph);
    expect(placed.body.code, JSON.stringify(placed.body)).toBe(Code.OK);
    const sourceId = placed.body.payload.orderId as number;
    // what ships now is taken and invoiced as for any offline order
    expect((await ordersOf(ph.id)).map((l) => [l.product_id, l.quantity])).toEqual([
      [inStock, 3],
      [short, 2],
    ]);
    expect([await fx.stock(inStock), await fx.stock(short)]).toEqual([2, 0]);
    await validate(sourceId);
    expect(await fulfilmentOf(sourceId)).toBeNull();
    expect(await inQueue([sourceId])).toEqual([]);
    const details = await api.call('POST', '/pharmacy/order_details', {
      headers: ph.headers,
      body: { orderID: sourceId },
    });
    expect(details.body.code, JSON.stringify(details.body)).toBe(Code.OK);
    expect(JSON.stringify(details.body.payload)).toContain('"held_until_complete":true');
    expect(details.body.payload.fulfilment).toMatchObject({
      state: null,
      held_until_complete: true,
    });

    // the first back-ordered product arrives: its serving is an order of its own, held with the first
    expect((await receive(short, 3)).backorders_served).toBe(3);
    const afterFirst = (await backorders(ph)).find((b) => b.product_id === short)!;
    const firstServing = afterFirst.served_orders[0]!.order_id;
    await validate(firstServing);
    expect([await fulfilmentOf(sourceId), await fulfilmentOf(firstServing)]).toEqual([null, null]);
    expect(await inQueue([sourceId, firstServing])).toEqual([]);

    // the last line arrives: the hold is released; what was validated enters the queue now, due from now
    const before = Date.now();
    expect((await receive(none, 4)).backorders_served).toBe(4);
    const lastServing = (await backorders(ph)).find((b) => b.product_id === none)!.served_orders[0]!.order_id;
    expect(await fulfilmentOf(sourceId)).toBe('to_prepare');
    expect(await fulfilmentOf(firstServing)).toBe('to_prepare');
    // the last serving waits for its own sales validation, as any offline order, then enters at once
    expect(await fulfilmentOf(lastServing)).toBeNull();
    await validate(lastServing);
    expect(await fulfilmentOf(lastServing)).toBe('to_prepare');
    expect(await inQueue([sourceId, firstServing, lastServing])).toEqual([sourceId, firstServing, lastServing]);
    const due = await api.db.selectFrom('orders').select('due_at').where('id', '=', sourceId).executeTakeFirstOrThrow();
    expect(due.due_at!.getTime()).toBeGreaterThan(before);
    const released = await api.db
      .selectFrom('backorder_holds')
      .select('released_at')
      .where('pharmacy_id', '=', ph.id)
      .execute();
    expect(released).toHaveLength(1);
    expect(released[0]!.released_at).not.toBeNull();
  });

  it('a back-order cancelled, or ended by its days, releases the hold it was the last of', async () => {
    const cancelling = await holding('Pharmacie qui renonce');
    const expiring = await holding('Pharmacie qui attend trop');
    const inStock = await stockedProduct(2);
    const none = await stockedProduct(0);
    const orders: number[] = [];
    for (const ph of [cancelling, expiring]) {
      await add(ph, inStock, 1);
      await add(ph, none, 2, true);
      const placed = await checkout(ph);
      expect(placed.body.code, JSON.stringify(placed.body)).toBe(Code.OK);
      orders.push(placed.body.payload.orderId);
      await validate(placed.body.payload.orderId);
    }
    expect(await inQueue(orders)).toEqual([]);
    const [waiting] = await backorders(cancelling);
    const cancelled = await api.call('POST', '/pharmacy/cancel_backorder', {
      headers: cancelling.headers,
      body: { backorderId: waiting!.backorder_id },
    });
    expect(cancelled.body.code).toBe(Code.OK);
    expect(await inQueue(orders)).toEqual([orders[0]]);

    const [late] = await backorders(expiring);
    await api.db
      .updateTable('backorders')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', late!.backorder_id)
      .execute();
    expect(await expireBackorders(api.config, api.db)).toBe(1);
    expect(await inQueue(orders)).toEqual(orders);
  });

  it('a pharmacy that keeps its back-orders (the default) sees its order prepared at once', async () => {
    const ph = await fx.pharmacy('Pharmacie pressée');
    const productId = await stockedProduct(1);
    await add(ph, productId, 3, true);
    const placed = await checkout(ph);
    await validate(placed.body.payload.orderId);
    expect(await inQueue([placed.body.payload.orderId])).toEqual([placed.body.payload.orderId]);
    expect(await api.db.selectFrom('backorder_holds').select('id').where('pharmacy_id', '=', ph.id).execute()).toEqual(
      [],
    );
  });
});

describe('goods-in serves back-orders first (§1)', () => {
  it('oldest first, as offline orders of their own; the last in part; the rest of the goods-in only after', async () => {
    const first = await fx.pharmacy('Pharmacie première');
    const second = await fx.pharmacy('Pharmacie seconde');
    const third = await fx.pharmacy('Pharmacie troisième');
    const productId = await stockedProduct(0);
    for (const [ph, quantity] of [
      [first, 6],
      [second, 5],
      [third, 4],
    ] as const) {
      await add(ph, productId, quantity, true);
      const kept = await api.call('POST', '/pharmacy/keep_backorders', {
        headers: ph.headers,
        body: { address_id: ph.addressId },
      });
      expect(kept.body.code).toBe(Code.OK);
    }
    const lot = await receive(productId, 8);
    expect(lot).toMatchObject({ received: 8, backorders_served: 8, available: 0 });
    expect(await fx.stock(productId)).toBe(0);
    expect((await ordersOf(first.id)).map((o) => [o.state, o.quantity])).toEqual([['pending_validation', 6]]);
    expect((await ordersOf(second.id)).map((o) => [o.state, o.quantity])).toEqual([['pending_validation', 2]]);
    expect(await ordersOf(third.id)).toEqual([]);
    const [servedFirst] = await backorders(first);
    expect(servedFirst).toMatchObject({ status: 'served', quantity: 0, ordered_quantity: 6 });
    expect(servedFirst!.served_orders).toEqual([expect.objectContaining({ quantity: 6 })]);
    expect((await backorders(second))[0]).toMatchObject({ status: 'waiting', quantity: 3, ordered_quantity: 5 });
    // the served order is invoiced and its pharmacy told, like any offline order
    const invoice = await api.db
      .selectFrom('invoices')
      .select('seq')
      .where('order_id', '=', servedFirst!.served_orders[0]!.order_id)
      .executeTakeFirstOrThrow();
    expect(invoice.seq).toBeGreaterThan(0);
    const mail = await api.db
      .selectFrom('outgoing_mail')
      .select('recipient')
      .where('recipient', '=', first.email)
      .execute();
    expect(mail.length).toBeGreaterThanOrEqual(1);

    // the next goods-in serves the second's rest, then the third, and only then offers the rest to everyone
    const next = await receive(productId, 10);
    expect(next).toMatchObject({ backorders_served: 7, available: 3 });
    expect((await backorders(second))[0]).toMatchObject({ status: 'served', quantity: 0 });
    expect((await backorders(third))[0]).toMatchObject({ status: 'served', quantity: 0 });
    expect(await fx.stock(productId)).toBe(3);
  });

  it('a pharmacy over its credit is passed over and keeps its place; the next in line is served', async () => {
    const blocked = await fx.pharmacy('Pharmacie à découvert');
    const next = await fx.pharmacy('Pharmacie suivante');
    const productId = await stockedProduct(0);
    for (const ph of [blocked, next]) {
      await add(ph, productId, 3, true);
      await api.call('POST', '/pharmacy/keep_backorders', { headers: ph.headers, body: { address_id: ph.addressId } });
    }
    await api.db.updateTable('pharmacies').set({ credit_limit: 100 }).where('id', '=', blocked.id).execute();
    const lot = await receive(productId, 4);
    expect(lot).toMatchObject({ backorders_served: 3, available: 1 });
    expect(await ordersOf(blocked.id)).toEqual([]);
    expect((await backorders(blocked))[0]).toMatchObject({ status: 'waiting', quantity: 3 });
    expect((await ordersOf(next.id)).map((o) => o.quantity)).toEqual([3]);
  });

  it('a back-order past BACKORDER_DAYS ends by itself, its pharmacy told once in its language; it is no longer served', async () => {
    const ph = await fx.pharmacy();
    const productId = await stockedProduct(0);
    await add(ph, productId, 2, true);
    await api.call('POST', '/pharmacy/keep_backorders', { headers: ph.headers, body: { address_id: ph.addressId } });
    const [kept] = await backorders(ph);
    await api.db
      .updateTable('backorders')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', kept!.backorder_id)
      .execute();
    expect(await expireBackorders(api.config, api.db)).toBe(1);
    expect(await expireBackorders(api.config, api.db)).toBe(0);
    expect((await backorders(ph))[0]).toMatchObject({ status: 'expired', quantity: 2 });
    const mails = await api.db
      .selectFrom('outgoing_mail')
      .select('subject')
      .where('recipient', '=', ph.email)
      .where('subject', 'like', '%reliquat%')
      .execute();
    expect(mails).toHaveLength(1);
    expect((await receive(productId, 5)).backorders_served).toBe(0);
  });
});

describe('the admin’s queue (§1)', () => {
  it('per product and per wilaya, with the back-orders the next goods-in serves first; refused to a pharmacy', async () => {
    const first = await fx.pharmacy('Pharmacie A');
    const second = await fx.pharmacy('Pharmacie B');
    const productId = await stockedProduct(0);
    for (const [ph, quantity] of [
      [first, 4],
      [second, 2],
    ] as const) {
      await add(ph, productId, quantity, true);
      await api.call('POST', '/pharmacy/keep_backorders', { headers: ph.headers, body: { address_id: ph.addressId } });
    }
    const queue = await api.call('GET', '/admin/backorders', { headers: admin.headers });
    expect(queue.body.code).toBe(Code.OK);
    const row = queue.body.payload.find((r: { product_id: number }) => r.product_id === productId);
    expect(row).toMatchObject({ backorders: 2, pharmacies: 2, units: 6, stock: 0, wilaya_id: null });
    expect(row.next_served.map((n: { pharmacy_id: number; quantity: number }) => [n.pharmacy_id, n.quantity])).toEqual([
      [first.id, 4],
      [second.id, 2],
    ]);
    const byWilaya = await api.call('GET', '/admin/backorders?by=wilaya', { headers: admin.headers });
    expect(byWilaya.body.payload.find((r: { product_id: number }) => r.product_id === productId)).toMatchObject({
      units: 6,
      wilaya: 'Alger',
    });
    expect((await api.call('GET', '/admin/backorders?by=day', { headers: admin.headers })).body.code).toBe(4002);
    expect((await api.call('GET', '/admin/backorders', { headers: first.headers })).status).toBeGreaterThanOrEqual(401);
  });
});

type QueueGroup = {
  product_id: number;
  units: number;
  stock: number;
  ref: string;
  next_served: { pharmacy_id: number; pharmacy: string }[];
};

describe('the admin’s queue, paged on the server (§6, D126)', () => {
  const page = (query: string, range = '0/2') =>
    api.call('GET', `/admin/backorders/${range}${query}`, { headers: admin.headers }).then((res) => {
      expect(res.body.code, JSON.stringify(res.body)).toBe(Code.OK);
      return res.body.payload as {
        rows: QueueGroup[];
        total: number;
      };
    });
  const waitingUnits = async (productId: number) => {
    const row = await api.db
      .selectFrom('backorders')
      .select(({ fn }) => fn.sum<number>('quantity').as('units'))
      .where('product_id', '=', productId)
      .where('status', '=', 'waiting')
      .executeTakeFirstOrThrow();
    return Number(row.units ?? 0);
  };

  it('pages and sorts the groups, counts them, and refuses an unknown sort in the reader’s language', async () => {
    const ph = await fx.pharmacy('Pharmacie Paged');
    const products = [await stockedProduct(0), await stockedProduct(0), await stockedProduct(0)];
    for (const [i, productId] of products.entries()) {
      await add(ph, productId, 100 + i, true);
    }
    await api.call('POST', '/pharmacy/keep_backorders', { headers: ph.headers, body: { address_id: ph.addressId } });
    const first = await page('');
    expect(first.rows).toHaveLength(2);
    expect(first.rows.map((r) => r.product_id)).toEqual([products[2], products[1]]);
    const all = await api.call('GET', '/admin/backorders', { headers: admin.headers });
    expect(first.total).toBe(all.body.payload.length);
    const next = await api.call('GET', '/admin/backorders/2/2', { headers: admin.headers });
    expect(next.body.payload.rows[0].product_id).toBe(products[0]);
    const ascending = await page('?sort=units&order=ASC');
    expect(ascending.rows[0]!.units).toBeLessThanOrEqual(ascending.rows[1]!.units);
    for (const [language, text] of [
      ['1', /Le tri doit être/],
      ['2', /The sort must be/],
      ['3', /يجب أن يكون الترتيب/],
    ] as const) {
      const bad = await api.call('GET', '/admin/backorders/0/2?sort=stock', {
        headers: { ...admin.headers, language },
      });
      expect(bad.body.code).toBe(4002);
      expect(String(bad.body.meta)).toMatch(text);
    }
    expect((await api.call('GET', '/admin/backorders/0/2?order=up', { headers: admin.headers })).body.code).toBe(4002);
  });

  /** Six back-orders kept one after the other, one cancelled, a goods-in, a renamed product: each read at once. */
  async function streamOfChangesFor(
    productId: number,
    pharmacies: Pharmacy[],
    group: () => Promise<QueueGroup | undefined>,
  ) {
    for (const [i, ph] of pharmacies.entries()) {
      await add(ph, productId, 7, true);
      await api.call('POST', '/pharmacy/keep_backorders', { headers: ph.headers, body: { address_id: ph.addressId } });
      // the commit is answered by the very next call
      expect((await group())?.units).toBe(7 * (i + 1));
    }
    const [mine] = await backorders(pharmacies[0]!);
    await api.call('POST', '/pharmacy/cancel_backorder', {
      headers: pharmacies[0]!.headers,
      body: { backorderId: mine!.backorder_id },
    });
    expect((await group())?.units).toBe(await waitingUnits(productId));
    // a goods-in serves some and changes the stock: both answered at once
    await receive(productId, 10);
    const served = await group();
    expect(served?.units).toBe(await waitingUnits(productId));
    const product = await api.db
      .selectFrom('products')
      .select('quantity')
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    expect(served?.stock).toBe(product.quantity);
    await api.db.updateTable('products').set({ ref: 'RENAMED-QUEUE' }).where('id', '=', productId).execute();
    expect((await group())?.ref).toBe('RENAMED-QUEUE');
    // the next one served is named as the pharmacy is named now
    const nextId = (await group())!.next_served[0]!.pharmacy_id;
    await api.db.updateTable('pharmacies').set({ name: 'Pharmacie Renommée' }).where('id', '=', nextId).execute();
    expect((await group())?.next_served[0]?.pharmacy).toBe('Pharmacie Renommée');
    // the rest cancelled all at once, while the readers compute: none keeps an answer from before a commit
    await Promise.all(
      pharmacies.map(async (ph) => {
        for (const b of await backorders(ph))
          if (b.status === 'waiting')
            await api.call('POST', '/pharmacy/cancel_backorder', {
              headers: ph.headers,
              body: { backorderId: b.backorder_id },
            });
      }),
    );
    expect(await waitingUnits(productId)).toBe(0);
    expect(await group()).toBeUndefined();
  }

  it('answers every committed change at once, under a stream of writes, and the stock as it is now', async () => {
    const productId = await stockedProduct(0);
    const pharmacies = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => fx.pharmacy(`Pharmacie Flux ${i}`)));
    const group = async () =>
      (await page('?sort=units&order=DESC', '0/100')).rows.find((r) => r.product_id === productId);
    let reading = true;
    // readers all along: each answer is one the back-orders had at some moment, never more units than were asked
    const readers = Array.from({ length: 3 }, async () => {
      while (reading) {
        const row = await group();
        if (row) expect(row.units).toBeLessThanOrEqual(pharmacies.length * 7);
      }
    });
    try {
      await streamOfChangesFor(productId, pharmacies, group);
    } finally {
      reading = false;
      await Promise.all(readers);
    }
  });
});
