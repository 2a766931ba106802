import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heldUnitsSql } from '../../server/lots/held.js';
import { startApi, type TestApi } from '../support/api.js';
import { accountsFixture } from './accounts-fixtures.js';

/**
 * Issue 37 §3: releasing an order gives back only what it still holds (ordered − shipped − cancelled), in the
 * products' stock as in the lots' invariant, and an order's credits never exceed its invoice.
 */
let api: TestApi;
let fx: ReturnType<typeof accountsFixture>;
let admin: { id: number; headers: Record<string, string> };
const postgres = Boolean(process.env.DATABASE_URL);

beforeAll(async () => {
  api = await startApi({ seed: false });
  fx = accountsFixture(api);
  admin = await fx.admin();
});
afterAll(async () => api?.close());

const call = (method: 'POST' | 'PUT', path: string, body: Record<string, unknown>) =>
  api.call(method, path, { headers: { ...admin.headers, language: '2' }, body });
const validate = (orderId: number) => call('PUT', '/admin/update_order_status', { orderId, status: 1 });
const withdraw = (orderId: number) => call('PUT', '/admin/update_order_status', { orderId, status: 2 });
const cancel = (orderId: number, productId: number, quantity: number) =>
  call('POST', '/admin/cancel_unshipped', { orderId, lines: [{ product_id: productId, quantity }] });
const reject = (orderId: number) => call('POST', '/admin/reject_order', { orderId, reason: 'Commande en double' });

/** A new pharmacy's offline order of `quantity` units (1 000 DA each before VAT) of `productId`. */
async function offlineOrder(productId: number, quantity: number) {
  const ph = await fx.pharmacy('Pharmacie El Amel');
  await fx.basket(ph.id, [[productId, quantity]]);
  const res = await fx.special(ph);
  expect(res.body.code, JSON.stringify(res.body)).toBe(2001);
  return { ph, orderId: res.body.payload.orderId as number };
}

/** The product's stock as the portal and its lots see it (units). */
async function stockOf(productId: number) {
  const { rows } = await sql<{ quantity: number; on_hand: number; sellable: number; held: number }>`
    SELECT p.quantity,
      coalesce((SELECT sum(l.on_hand) FROM lots l WHERE l.product_id = p.id), 0)::int AS on_hand,
      coalesce((SELECT sum(l.on_hand) FROM lots l WHERE l.product_id = p.id AND l.sellable), 0)::int AS sellable,
      coalesce((SELECT h.held FROM (${heldUnitsSql}) h WHERE h.product_id = p.id), 0)::int AS held
    FROM products p WHERE p.id = ${productId}::int`.execute(api.db);
  return rows[0]!;
}

