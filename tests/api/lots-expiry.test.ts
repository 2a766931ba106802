import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueExpiryMail } from '../../server/lots/expiryMail.js';
import { moveUnsellableLots } from '../../server/lots/expiryMove.js';
import { heldUnitsSql } from '../../server/lots/held.js';
import { addDays, algiersToday } from '../../server/lots/shelfLife.js';
import { startApi, type TestApi } from '../support/api.js';
import { paymentFixture } from './payment-fixtures.js';

/** Issue 29 §4 (docs/lots.md): the expiry watch, the midnight move of lots out of the available stock (D84), the daily mail. */
let api: TestApi;
let fx: ReturnType<typeof paymentFixture>;
let admin: { id: number; headers: Record<string, string> };
const today = algiersToday();
const inDays = (n: number) => addDays(today, n);
/** Noon in Algiers, `n` days from today: the controlled clock of the jobs. */
const dayAt = (n: number) => new Date(`${inDays(n)}T11:00:00Z`);

beforeAll(async () => {
  api = await startApi({ seed: false });
  fx = paymentFixture(api);
  admin = await fx.admin();
});
afterAll(async () => api?.close());

const post = (path: string, body: Record<string, unknown>, language = '2') =>
  api.call('POST', path, { headers: { ...admin.headers, language }, body });
