import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract/codes.js';
import { inTransaction } from '../../server/db/transaction.js';
import { ApiError } from '../../server/http/envelope.js';
import { startApi, type TestApi } from '../support/api.js';
import { expectInvariants } from '../support/invariants.js';
import { CARDS, payOnSandbox, paymentFixture } from './payment-fixtures.js';

/**
 * Issue 26, points 2 and 3: card checkouts of one wilaya at once (the rollup rows were locked in opposite orders by
 * save_order and the settlement: "deadlock detected", HTTP 500), and one basket sent many times at once.
 * The races only exist on PostgreSQL (PGlite has one connection); the end states are checked on both.
 */
let api: TestApi;
let fx: ReturnType<typeof paymentFixture>;
const onPostgres = !!process.env.DATABASE_URL;

beforeAll(async () => {
  api = await startApi({ seed: false });
  api.config.webUrl = 'http://portal.test';
  fx = paymentFixture(api);
});
// the money and stock invariants of issue 37 hold after every test of this file
afterEach(async () => {
  await expectInvariants(api);
});

afterAll(async () => api?.close());

const gatewayIdOf = (formUrl: string) => new URL(formUrl).searchParams.get('mdOrder')!;
const rollupOf = async (wilayaId: number) =>
  Object.fromEntries(
    (
      await api.db
        .selectFrom('order_stats_daily')
        .select(['state', sql<number>`sum(orders)`.as('n'), sql<number>`sum(total)`.as('total')])
        .where('wilaya_id', '=', wilayaId)
        .groupBy('state')
        .execute()
    ).map((r) => [r.state, { n: Number(r.n), total: Number(r.total) }]),
  );

describe('20 pharmacies of one wilaya paying by card at once', () => {
  it('save_order, the sandbox payment and the return page: no 5xx, every order settled once, stock and rollups exact', async () => {
    const buyers = await Promise.all(Array.from({ length: 20 }, (_, i) => fx.pharmacy(`Pharmacie ${i}`)));
    const products = [await fx.product(1000, 100_000), await fx.product(1000, 250_000), await fx.product(1000, 40_000)];
    // every basket shares the three products, in different quantities
    const quantities = buyers.map((_, i) => [1 + (i % 3), 1 + (i % 2), 2] as const);
    // (written by the test in product order, as the basket route adds one line at a time: the test's own inserts
    // must not be what deadlocks)
    const basketOf = (i: number): [number, number][] => products.map((p, j) => [p, quantities[i]![j]!]);
    await Promise.all(buyers.map((b, i) => fx.basket(b.id, basketOf(i))));
    const wilayaId = (
      await api.db
        .selectFrom('pharmacies')
        .select('wilaya_id')
        .where('id', '=', buyers[0]!.id)
        .executeTakeFirstOrThrow()
    ).wilaya_id;
    const before = await rollupOf(wilayaId);

    // each pharmacy orders its basket three times in a row, so that save_orders and settlements overlap all along;
    // one checkout in four is declined by the bank (its settlement gives the stock back)
    const ROUNDS = 3;
    const declined = (i: number, round: number) => (i + round) % 4 === 0;
    const statuses: number[] = [];
    const results = (
      await Promise.all(
        buyers.map(async (b, i) => {
          const answers = [];
          for (let round = 0; round < ROUNDS; round++) {
            if (round) await fx.basket(b.id, basketOf(i));
            const saved = await fx.saveOrder(b);
            statuses.push(saved.status);
            if (saved.body.code !== Code.OK) {
              answers.push(saved.body);
              continue;
            }
            await payOnSandbox(saved.body.payload.formUrl, declined(i, round) ? CARDS.declined : CARDS.ok);
            const confirmed = await api.call(
              'POST',
              `/pharmacy/payment?orderId=${gatewayIdOf(saved.body.payload.formUrl)}`,
              { headers: b.headers },
            );
            statuses.push(confirmed.status);
            answers.push(confirmed.body);
          }
          return answers;
        }),
      )
    ).flat();
    expect(
      statuses.filter((s) => s >= 500),
      JSON.stringify(results.filter((r) => r.code !== Code.OK)).slice(0, 500),
    ).toEqual([]);
    const expected = buyers.flatMap((_, i) =>
      Array.from({ length: ROUNDS }, (__, round) => (declined(i, round) ? Code.PAYMENT_FAILED : Code.OK)),
    );
    expect(results.map((r) => r.code)).toEqual(expected);
    const paidCount = expected.filter((c) => c === Code.OK).length;
    const declinedCount = expected.length - paidCount;

    const orders = await api.db
      .selectFrom('orders')
      .select(['id', 'state', 'total'])
      .where(
        'pharmacy_id',
        'in',
        buyers.map((b) => b.id),
      )
      .execute();
    expect(orders).toHaveLength(20 * ROUNDS);
    expect(orders.filter((o) => o.state === 'paid')).toHaveLength(paidCount);
    expect(orders.filter((o) => o.state === 'failed')).toHaveLength(declinedCount);
    const payments = await api.db
      .selectFrom('payments')
      .select(['status', 'amount'])
      .where(
        'order_id',
        'in',
        orders.map((o) => o.id),
      )
      .execute();
    expect(payments.filter((p) => p.status === 'paid')).toHaveLength(paidCount);
    expect(payments.filter((p) => p.status === 'declined')).toHaveLength(declinedCount);
    const taken = [0, 0, 0];
    const givenBack = [0, 0, 0];
    quantities.forEach((q, i) =>
      q.forEach((n, j) => {
        for (let round = 0; round < ROUNDS; round++) {
          if (declined(i, round)) givenBack[j]! += n;
          else taken[j]! += n;
        }
      }),
    );
    expect(await Promise.all(products.map((p) => fx.stock(p)))).toEqual(taken.map((t) => 1000 - t));
    // the rollups moved by exactly these orders, none left awaiting payment
    const after = await rollupOf(wilayaId);
    const paidTotal = orders.filter((o) => o.state === 'paid').reduce((s, o) => s + o.total, 0);
    expect(after.paid!.n - (before.paid?.n ?? 0)).toBe(paidCount);
    expect(after.failed!.n - (before.failed?.n ?? 0)).toBe(declinedCount);
    expect(after.paid!.total - (before.paid?.total ?? 0)).toBe(paidTotal);
    expect(after.awaiting_payment?.n ?? 0).toBe(before.awaiting_payment?.n ?? 0);
    const sales = await api.db
      .selectFrom('product_sales')
      .select(['product_id', 'state', 'quantity'])
      .where('product_id', 'in', products)
      .execute();
    for (const [j, p] of products.entries()) {
      expect(Number(sales.find((s) => s.product_id === p && s.state === 'paid')?.quantity)).toBe(taken[j]);
      expect(Number(sales.find((s) => s.product_id === p && s.state === 'failed')?.quantity)).toBe(givenBack[j]);
      expect(Number(sales.find((s) => s.product_id === p && s.state === 'awaiting_payment')?.quantity ?? 0)).toBe(0);
    }
    // a declined last round keeps its basket
    for (const [i, b] of buyers.entries()) expect(await fx.basketCount(b.id)).toBe(declined(i, ROUNDS - 1) ? 3 : 0);
  }, 120_000);
});

