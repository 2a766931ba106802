import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderState } from '../../server/db/schema.js';
import { fulfilmentOfEarlierOrders, RECENT_DAYS } from '../../server/db/migrations/032_fulfilment_of_earlier_orders.js';
import { insertOrder } from '../support/orders.js';
import { startApi, type TestApi } from '../support/api.js';
import { paymentFixture } from './payment-fixtures.js';

/**
 * Migration 032 (D70): orders paid before migration 025 had no fulfilment state. Run at a fixed instant (Thursday
 * 26 November 2026, 13:00 in Algiers), the migration's work delivers the old ones by history and queues the recent
 * ones with the due date they would have had; it leaves every other order alone and does nothing the second time.
 */
let api: TestApi;
let pharmacyId: number;
const NOW = new Date('2026-11-26T12:00:00Z');
let seq = 0;

beforeAll(async () => {
  api = await startApi({ seed: false });
  pharmacyId = (await paymentFixture(api).pharmacy('Pharmacie Historique')).id;
});
afterAll(async () => api?.close());

async function earlier(state: OrderState, paidAt: Date | null, fulfilment: 'preparing' | null = null) {
  const o = await insertOrder(api, {
    pharmacyId,
    orderNo: `H32-${Date.now().toString(36)}-${++seq}`,
    address: '3 rue Larbi Ben Mhidi, Oran',
    status: state === 'paid' ? 1 : 2,
    payementType: 2,
    state,
    paidAt,
    createdAt: paidAt ?? new Date('2026-11-20T09:00:00Z'),
    lines: [{ ref: 'H-1', name: 'Crème', quantity: 2, unitPrice: 120_000 }],
  });
  // as before migration 025: no fulfilment state (the test database has the column already)
  await api.db.updateTable('orders').set({ fulfilment, due_at: null }).where('id', '=', o.id).execute();
  return o.id;
}
const stateOf = (id: number) =>
  api.db.selectFrom('orders').select(['fulfilment', 'due_at']).where('id', '=', id).executeTakeFirstOrThrow();

describe('migration 032: the fulfilment of orders placed before issue 28', () => {
  it('delivers the old paid orders, queues the recent ones with their due date, leaves the others', async () => {
    const old = await earlier('paid', new Date('2026-10-01T09:00:00Z'));
    // just before the window's edge (RECENT_DAYS before NOW): history
    const edge = await earlier('paid', new Date(NOW.getTime() - RECENT_DAYS * 86_400_000 - 60_000));
    // Tuesday 24 November, 09:00 Algiers: 72 business hours are Wednesday, Thursday, (weekend), Sunday 09:00
    const recent = await earlier('paid', new Date('2026-11-24T08:00:00Z'));
    // Thursday 19 November, 15:00 Algiers, within the window: due Tuesday 24 November 15:00, overdue at NOW
    const overdue = await earlier('paid', new Date('2026-11-19T14:00:00Z'));
    const awaiting = await earlier('pending_validation', null);
    const rejected = await earlier('rejected', null);
    const latePaid = await earlier('late_paid', new Date('2026-11-25T09:00:00Z'));
    const started = await earlier('paid', new Date('2026-11-25T09:00:00Z'), 'preparing');

    expect(await fulfilmentOfEarlierOrders(api.db, NOW)).toEqual({ delivered: 2, queued: 2 });

    expect(await stateOf(old)).toEqual({ fulfilment: 'delivered', due_at: null });
    expect(await stateOf(edge)).toEqual({ fulfilment: 'delivered', due_at: null });
    expect(await stateOf(recent)).toEqual({ fulfilment: 'to_prepare', due_at: new Date('2026-11-29T08:00:00Z') });
    expect(await stateOf(overdue)).toEqual({ fulfilment: 'to_prepare', due_at: new Date('2026-11-24T14:00:00Z') });
    for (const id of [awaiting, rejected, latePaid])
      expect(await stateOf(id)).toEqual({ fulfilment: null, due_at: null });
    expect(await stateOf(started)).toEqual({ fulfilment: 'preparing', due_at: null });

    // the queued ones are in the preparation queue, oldest due first, the one due in the past shown overdue
    const admin = await paymentFixture(api).admin();
    const queue = await api.call('GET', '/admin/preparation_queue/0/100', { headers: admin.headers });
    expect(queue.body.code).toBe(2001);
    const queued = queue.body.payload.orders.filter((o: { id: number }) => [recent, overdue, old].includes(o.id));
    expect(queued.map((o: { id: number }) => o.id)).toEqual([overdue, recent]);
    expect(queued[0].overdue).toBe(true);

    // run again (a migration is applied once, but its work must not move what it already placed)
    expect(await fulfilmentOfEarlierOrders(api.db, NOW)).toEqual({ delivered: 0, queued: 0 });
    expect(await stateOf(recent)).toEqual({ fulfilment: 'to_prepare', due_at: new Date('2026-11-29T08:00:00Z') });
  });
});