const receive = async (productId: number, lot: string, expiry: string, quantity: number) => {
  const res = await post('/admin/receive_stock', { productId, lot, expiry, quantity });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.payload[0].lot_id as number;
};
/** A lot put straight in the table: goods-in refuses expired lots, the watch must still list those already in stock. */
const stockedLot = async (productId: number, lot: string, expiry: string, onHand: number, sellable = false) =>
  (
    await api.db
      .insertInto('lots')
      .values({ product_id: productId, lot, expiry, on_hand: onHand, sellable })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
const lotOf = (id: number) =>
  api.db.selectFrom('lots').select(['on_hand', 'sellable']).where('id', '=', id).executeTakeFirstOrThrow();
const heldOf = async (productId: number) => {
  const { rows } = await sql<{
    held: number;
  }>`SELECT held FROM (${heldUnitsSql}) h WHERE h.product_id = ${productId}`.execute(api.db);
  return rows[0]?.held ?? 0;
};

describe('expiry watch', () => {
  it('lists lots holding stock that expire within the window, expired ones included, earliest first, with their state', async () => {
    const p = await fx.product(0);
    const expired = await stockedLot(p, 'EXP', inDays(-3), 4);
    const short = await receive(p, 'SHORT', inDays(40), 6);
    const later = await receive(p, 'LATER', inDays(400), 9);
    await stockedLot(p, 'EMPTY', inDays(20), 0);
    const watch = async (query = '') => {
      const res = await api.call('GET', `/admin/expiry_watch/0/100${query}`, { headers: admin.headers });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.payload as {
        lots: { lot_id: number; product_id: number; state: string; days_left: number }[];
        total: number;
        days: number;
      };
    };
    const mine = (w: Awaited<ReturnType<typeof watch>>) => w.lots.filter((l) => l.product_id === p);
    const all = await watch();
    expect(mine(all)).toEqual([
      expect.objectContaining({
        lot_id: expired,
        lot: 'EXP',
        expiry: inDays(-3),
        days_left: -3,
        on_hand: 4,
        sellable: false,
        blocked: false,
        state: 'expired',
      }),
      expect.objectContaining({
        lot_id: short,
        lot: 'SHORT',
        expiry: inDays(40),
        days_left: 40,
        on_hand: 6,
        state: 'short',
      }),
    ]);
    expect(all.total).toBe(all.lots.length);
    // the window read is answered: the default when none is asked for, else the one asked
    expect(all.days).toBe(90);
    expect((await watch('?days=500')).days).toBe(500);
    expect(mine(await watch('?days=500')).map((l) => [l.lot_id, l.state])).toEqual([
      [expired, 'expired'],
      [short, 'short'],
      [later, 'expiring'],
    ]);
    expect(mine(await watch('?days=500&state=expired')).map((l) => l.lot_id)).toEqual([expired]);
    expect(mine(await watch('?days=500&state=short')).map((l) => l.lot_id)).toEqual([short]);
    expect(mine(await watch('?days=500&state=expiring')).map((l) => l.lot_id)).toEqual([later]);
    for (const bad of ['?days=0', '?days=abc', '?days=4000', '?state=old']) {
      const res = await api.call('GET', `/admin/expiry_watch/0/100${bad}`, { headers: admin.headers });
      expect(res.status, bad).toBe(400);
    }
    const pharmacy = await fx.pharmacy('Pharmacie Watch');
    expect((await api.call('GET', '/admin/expiry_watch/0/10', { headers: pharmacy.headers })).status).toBe(401);
  });
});

describe('midnight move', () => {
  it('takes a lot that crossed under the minimum shelf life out of the available stock once, audited with its cause', async () => {
    const p = await fx.product(0);
    const lot = await receive(p, 'MV1', inDays(200), 10);
    await receive(p, 'MV2', inDays(500), 7);
    expect(await fx.stock(p)).toBe(17);
    await api.db.deleteFrom('job_runs').where('name', '=', 'expiry move').execute();
    // the day before it crosses: nothing moves
    expect((await moveUnsellableLots(api.config, api.db, dayAt(20))).filter((m) => m.product_id === p)).toEqual([]);
    const moved = await moveUnsellableLots(api.config, api.db, dayAt(30));
    expect(moved.filter((m) => m.product_id === p)).toEqual([
      expect.objectContaining({ lot_id: lot, cause: 'minShelfLife', on_hand: 10, taken: 10, uncovered: 0 }),
    ]);
    expect(await lotOf(lot)).toEqual({ on_hand: 10, sellable: false });
    expect(await fx.stock(p)).toBe(7);
    // a second run the same day, and a run of the next day: nothing changes
    expect(await moveUnsellableLots(api.config, api.db, dayAt(30))).toEqual([]);
    expect((await moveUnsellableLots(api.config, api.db, dayAt(31))).filter((m) => m.product_id === p)).toEqual([]);
    expect(await fx.stock(p)).toBe(7);
    const ref = (await api.db.selectFrom('products').select('ref').where('id', '=', p).executeTakeFirstOrThrow()).ref;
    const audits = await api.db
      .selectFrom('audit_log')
      .select(['actor_role', 'actor_email', 'changes'])
      .where('resource', '=', 'lot')
      .where('resource_id', '=', String(lot))
      .where('actor_role', '=', 'system')
      .execute();
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actor_email).toBe('expiry move');
    expect(audits[0]!.changes).toMatchObject({
      sellable: { old: true, new: false },
      available: { old: 17, new: 7 },
      cause: { old: null, new: 'minShelfLife' },
    });
    expect(ref).toBeTruthy();
  });

  it('calls an expired lot expired; never takes the quantity below 0, and the next goods-in covers the orders first (D84)', async () => {
    const p = await fx.product(0);
    const old = await receive(p, 'OLD', inDays(190), 10);
    const ph = await fx.pharmacy('Pharmacie Held');
    await fx.basket(ph.id, [[p, 8]]);
    const res = await api.call('POST', '/pharmacy/special_payment', {
      headers: ph.headers,
      body: { delivery_address: ph.addressId },
    });
    expect(res.body.code).toBe(2001);
    expect(await fx.stock(p)).toBe(2);
    expect(await heldOf(p)).toBe(8);
    await api.db.deleteFrom('job_runs').where('name', '=', 'expiry move').execute();
    // 200 days on, the lot is expired; its 10 units: 2 were available, 8 held by the order
    const moved = (await moveUnsellableLots(api.config, api.db, dayAt(200))).filter((m) => m.product_id === p);
    expect(moved).toEqual([expect.objectContaining({ lot_id: old, cause: 'expired', taken: 2, uncovered: 8 })]);
    expect(await fx.stock(p)).toBe(0);
    // 5 units in: all go to the order still waiting, none to the catalogue; 5 more: 2 on offer
    await receive(p, 'NEW', inDays(600), 5);
    expect(await fx.stock(p)).toBe(0);
    await receive(p, 'NEW', inDays(600), 5);
    expect(await fx.stock(p)).toBe(2);
  });
});

