import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder } from '../support/orders.js';
import { franchiseWorld, type World } from './franchise-fixture.js';
import { type AdminKit, startAdminKit } from './admin-fixtures.js';

/**
 * The back office's order work queues (issue 13): filters and sorts of orders_list, the bulk validation and the
 * order timeline. The filtered orders are placed in May 2019, a month no other test uses, so a date range
 * selects exactly them.
 */
let kit: AdminKit;
let world: World;
type Row = { id: number; order_no: string; order_price: number; state: string; payement_type: number };
const ids = (rows: Row[]) => rows.map((r) => r.id);

let seq = 0;
function order(
  pharmacyId: number,
  o: { cash: boolean; state: 'paid' | 'pending_validation'; at: string; price: number },
) {
  return insertOrder(kit.api, {
    pharmacyId,
    orderNo: `Q19${Date.now().toString(36).toUpperCase()}${++seq}`,
    address: '12 rue Didouche Mourad, Alger',
    status: o.state === 'paid' ? 1 : 2,
    payementType: o.cash ? 1 : 2,
    state: o.state,
    createdAt: new Date(o.at),
    lines: [{ ref: 'Q-1', name: 'Crème', quantity: 1, unitPrice: o.price }],
  });
}

let a: { id: number; order_no: string };
let b: { id: number; order_no: string };
let c: { id: number; order_no: string };
const MAY = 'from=2019-05-10&to=2019-05-12';

beforeAll(async () => {
  kit = await startAdminKit();
  world = await franchiseWorld(kit.api);
  // a: cash awaiting validation (Alger, 10 May); b: card paid at 23:30 UTC on 10 May, i.e. 11 May in Algiers;
  // c: cash validated (Oran, 12 May)
  a = await order(world.alger.pharmacyId, {
    cash: true,
    state: 'pending_validation',
    at: '2019-05-10T10:00:00Z',
    price: 300_000,
  });
  b = await order(world.alger.pharmacyId, { cash: false, state: 'paid', at: '2019-05-10T23:30:00Z', price: 100_000 });
  c = await order(world.oran.pharmacyId, { cash: true, state: 'paid', at: '2019-05-12T09:00:00Z', price: 200_000 });
});
afterAll(async () => kit?.api.close());