describe('one basket sent 20 times at once', () => {
  it('special_payment: exactly one order, one invoice, the stock taken once; the others told the basket was ordered', async () => {
    const ph = await fx.pharmacy();
    const productId = await fx.product(50);
    await fx.basket(ph.id, [[productId, 3]]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.call('POST', '/pharmacy/special_payment', {
          headers: ph.headers,
          body: { delivery_address: ph.addressId },
        }),
      ),
    );
    const won = answers.filter((a) => a.body.code === Code.OK);
    expect(won).toHaveLength(1);
    const lost = answers.filter((a) => a.body.code !== Code.OK);
    for (const a of lost) {
      expect(a.status).toBe(409);
      expect(a.body.code).toBe(Code.STATE_CONFLICT);
      expect(a.body.meta).toMatch(/already ordered|ordered a moment ago/);
      expect(a.body.payload).toMatchObject({ orderId: won[0]!.body.payload.orderId });
    }
    const orders = await api.db.selectFrom('orders').select('id').where('pharmacy_id', '=', ph.id).execute();
    expect(orders).toHaveLength(1);
    expect(
      await api.db.selectFrom('invoices').select('order_id').where('order_id', '=', orders[0]!.id).execute(),
    ).toHaveLength(1);
    expect(await fx.stock(productId)).toBe(47);
    expect(await fx.basketCount(ph.id)).toBe(0);
  });

  it('the loser is worded in the caller’s language', async () => {
    const ph = await fx.pharmacy();
    const productId = await fx.product(5);
    await fx.basket(ph.id, [[productId, 1]]);
    const answers = await Promise.all(
      ['1', '3'].map((language) =>
        api.call('POST', '/pharmacy/special_payment', {
          headers: { ...ph.headers, language },
          body: { delivery_address: ph.addressId },
        }),
      ),
    );
    const lost = answers.find((a) => a.body.code !== Code.OK)!;
    expect(lost.body.code).toBe(Code.STATE_CONFLICT);
    expect(lost.body.meta).toMatch(/vient d’être commandé|طُلبت هذه السلة/);
    expect(await fx.stock(productId)).toBe(4);
  });

  it('save_order: one open attempt, the stock reserved once, no 5xx; the answers name that attempt', async () => {
    const ph = await fx.pharmacy();
    const productId = await fx.product(30);
    await fx.basket(ph.id, [[productId, 2]]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => fx.saveOrder(ph)));
    expect(answers.filter((a) => a.status >= 500).map((a) => a.body)).toEqual([]);
    expect(answers.map((a) => a.body.code)).toEqual(Array(20).fill(Code.OK));
    const open = await api.db
      .selectFrom('orders as o')
      .innerJoin('payments as p', 'p.order_id', 'o.id')
      .select(['o.id', 'p.order_number', 'p.status'])
      .where('o.pharmacy_id', '=', ph.id)
      .where('o.state', '=', 'awaiting_payment')
      .execute();
    expect(open).toHaveLength(1);
    expect(open[0]!.status).toBe('registered');
    expect(await fx.stock(productId)).toBe(28);
    // the last answer to arrive names the one open attempt
    expect(answers.some((a) => a.body.payload.orderNumber === open[0]!.order_number)).toBe(true);
  });
});