describe('daily expiry mail', () => {
  const mails = () =>
    api.db
      .selectFrom('outgoing_mail')
      .select(['recipient', 'subject', 'text_body'])
      .where('text_body', 'like', '%/admin/expiryWatch%')
      .orderBy('id')
      .execute();

  it('goes to every admin once a day in their language, listing the watched lots; nothing when the watch is empty', async () => {
    const p = await fx.product(0);
    await stockedLot(p, 'MAILX', inDays(-1), 3);
    const ref = (await api.db.selectFrom('products').select('ref').where('id', '=', p).executeTakeFirstOrThrow()).ref;
    const admins = await api.db.selectFrom('admins').select(['email', 'language']).execute();
    const morning = new Date(`${today}T06:30:00Z`);
    await api.db.deleteFrom('job_runs').where('name', '=', 'expiry mail').execute();
    expect(await queueExpiryMail(api.config, api.db, new Date(`${today}T05:00:00Z`))).toBe(0);
    const runs = await Promise.all([
      queueExpiryMail(api.config, api.db, morning),
      queueExpiryMail(api.config, api.db, morning),
    ]);
    expect(runs.sort()).toEqual([0, admins.length]);
    expect(await queueExpiryMail(api.config, api.db, morning)).toBe(0);
    const sent = await mails();
    expect(sent.map((m) => m.recipient).sort()).toEqual(admins.map((a) => a.email).sort());
    const [y, m, d] = inDays(-1).split('-');
    for (const mail of sent) {
      expect(mail.text_body).toContain(`${ref} — Crème hydratante`);
      expect(mail.text_body).toContain(`${d}/${m}/${y}`);
      expect(mail.text_body).toContain('/admin/expiryWatch');
    }
    // the next day with nothing to watch: no mail
    await api.db.updateTable('lots').set({ on_hand: 0 }).where('expiry', 'is not', null).execute();
    await api.db.deleteFrom('job_runs').where('name', '=', 'expiry mail').execute();
    expect(await queueExpiryMail(api.config, api.db, morning)).toBe(0);
    expect(await mails()).toHaveLength(sent.length);
  });
});

/** A validated offline order of the given lines for a new pharmacy: it enters the preparation queue. */
async function validatedOrder(lines: [productId: number, quantity: number][]) {
  const ph = await fx.pharmacy('Pharmacie Choix');
  await fx.basket(ph.id, lines);
  const res = await api.call('POST', '/pharmacy/special_payment', {
    headers: ph.headers,
    body: { delivery_address: ph.addressId },
  });
  expect(res.body.code).toBe(2001);
  const orderId = res.body.payload.orderId as number;
  const v = await api.call('PUT', '/admin/update_order_status', {
    headers: admin.headers,
    body: { orderId, status: 1 },
  });
  expect(v.body.code).toBe(2001);
  return orderId;
}

