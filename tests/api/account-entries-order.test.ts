import { afterAll, beforeAll, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api.js';

/** Issue 38 §7: the account's entries are listed newest first by their date, not by the order they were written. */
let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api?.close());

it('lists a pharmacy’s entries by date, for the pharmacy and the admin', async () => {
  const headers = await api.login('pharmacy');
  const pharmacy = await api.db
    .selectFrom('pharmacies')
    .select(['id', 'wilaya_id'])
    .where('email', '=', 'pharmacy@demo.dz')
    .executeTakeFirstOrThrow();
  // written last, dated first: a payment taken before the entries written before it
  const early = await api.db
    .insertInto('ledger_entries')
    .values({
      pharmacy_id: pharmacy.id,
      wilaya_id: pharmacy.wilaya_id,
      kind: 'payment',
      credit: 100,
      method: 'cash',
      created_at: new Date('2020-01-02T09:00:00Z'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const total = (await api.call('GET', '/pharmacy/account_entries/0/1', { headers })).body.payload.total as number;
  const all = (await api.call('GET', `/pharmacy/account_entries/0/${Math.min(total, 100)}`, { headers })).body.payload
    .entries as { id: number; date: string }[];
  expect(all.length).toBeGreaterThan(1);
  const dates = all.map((e) => e.date);
  expect(dates).toEqual([...dates].sort().reverse());
  if (total <= 100) expect(all.at(-1)!.id).toBe(early.id);
  expect(all[0]!.id).not.toBe(early.id);

  const admin = await api.login('admin');
  const seen = (
    await api.call('GET', `/admin/pharmacy_entries/${pharmacy.id}/0/${Math.min(total, 100)}`, { headers: admin })
  ).body.payload.entries as { id: number; date: string }[];
  expect(seen.map((e) => e.id)).toEqual(all.map((e) => e.id));
});