describe('the transaction retry (server/db/transaction.ts)', () => {
  const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

  it('runs a transaction aborted as a deadlock victim again, and its first run changed nothing', async () => {
    const productId = await fx.product(10);
    let runs = 0;
    const retried: string[] = [];
    await inTransaction(
      api.db,
      async (trx) => {
        runs++;
        // one unit leaves its lot and the available stock together, as a shipment's would (the stock invariant holds)
        await trx
          .updateTable('products')
          .set({ quantity: sql`quantity - 1` })
          .where('id', '=', productId)
          .execute();
        await trx
          .updateTable('lots')
          .set({ on_hand: sql`on_hand - 1` })
          .where('product_id', '=', productId)
          .execute();
        if (runs === 1) throw deadlock();
      },
      { onRetry: (e) => retried.push((e as { code: string }).code) },
    );
    expect(runs).toBe(2);
    expect(retried).toEqual(['40P01']);
    expect(await fx.stock(productId)).toBe(9);
  });

  it('answers 5001 / HTTP 503 "try again" once every run was aborted, and other errors at once', async () => {
    let runs = 0;
    const exhausted = await inTransaction(api.db, async () => {
      runs++;
      throw Object.assign(new Error('could not serialize access'), { code: '40001' });
    }).catch((e: unknown) => e);
    expect(runs).toBe(5);
    expect(exhausted).toBeInstanceOf(ApiError);
    expect((exhausted as ApiError).code).toBe(Code.SERVER_ERROR);
    expect((exhausted as ApiError).opts.status).toBe(503);
    expect((exhausted as ApiError).messageKey).toBe('server.busyTryAgain');
    runs = 0;
    const other = await inTransaction(api.db, async () => {
      runs++;
      throw new Error('boom');
    }).catch((e: unknown) => e);
    expect(runs).toBe(1);
    expect((other as Error).message).toBe('boom');
  });

  it.skipIf(!onPostgres)(
    'a real deadlock between two connections: PostgreSQL aborts one, which is run again; both end done',
    async () => {
      const a = await fx.product(10);
      const b = await fx.product(10);
      const retried: string[] = [];
      // the two first runs each lock one row, wait until the other holds its own, then ask for the other's
      let holding = 0;
      let bothHold!: () => void;
      const crossed = new Promise<void>((resolve) => (bothHold = resolve));
      const run = (first: number, second: number) => {
        let round = 0;
        return inTransaction(
          api.db,
          async (trx) => {
            round++;
            await trx
              .updateTable('products')
              .set({ quantity: sql`quantity - 1` })
              .where('id', '=', first)
              .execute();
            await trx
              .updateTable('lots')
              .set({ on_hand: sql`on_hand - 1` })
              .where('product_id', '=', first)
              .execute();
            if (round === 1) {
              if (++holding === 2) bothHold();
              await crossed;
            }
            await trx
              .updateTable('products')
              .set({ quantity: sql`quantity - 1` })
              .where('id', '=', second)
              .execute();
            await trx
              .updateTable('lots')
              .set({ on_hand: sql`on_hand - 1` })
              .where('product_id', '=', second)
              .execute();
          },
          { onRetry: (e) => retried.push((e as { code: string }).code) },
        );
      };
      await Promise.all([run(a, b), run(b, a)]);
      expect(retried).toEqual(['40P01']);
      expect([await fx.stock(a), await fx.stock(b)]).toEqual([8, 8]);
    },
  );
});