describe('the admin chooses the lots of a line (D85)', () => {
  it('ships from the chosen lots instead of FEFO’s, audited with what FEFO would have taken', async () => {
    const p = await fx.product(0);
    const early = await receive(p, 'EARLY', inDays(300), 5);
    const late = await receive(p, 'LATE', inDays(700), 5);
    const orderId = await validatedOrder([[p, 6]]);
    const res = await post('/admin/create_shipment', {
      orderId,
      lines: [
        {
          product_id: p,
          quantity: 6,
          lots: [
            { lot_id: late, quantity: 5 },
            { lot_id: early, quantity: 1 },
          ],
        },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.payload[0].lines[0].lots).toEqual([
      { lot_id: late, lot: 'LATE', expiry: inDays(700), quantity: 5 },
      { lot_id: early, lot: 'EARLY', expiry: inDays(300), quantity: 1 },
    ]);
    expect((await lotOf(early)).on_hand).toBe(4);
    expect((await lotOf(late)).on_hand).toBe(0);
    const audit = await api.db
      .selectFrom('audit_log')
      .select(['actor_email', 'changes'])
      .where('resource', '=', 'shipment')
      .where('resource_id', '=', String(res.body.payload[0].shipment_id))
      .executeTakeFirstOrThrow();
    const line = (
      audit.changes as {
        lines: { new: { lots_chosen?: boolean; fefo_lots?: { lot_id: number; quantity: number }[] }[] };
      }
    ).lines.new[0]!;
    expect(audit.actor_email).toMatch(/@/);
    expect(line.lots_chosen).toBe(true);
    expect(line.fefo_lots).toEqual([
      expect.objectContaining({ lot_id: early, quantity: 5 }),
      expect.objectContaining({ lot_id: late, quantity: 1 }),
    ]);
  });

  it('refuses a choice that does not add up, a lot not shippable or too small, naming the field, and ships nothing', async () => {
    const p = await fx.product(0);
    const good = await receive(p, 'GOOD', inDays(400), 4);
    const shortDated = await receive(p, 'SHORTD', inDays(60), 10);
    const blocked = await receive(p, 'BLOCK', inDays(500), 10);
    await api.db.updateTable('lots').set({ blocked: true }).where('id', '=', blocked).execute();
    const other = await receive(await fx.product(0), 'OTHER', inDays(400), 10);
    const orderId = await validatedOrder([[p, 3]]);
    const cases: [unknown, string, string][] = [
      [[{ lot_id: good, quantity: 2 }], 'lines.0.lots', 'Lots of the line'],
      [[], 'lines.0.lots', 'Lots of the line'],
      ['x', 'lines.0.lots', 'Lots of the line'],
      [[{ lot_id: String(good), quantity: 3 }], 'lines.0.lots', 'Lots of the line'],
      [
        [
          { lot_id: good, quantity: 1 },
          { lot_id: good, quantity: 2 },
        ],
        'lines.0.lots',
        'Lots of the line',
      ],
      [[{ lot_id: shortDated, quantity: 3 }], 'lines.0.lots.0.lot_id', 'this lot cannot be shipped'],
      [
        [
          { lot_id: good, quantity: 1 },
          { lot_id: blocked, quantity: 2 },
        ],
        'lines.0.lots.1.lot_id',
        'this lot cannot be shipped',
      ],
      [[{ lot_id: other, quantity: 3 }], 'lines.0.lots.0.lot_id', 'this lot cannot be shipped'],
    ];
    for (const [lots, path, text] of cases) {
      const res = await post('/admin/create_shipment', { orderId, lines: [{ product_id: p, quantity: 3, lots }] });
      expect(res.status, JSON.stringify(lots)).toBe(400);
      expect(res.body.code).toBe(4002);
      expect(res.body.payload[0].path).toBe(path);
      expect(res.body.meta).toContain(text);
    }
    // a lot holding fewer units than chosen: eligible lots cover the line, the chosen one does not
    const more = await receive(p, 'MORE', inDays(450), 10);
    const small = await post('/admin/create_shipment', {
      orderId,
      lines: [
        {
          product_id: p,
          quantity: 3,
          lots: [
            { lot_id: good, quantity: 1 },
            { lot_id: more, quantity: 2 },
          ],
        },
      ],
    });
    expect(small.status).toBe(200);
    const orderId2 = await validatedOrder([[p, 5]]);
    const tooMany = await post('/admin/create_shipment', {
      orderId: orderId2,
      lines: [{ product_id: p, quantity: 5, lots: [{ lot_id: good, quantity: 5 }] }],
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.payload[0].path).toBe('lines.0.lots.0.quantity');
    expect(await api.db.selectFrom('shipments').select('id').where('order_id', '=', orderId2).execute()).toEqual([]);
    expect((await lotOf(good)).on_hand).toBe(3);
  });
});

describe('a scan in the storefront search and the quick order pad (issue 29 §6)', () => {
  it('finds the product by its EAN-13, GTIN-14 or a GS1 string, and puts it in the basket by its reference', async () => {
    const p = await fx.product(20, 100_000, 'Sérum scanné');
    await api.db.updateTable('products').set({ gtin: '06291041500213' }).where('id', '=', p).execute();
    const ref = (await api.db.selectFrom('products').select('ref').where('id', '=', p).executeTakeFirstOrThrow()).ref;
    const ph = await fx.pharmacy('Pharmacie Scan');
    const search = async (text: string) => {
      const res = await api.call(
        'GET',
        `/pharmacy/products_list?offset=0&limit=10&search=${encodeURIComponent(text)}`,
        { headers: ph.headers },
      );
      expect(res.status, text).toBe(200);
      return (res.body.payload as { products: { id: number }[] }).products.map((x) => x.id);
    };
    for (const scan of [
      '6291041500213',
      '06291041500213',
      '(01)06291041500213(17)301231(10)AB12',
      '010629104150021317301231',
      ']d201062910415002131730123110AB12',
    ])
      expect(await search(scan), scan).toEqual([p]);
    expect(await search('6291041500214')).toEqual([]);
    const suggestions = await api.call('GET', `/pharmacy/search_suggestions?q=${encodeURIComponent('6291041500213')}`, {
      headers: ph.headers,
    });
    expect(suggestions.body.payload.map((x: { id: number }) => x.id)).toEqual([p]);
    const quick = await api.call('POST', '/pharmacy/quick_order', {
      headers: ph.headers,
      body: {
        lines: [
          { ref: '06291041500213', quantity: 2 },
          { ref: '6291041500213', quantity: 1 },
        ],
      },
    });
    expect(quick.status, JSON.stringify(quick.body)).toBe(200);
    // two scans of the same pack, written differently: one line of the product, by its reference
    expect(quick.body.payload.added).toEqual([{ product_id: p, ref, name: 'Sérum scanné', quantity: 3 }]);
    expect(quick.body.payload.rejected).toEqual([
      expect.objectContaining({ ref, reason: 'merged', requested: 3, quantity: 3 }),
    ]);
  });
});