const list = async (query: string) => {
  const res = await kit.call('GET', `/admin/orders_list/0/100?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.payload as { orders: Row[]; total: number; total_exact?: false };
};

describe('orders_list filters and sorts', () => {
  it('narrows to a date range (days in Algiers time), newest first', async () => {
    const may = await list(MAY);
    expect(ids(may.orders)).toEqual([c.id, b.id, a.id]);
    expect(may).toMatchObject({ total: 3 });
    expect(may.total_exact).toBeUndefined();
    expect(ids((await list('from=2019-05-11&to=2019-05-11')).orders)).toEqual([b.id]);
    expect(ids((await list('from=2019-05-12')).orders)).toContain(c.id);
    expect(ids((await list('to=2019-05-10')).orders)).toEqual(expect.arrayContaining([a.id]));
    expect(ids((await list('to=2019-05-10')).orders)).not.toContain(b.id);
  });

  it('filters by payment type, wilaya, pharmacy and state, alone and combined', async () => {
    expect(ids((await list(`${MAY}&payment_type=1`)).orders)).toEqual([c.id, a.id]);
    expect(ids((await list(`${MAY}&payment_type=2`)).orders)).toEqual([b.id]);
    expect(ids((await list(`${MAY}&wilaya=${world.oran.wilayaId}`)).orders)).toEqual([c.id]);
    expect(ids((await list(`${MAY}&pharmacy=${world.alger.pharmacyId}`)).orders)).toEqual([b.id, a.id]);
    expect(ids((await list(`${MAY}&state=awaiting_validation`)).orders)).toEqual([a.id]);
    const combined = await list(
      `${MAY}&payment_type=1&wilaya=${world.alger.wilayaId}&pharmacy=${world.alger.pharmacyId}&state=awaiting_validation`,
    );
    expect(combined).toMatchObject({
      total: 1,
      orders: [{ id: a.id, state: 'awaiting_validation', payement_type: 1 }],
    });
    expect((await list(`${MAY}&payment_type=2&wilaya=${world.oran.wilayaId}`)).total).toBe(0);
  });

  it('counts a filtered list exactly: from the maintained counts for wilaya and pharmacy, capped otherwise', async () => {
    const bare = await list('');
    const byWilaya = await list(`wilaya=${world.oran.wilayaId}`);
    const byPharmacy = await list(`pharmacy=${world.oran.pharmacyId}`);
    const rows = await kit.api.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('state', 'in', ['paid', 'pending_validation']);
    expect(bare.total).toBe(Number((await rows.executeTakeFirstOrThrow()).n));
    expect(byWilaya.total).toBe(
      Number((await rows.where('wilaya_id', '=', world.oran.wilayaId).executeTakeFirstOrThrow()).n),
    );
    expect(byPharmacy.total).toBe(
      Number((await rows.where('pharmacy_id', '=', world.oran.pharmacyId).executeTakeFirstOrThrow()).n),
    );
    const cash = await list('payment_type=1');
    expect(cash.total).toBe(Number((await rows.where('payement_type', '=', 1).executeTakeFirstOrThrow()).n));
    expect(cash.orders.every((o) => o.payement_type === 1)).toBe(true);
  });

  it('sorts by amount, order number and date, both ways', async () => {
    expect(ids((await list(`${MAY}&sort=order_price&order=asc`)).orders)).toEqual([b.id, c.id, a.id]);
    expect(ids((await list(`${MAY}&sort=order_price&order=desc`)).orders)).toEqual([a.id, c.id, b.id]);
    const byNo = [a, b, c].sort((x, y) => (x.order_no < y.order_no ? -1 : 1)).map((o) => o.id);
    expect(ids((await list(`${MAY}&sort=order_no&order=asc`)).orders)).toEqual(byNo);
    expect(ids((await list(`${MAY}&sort=order_no&order=desc`)).orders)).toEqual([...byNo].reverse());
    expect(ids((await list(`${MAY}&sort=order_date&order=asc`)).orders)).toEqual([a.id, b.id, c.id]);
    // pages of a sorted list follow each other
    const first = await kit.call('GET', `/admin/orders_list/0/2?${MAY}&sort=order_price&order=asc`);
    const second = await kit.call('GET', `/admin/orders_list/2/2?${MAY}&sort=order_price&order=asc`);
    expect([...ids(first.body.payload.orders), ...ids(second.body.payload.orders)]).toEqual([b.id, c.id, a.id]);
  });

  it('refuses bad filter values in the caller’s language and lists nothing', async () => {
    const cases: [string, string][] = [
      ['payment_type=3', 'Unknown payment type: 1 (cash) or 2 (card).'],
      ['wilaya=abc', 'Invalid wilaya.'],
      ['pharmacy=-1', 'Invalid pharmacy.'],
      ['from=2019-02-30', 'Invalid date: expected YYYY-MM-DD.'],
      ['to=10/05/2019', 'Invalid date: expected YYYY-MM-DD.'],
      ['from=2019-05-12&to=2019-05-10', 'The start date cannot be after the end date.'],
      ['sort=pharmacy', 'Unknown sort: order_date, order_price or order_no, asc or desc.'],
      ['sort=order_no&order=up', 'Unknown sort: order_date, order_price or order_no, asc or desc.'],
    ];
    for (const [query, meta] of cases) {
      const res = await kit.call('GET', `/admin/orders_list/0/10?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body, query).toMatchObject({ code: 4000, payload: [], meta });
    }
    const fr = await kit.call('GET', '/admin/orders_list/0/10?payment_type=3', undefined, {
      ...kit.admin,
      language: '1',
    });
    expect(fr.body.meta).toBe('Type de paiement inconnu : 1 (espèces) ou 2 (carte).');
  });

  it('gives the franchisee the same filters for its wilaya only', async () => {
    const call = (q: string, who: Record<string, string>) =>
      kit.call('GET', `/franchise/orders_list/0/100?${q}`, undefined, who);
    const alger = (await call(`${MAY}&sort=order_date&order=asc`, world.headers.alger)).body.payload;
    expect(ids(alger.orders)).toEqual([a.id, b.id]);
    expect(ids((await call(`${MAY}&state=awaiting_validation`, world.headers.alger)).body.payload.orders)).toEqual([
      a.id,
    ]);
    expect(ids((await call(`${MAY}`, world.headers.oran)).body.payload.orders)).toEqual([c.id]);
    // no way out of the wilaya: the wilaya parameter is not the franchisee's to choose
    expect(ids((await call(`${MAY}&wilaya=${world.oran.wilayaId}`, world.headers.alger)).body.payload.orders)).toEqual([
      b.id,
      a.id,
    ]);
    expect((await call('from=nope', world.headers.alger)).status).toBe(400);
  });
});

