import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, algiersToday, DEFAULT_MIN_SHELF_LIFE_DAYS } from '../../server/lots/shelfLife.js';
import { startApi, type TestApi } from '../support/api.js';
import { paymentFixture } from './payment-fixtures.js';

/** Issue 38 §4 (docs/lots.md, D118): goods-in as an operator types it — Arabic-Indic digits, the shelf-life floor. */
let api: TestApi;
let fx: ReturnType<typeof paymentFixture>;
let admin: { id: number; headers: Record<string, string> };

beforeAll(async () => {
  api = await startApi({ seed: false });
  fx = paymentFixture(api);
  admin = await fx.admin();
});
afterAll(async () => api?.close());

const receive = (body: Record<string, unknown>, language = '3') =>
  api.call('POST', '/admin/receive_stock', { headers: { ...admin.headers, language }, body });
const expiry = addDays(algiersToday(), DEFAULT_MIN_SHELF_LIFE_DAYS + 60);

describe('a lot number typed on an Arabic keyboard (issue 38 §4)', () => {
  it('reads Arabic-Indic digits as the digits printed on the pack', async () => {
    const p = { id: await fx.product(0) };
    const res = await receive({ productId: p.id, lot: 'AB-١٢٣٤', expiry, quantity: 5 });
    expect(res.status).toBe(200);
    expect(res.body.payload[0]).toMatchObject({ lot: 'AB-1234', on_hand: 5, sellable: true });
    // the same lot scanned later is the same lot
    const again = await receive({ productId: p.id, lot: 'AB-1234', expiry, quantity: 2 });
    expect(again.body.payload[0]).toMatchObject({ lot: 'AB-1234', on_hand: 7 });
  });

  it('refuses Arabic letters, saying in Arabic what a lot number is made of', async () => {
    const p = { id: await fx.product(0) };
    const res = await receive({ productId: p.id, lot: 'حصة١٢', expiry, quantity: 5 });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(4002);
    expect(JSON.stringify(res.body)).toContain('كما هو مطبوع على العلبة');
  });
});

describe('the shelf-life floor of goods-in (issue 38 §4)', () => {
  it('product_lots answers sellable_from, the earliest expiry sellable if received today', async () => {
    const p = { id: await fx.product(0) };
    const res = await api.call('GET', `/admin/product_lots/${p.id}`, { headers: admin.headers });
    expect(res.status).toBe(200);
    expect(res.body.payload[0].sellable_from).toBe(addDays(algiersToday(), DEFAULT_MIN_SHELF_LIFE_DAYS));
    const under = await receive({ productId: p.id, lot: 'SHORT1', expiry: addDays(algiersToday(), 30), quantity: 3 });
    expect(under.body.payload[0]).toMatchObject({ sellable: false });
    expect(res.body.payload[0].sellable_from > addDays(algiersToday(), 30)).toBe(true);
  });
});
