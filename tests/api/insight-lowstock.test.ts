import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueLowStockMail } from '../../server/stock/lowStockMail.js';
import { type AdminKit, startAdminKit } from './admin-fixtures.js';

/** Low stock (issue 16): flag and filter in the admin product list, the dashboard, the admins' daily mail. */
let kit: AdminKit;
let low: { id: number; ref: string };
beforeAll(async () => {
  kit = await startAdminKit();
  const db = kit.api.db;
  // a known state: every product well stocked but two, one under the threshold (10) and one exactly at it
  await db.updateTable('products').set({ quantity: 50 }).execute();
  const [a, b] = await db
    .selectFrom('products')
    .select(['id', 'ref'])
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .limit(2)
    .execute();
  await db.updateTable('products').set({ quantity: 3 }).where('id', '=', a!.id).execute();
  await db.updateTable('products').set({ quantity: 10 }).where('id', '=', b!.id).execute();
  low = a!;
});
afterAll(async () => kit?.api.close());

describe('admin product list', () => {
  it('flags products under LOW_STOCK_THRESHOLD and lists only them with ?low_stock=1', async () => {
    const all = (await kit.call('GET', '/admin/products_list')).body.payload as {
      id: number;
      low_stock: boolean;
      quantity: number;
    }[];
    expect(all.filter((p) => p.low_stock).map((p) => p.id)).toEqual([low.id]);
    expect(all.find((p) => p.quantity === 10)?.low_stock).toBe(false);
    const only = (await kit.call('GET', '/admin/products_list?low_stock=1')).body.payload as { id: number }[];
    expect(only.map((p) => p.id)).toEqual([low.id]);
    expect((await kit.call('GET', '/admin/products_list?low_stock=0')).body.payload).toHaveLength(all.length);
  });
});

describe('admin dashboard', () => {
  it('counts and lists them', async () => {
    const s = (await kit.call('GET', '/admin/stats')).body.payload;
    expect(s.low_stock).toEqual({
      threshold: 10,
      count: 1,
      products: [{ id: low.id, ref: low.ref, name: expect.any(String), quantity: 3 }],
    });
  });
});

describe('daily mail', () => {
  const mails = () =>
    kit.api.db
      .selectFrom('outgoing_mail')
      .select(['recipient', 'subject', 'text_body'])
      .where('subject', 'like', '%stock%')
      .orderBy('id')
      .execute();

  it('goes to every admin once a day, in their language, across instances', async () => {
    const { api } = kit;
    const admins = await api.db.selectFrom('admins').select(['email', 'language']).execute();
    const morning = new Date('2031-05-04T06:30:00Z');
    expect(await queueLowStockMail(api.config, api.db, new Date('2031-05-04T05:59:00Z'))).toBe(0);
    // two instances at once, then a later run the same day: one set of mails
    const runs = await Promise.all([
      queueLowStockMail(api.config, api.db, morning),
      queueLowStockMail(api.config, api.db, morning),
    ]);
    expect(runs.sort()).toEqual([0, admins.length]);
    expect(await queueLowStockMail(api.config, api.db, new Date('2031-05-04T18:00:00Z'))).toBe(0);
    const sent = await mails();
    expect(sent.map((m) => m.recipient).sort()).toEqual(admins.map((a) => a.email).sort());
    for (const m of sent) {
      const fr = admins.find((a) => a.email === m.recipient)!.language === 1;
      expect(m.subject).toMatch(fr ? /stock bas : 1 produit sous 10 unités/ : /low stock: 1 product under 10 units/);
      expect(m.text_body).toContain(low.ref);
      expect(m.text_body).toContain(`/admin/product?filter=${encodeURIComponent('{"low_stock":true}')}`);
    }
    // the next day, again once
    expect(await queueLowStockMail(api.config, api.db, new Date('2031-05-05T07:00:00Z'))).toBe(admins.length);
    // 23:30 UTC on the 6th is 00:30 on the 7th in Algiers: the day is the Algiers one, whose mail waits for 07:00
    // there (06:00 UTC); a UTC day would send it now and again at 07:00
    expect(await queueLowStockMail(api.config, api.db, new Date('2031-05-06T23:30:00Z'))).toBe(0);
    expect(await queueLowStockMail(api.config, api.db, new Date('2031-05-07T05:59:00Z'))).toBe(0);
    expect(await queueLowStockMail(api.config, api.db, new Date('2031-05-07T06:00:00Z'))).toBe(admins.length);
  });

  it('sends nothing when no product is low', async () => {
    await kit.api.db.updateTable('products').set({ quantity: 50 }).execute();
    const before = (await mails()).length;
    expect(await queueLowStockMail(kit.api.config, kit.api.db, new Date('2031-06-01T08:00:00Z'))).toBe(0);
    expect((await mails()).length).toBe(before);
  });
});