describe('bulk validation', () => {
  it('validates the awaiting cash orders and refuses the others, each with its reason, each audited', async () => {
    const pending1 = await order(world.alger.pharmacyId, {
      cash: true,
      state: 'pending_validation',
      at: '2020-01-01T10:00:00Z',
      price: 1000,
    });
    const pending2 = await order(world.oran.pharmacyId, {
      cash: true,
      state: 'pending_validation',
      at: '2020-01-02T10:00:00Z',
      price: 1000,
    });
    const validated = await order(world.oran.pharmacyId, {
      cash: true,
      state: 'paid',
      at: '2020-01-03T10:00:00Z',
      price: 1000,
    });
    const card = await order(world.oran.pharmacyId, {
      cash: false,
      state: 'paid',
      at: '2020-01-04T10:00:00Z',
      price: 1000,
    });
    const res = await kit.call('PUT', '/admin/validate_orders', {
      orderIds: [pending1.id, card.id, String(pending2.id), validated.id, 99_999_999],
    });
    expect(res.status).toBe(200);
    expect(res.body.meta).toBe('2 orders validated');
    expect(res.body.payload).toEqual([
      {
        validated: [pending1.id, pending2.id],
        refused: [
          { orderId: card.id, code: 4095, reason: expect.stringContaining('card') },
          { orderId: validated.id, code: 4095, reason: 'This order is not awaiting sales validation.' },
          { orderId: 99_999_999, code: 4041, reason: 'Order not found.' },
        ],
      },
    ]);
    const rows = await kit.api.db
      .selectFrom('orders')
      .select(['id', 'state', 'status'])
      .where('id', 'in', [pending1.id, pending2.id, card.id])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: pending1.id, state: 'paid', status: 1 },
      { id: pending2.id, state: 'paid', status: 1 },
      { id: card.id, state: 'paid', status: 1 },
    ]);
    const audit = await kit.api.db
      .selectFrom('audit_log')
      .select(['resource_id', 'actor_email'])
      .where('resource', '=', 'order')
      .where(
        'resource_id',
        'in',
        [pending1, pending2, card, validated].map((o) => String(o.id)),
      )
      .execute();
    expect(audit.map((r) => r.resource_id).sort()).toEqual([String(pending1.id), String(pending2.id)].sort());
    expect(audit.every((r) => r.actor_email === 'admin@demo.dz')).toBe(true);
    const again = await kit.call(
      'PUT',
      '/admin/validate_orders',
      { orderIds: [pending1.id] },
      { ...kit.admin, language: '1' },
    );
    expect(again.body).toMatchObject({
      meta: '0 commande validée',
      payload: [{ validated: [], refused: [{ orderId: pending1.id }] }],
    });
  });

  it('refuses an empty, oversized or malformed list, and other roles', async () => {
    for (const orderIds of [[], Array.from({ length: 101 }, (_, i) => i + 1), ['x'], 'all']) {
      const res = await kit.call('PUT', '/admin/validate_orders', { orderIds });
      expect(res.status, JSON.stringify(orderIds).slice(0, 20)).toBe(400);
      if (Array.isArray(orderIds)) expect(res.body.meta).toBe('Choose between 1 and 100 orders.');
    }
    const pending = await order(world.alger.pharmacyId, {
      cash: true,
      state: 'pending_validation',
      at: '2020-02-01T10:00:00Z',
      price: 1000,
    });
    for (const headers of [kit.franchise, kit.pharmacy, {}]) {
      const res = await kit.call('PUT', '/admin/validate_orders', { orderIds: [pending.id] }, headers);
      expect(res.status).toBeGreaterThanOrEqual(400);
    }
    const row = await kit.api.db
      .selectFrom('orders')
      .select('state')
      .where('id', '=', pending.id)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('pending_validation');
  });
});