/** What an order was invoiced and credited (centimes): its total, its credit notes, and the reversal of its invoice. */
async function creditsOf(orderId: number) {
  const order = await api.db
    .selectFrom('orders')
    .select(['total', 'state', 'stock_released'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const notes = await api.db
    .selectFrom('credit_notes')
    .select(['total', 'source'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  const entries = await api.db
    .selectFrom('ledger_entries')
    .select(['kind', 'debit', 'credit'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return {
    state: order.state,
    released: order.stock_released,
    invoice: Number(order.total),
    notes: notes.map((n) => Number(n.total)),
    entries: entries.map((e) => ({ kind: e.kind, debit: Number(e.debit), credit: Number(e.credit) })),
  };
}

/** The issue's invariants for an order and its product: stock = sellable lots − held, credits within the invoice. */
async function invariants(productId: number, orders: { ph: { id: number }; orderId: number }[]) {
  const stock = await stockOf(productId);
  expect(stock.quantity).toBe(stock.sellable - stock.held);
  expect(stock.quantity).toBeGreaterThanOrEqual(0);
  for (const o of orders) {
    const c = await creditsOf(o.orderId);
    const credited = c.entries
      .filter((e) => e.kind === 'credit_note' || e.kind === 'reversal')
      .reduce((s, e) => s + e.credit, 0);
    expect(c.notes.reduce((s, n) => s + n, 0)).toBeLessThanOrEqual(c.invoice);
    expect(credited, JSON.stringify(c)).toBeLessThanOrEqual(c.invoice);
    // the ledger's balance is the sum of its entries (and its rollups agree, fx.ledgerOf)
    const ledger = await fx.ledgerOf(o.ph.id);
    expect(ledger.balance).toBe(ledger.entries.reduce((s, e) => s + Number(e.debit) - Number(e.credit), 0));
  }
  return stock;
}

describe('releasing an order after part of it was cancelled', () => {
  it('validated, 2 of 5 cancelled, validation withdrawn, rejected: 10 units back in all, credits equal to the invoice', async () => {
    const product = await fx.product(10, 100_000);
    const { ph, orderId } = await offlineOrder(product, 5);
    expect(await stockOf(product)).toEqual({ quantity: 5, on_hand: 10, sellable: 10, held: 5 });
    expect((await validate(orderId)).body.code).toBe(2001);

    const cancelled = await cancel(orderId, product, 2);
    expect(cancelled.body).toMatchObject({ code: 2001, payload: { amount: 2404, rest_cancelled: false } });
    expect(await stockOf(product)).toEqual({ quantity: 7, on_hand: 10, sellable: 10, held: 3 });

    expect((await withdraw(orderId)).body.code).toBe(2001);
    expect(await stockOf(product)).toEqual({ quantity: 7, on_hand: 10, sellable: 10, held: 3 });

    expect((await reject(orderId)).body.code).toBe(2001);
    // the 3 units it still held come back, not the 5 it was placed with: the lots hold 10, 10 are available
    expect(await stockOf(product)).toEqual({ quantity: 10, on_hand: 10, sellable: 10, held: 0 });

    // the invoice (6 010 DA: 5 950 DA TTC + 60 DA stamp duty) is credited once in all: 2 404 DA by the cancellation's
    // credit note, the 3 606 DA left by the rejection's reversal
    expect(await creditsOf(orderId)).toEqual({
      state: 'rejected',
      released: true,
      invoice: 601_000,
      notes: [240_400],
      entries: [
        { kind: 'invoice', debit: 601_000, credit: 0 },
        { kind: 'credit_note', debit: 0, credit: 240_400 },
        { kind: 'reversal', debit: 0, credit: 360_600 },
      ],
    });
    expect((await fx.ledgerOf(ph.id)).balance).toBe(0);
    expect((await fx.summary(ph)).balance).toBe(0);
    await invariants(product, [{ ph, orderId }]);

    // the next order of 12 is refused: only 10 exist
    const next = await fx.pharmacy('Pharmacie Ibn Sina');
    await fx.basket(next.id, [[product, 12]]);
    expect((await fx.special(next)).body.code).toBe(4093);
    expect(await stockOf(product)).toEqual({ quantity: 10, on_hand: 10, sellable: 10, held: 0 });
  });

  it('a card-less order that was never validated: rejected, all 5 come back, its invoice reversed in full', async () => {
    const product = await fx.product(10, 100_000);
    const { ph, orderId } = await offlineOrder(product, 5);
    expect((await reject(orderId)).body.code).toBe(2001);
    expect(await stockOf(product)).toEqual({ quantity: 10, on_hand: 10, sellable: 10, held: 0 });
    expect((await creditsOf(orderId)).entries).toEqual([
      { kind: 'invoice', debit: 601_000, credit: 0 },
      { kind: 'reversal', debit: 0, credit: 601_000 },
    ]);
    await invariants(product, [{ ph, orderId }]);
  });

  it('everything cancelled before shipping: nothing more to credit or give back, the order cannot go back to validation', async () => {
    const product = await fx.product(10, 100_000);
    const { ph, orderId } = await offlineOrder(product, 5);
    expect((await validate(orderId)).body.code).toBe(2001);
    const all = await call('POST', '/admin/cancel_unshipped', { orderId });
    expect(all.body).toMatchObject({
      code: 2001,
      payload: { amount: 6010, rest_cancelled: true, fulfilment: 'cancelled' },
    });
    expect(await stockOf(product)).toEqual({ quantity: 10, on_hand: 10, sellable: 10, held: 0 });
    expect((await withdraw(orderId)).body.code).toBe(4095);
    expect((await reject(orderId)).body.code).toBe(4095);
    expect(await stockOf(product)).toEqual({ quantity: 10, on_hand: 10, sellable: 10, held: 0 });
    expect((await creditsOf(orderId)).notes).toEqual([601_000]);
    expect((await fx.ledgerOf(ph.id)).balance).toBe(0);
    await invariants(product, [{ ph, orderId }]);
  });
});

describe('an order credit never above its invoice', () => {
  it('issueCreditNote never credits above the invoice: a line credits at most what it cost (D121), the rest of the order is refused in the reader’s language', async () => {
    const { issueCreditNote } = await import('../../server/ledger/creditNotes.js');
    const { ApiError } = await import('../../server/http/envelope.js');
    const { translate } = await import('../../src/contract/messages/index.js');
    const product = await fx.product(10, 100_000);
    const { orderId } = await offlineOrder(product, 5);
    expect((await validate(orderId)).body.code).toBe(2001);
    expect((await cancel(orderId, product, 3)).body.code).toBe(2001);
    const credit = (quantity: number) =>
      api.db
        .transaction()
        .execute((trx) =>
          issueCreditNote(trx, {
            orderId,
            lines: [{ productId: product, quantity }],
            source: 'dispute',
            createdBy: admin.id,
            stampRules: api.config.stampDuty,
          }),
        )
        .catch((e: unknown) => e);
    // 3 units credited already: crediting 3 more of the same order (a wrong call) credits the 2 the line has left
    expect(await credit(3)).not.toBeInstanceOf(ApiError);
    expect((await creditsOf(orderId)).notes).toEqual([360_600, 240_400]);
    // the invoice is credited whole (6 010 DA): one unit more is refused, and says why
    const refused = await credit(1);
    expect(refused).toBeInstanceOf(ApiError);
    const error = refused as InstanceType<typeof ApiError>;
    expect(error.code).toBe(4095);
    expect(translate('fr', error.messageKey, error.opts.vars)).not.toBe(error.messageKey);
    expect(translate('ar', error.messageKey, error.opts.vars)).not.toBe(
      translate('fr', error.messageKey, error.opts.vars),
    );
    expect((await creditsOf(orderId)).notes).toEqual([360_600, 240_400]);
  });
});

describe.runIf(postgres)('under concurrency (PostgreSQL)', () => {
  it('reject (after withdrawing the validation) and cancel_unshipped at once: the stock and the credits stay exact', async () => {
    const product = await fx.product(80, 100_000);
    const orders = [];
    for (let i = 0; i < 8; i++) orders.push(await offlineOrder(product, 5));
    for (const o of orders) expect((await validate(o.orderId)).body.code).toBe(2001);
    expect((await stockOf(product)).quantity).toBe(40);

    const answers = await Promise.all(
      orders.map(async (o) => {
        const [cancelled, rejected] = await Promise.all([
          cancel(o.orderId, product, 2),
          (async () => {
            const w = await withdraw(o.orderId);
            return w.body.code === 2001 ? reject(o.orderId) : w;
          })(),
        ]);
        return { cancelled: cancelled.body.code as number, rejected: rejected.body.code as number };
      }),
    );
    for (const [i, o] of orders.entries()) {
      const c = await creditsOf(o.orderId);
      // whichever came first, the order ends rejected with nothing held and its invoice credited exactly once
      expect(answers[i]!.rejected).toBe(2001);
      expect(c).toMatchObject({ state: 'rejected', released: true });
      const credited = c.entries.filter((e) => e.kind !== 'invoice').reduce((s, e) => s + e.credit, 0);
      expect(credited).toBe(601_000);
      expect(c.notes).toEqual(answers[i]!.cancelled === 2001 ? [240_400] : []);
      expect((await fx.ledgerOf(o.ph.id)).balance).toBe(0);
    }
    // every order gave back exactly the 5 units it took: the lots hold 80, 80 are available
    expect(await invariants(product, orders)).toEqual({ quantity: 80, on_hand: 80, sellable: 80, held: 0 });

    // at once again, on orders left pending: cancel is refused (nothing validated), reject gives everything back
    const pending = [];
    for (let i = 0; i < 4; i++) pending.push(await offlineOrder(product, 5));
    const again = await Promise.all(
      pending.flatMap((o) => [reject(o.orderId), cancel(o.orderId, product, 2), reject(o.orderId)]),
    );
    for (let i = 0; i < pending.length; i++) {
      const codes = again.slice(i * 3, i * 3 + 3).map((a) => a.body.code);
      expect(codes[1]).toBe(4095);
      expect([codes[0], codes[2]].sort()).toEqual([2001, 4095]);
    }
    expect(await invariants(product, [...orders, ...pending])).toEqual({
      quantity: 80,
      on_hand: 80,
      sellable: 80,
      held: 0,
    });
  });
});