describe('order timeline', () => {
  it('tells creation, every note with its author, and the validation by whom, oldest first', async () => {
    const o = await order(world.alger.pharmacyId, {
      cash: true,
      state: 'pending_validation',
      at: '2020-03-01T10:00:00Z',
      price: 1000,
    });
    await kit.call('POST', '/admin/add_note', { orderId: o.id, note: 'Appeler la pharmacie' });
    await kit.call('POST', '/admin/add_note', { orderId: o.id, note: 'Livraison jeudi' });
    await kit.call('PUT', '/admin/update_order_status', { orderId: o.id, status: 1 });
    const res = await kit.call('GET', `/admin/order_timeline/${o.id}`);
    expect(res.status).toBe(200);
    expect(res.body.payload).toEqual([
      { at: '2020-03-01T10:00:00.000Z', kind: 'created', by: expect.any(String), by_role: 'pharmacy' },
      { at: expect.any(String), kind: 'note', by: 'admin@demo.dz', by_role: 'admin', text: 'Appeler la pharmacie' },
      { at: expect.any(String), kind: 'note', by: 'admin@demo.dz', by_role: 'admin', text: 'Livraison jeudi' },
      { at: expect.any(String), kind: 'validated', by: 'admin@demo.dz', by_role: 'admin' },
    ]);
    // the franchisee of the wilaya sees it without the admin's name; another wilaya's does not see it at all
    const own = await kit.call('GET', `/franchise/order_timeline/${o.id}`, undefined, world.headers.alger);
    expect(own.body.payload.map((e: { kind: string; by: string | null }) => [e.kind, e.by === null])).toEqual([
      ['created', false],
      ['note', true],
      ['note', true],
      ['validated', true],
    ]);
    expect((await kit.call('GET', `/franchise/order_timeline/${o.id}`, undefined, world.headers.oran)).status).toBe(
      404,
    );
    expect(
      (await kit.call('GET', `/admin/order_timeline/${o.id}`, undefined, kit.pharmacy)).status,
    ).toBeGreaterThanOrEqual(400);
    expect((await kit.call('GET', '/admin/order_timeline/99999999')).body.code).toBe(4041);
    expect((await kit.call('GET', '/admin/order_timeline/abc')).status).toBe(400);
  });

  it('tells the payment attempts with their outcomes and the refunds with amounts and who made them', async () => {
    const o = await order(world.alger.pharmacyId, {
      cash: false,
      state: 'paid',
      at: '2020-04-01T10:00:00Z',
      price: 500_000,
    });
    const admin = await kit.api.db
      .selectFrom('admins')
      .select('id')
      .where('email', '=', 'admin@demo.dz')
      .executeTakeFirstOrThrow();
    await kit.api.db
      .insertInto('payments')
      .values({
        order_id: o.id,
        provider: 'satim',
        order_number: `${o.order_no}-1`,
        amount: 595_000,
        status: 'declined',
        resp_code_desc: 'Carte expirée',
        raw: '{}',
        created_at: new Date('2020-04-01T10:01:00Z'),
        updated_at: new Date(),
      })
      .execute();
    const paid = await kit.api.db
      .insertInto('payments')
      .values({
        order_id: o.id,
        provider: 'satim',
        order_number: `${o.order_no}-2`,
        amount: 595_000,
        status: 'paid',
        raw: '{}',
        created_at: new Date('2020-04-01T10:05:00Z'),
        confirmed_at: new Date('2020-04-01T10:06:00Z'),
        updated_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await kit.api.db
      .insertInto('refunds')
      .values({
        payment_id: paid.id,
        admin_id: admin.id,
        amount: 100_000,
        status: 'done',
        raw: '{}',
        created_at: new Date('2020-04-02T09:00:00Z'),
      })
      .execute();
    const res = await kit.call('GET', `/admin/order_timeline/${o.id}`);
    expect(res.body.payload).toEqual([
      expect.objectContaining({ kind: 'created' }),
      {
        at: '2020-04-01T10:01:00.000Z',
        kind: 'payment',
        by: expect.any(String),
        by_role: 'pharmacy',
        amount: 5950,
        outcome: 'declined',
        reason: 'Carte expirée',
      },
      {
        at: '2020-04-01T10:06:00.000Z',
        kind: 'payment',
        by: expect.any(String),
        by_role: 'pharmacy',
        amount: 5950,
        outcome: 'paid',
        reason: null,
      },
      {
        at: '2020-04-02T09:00:00.000Z',
        kind: 'refund',
        by: 'admin@demo.dz',
        by_role: 'admin',
        amount: 1000,
        outcome: 'done',
      },
    ]);
  });
});

describe('refund offer in the details', () => {
  it('says what the gateway can still refund: nothing without a paid card payment, the rest after a partial refund', async () => {
    // a card order with no gateway payment (seeded, imported): /admin/refund_order refuses it, so nothing is offered
    const bare = await order(world.alger.pharmacyId, {
      cash: false,
      state: 'paid',
      at: '2020-05-01T10:00:00Z',
      price: 100_000,
    });
    expect((await kit.call('POST', '/admin/order_details', { orderId: bare.id })).body.payload.order).toMatchObject({
      refunded_amount: 0,
      refundable_amount: 0,
    });
    expect((await kit.call('POST', '/admin/refund_order', { orderId: bare.id, amount: '10' })).body.code).toBe(4095);

    const paid = await order(world.alger.pharmacyId, {
      cash: false,
      state: 'paid',
      at: '2020-05-02T10:00:00Z',
      price: 100_000,
    });
    await kit.api.db
      .insertInto('payments')
      .values({
        order_id: paid.id,
        provider: 'satim',
        order_number: `${paid.order_no}-1`,
        provider_order_id: `md-${paid.id}`,
        amount: 119_000,
        refunded_amount: 19_000,
        status: 'paid',
        raw: '{}',
        updated_at: new Date(),
        created_at: new Date(),
      })
      .execute();
    await kit.api.db.updateTable('orders').set({ refunded_amount: 19_000 }).where('id', '=', paid.id).execute();
    const details = (await kit.call('POST', '/admin/order_details', { orderId: paid.id })).body.payload.order;
    expect(details).toMatchObject({ state: 'partly_refunded', refunded_amount: 190, refundable_amount: 1000 });
    // a cash order is never refunded to a card
    const cash = await order(world.alger.pharmacyId, {
      cash: true,
      state: 'paid',
      at: '2020-05-03T10:00:00Z',
      price: 100_000,
    });
    expect(
      (await kit.call('POST', '/admin/order_details', { orderId: cash.id })).body.payload.order.refundable_amount,
    ).toBe(0);
  });
});
