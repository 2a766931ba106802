import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminKit,
  anyCategoryId,
  categoryBody,
  franchiseBody,
  freeWilaya,
  imageBytes,
  pharmacyBody,
  placeOrder,
  productFields,
  productForm,
  startAdminKit,
} from './admin-fixtures.js';
import { paidCardOrder, paymentFixture } from './payment-fixtures.js';

/** The audit log (issue 16): every admin/franchisee write leaves one entry with who, what and old → new. */
let kit: AdminKit;
beforeAll(async () => {
  kit = await startAdminKit();
});
afterAll(async () => kit?.api.close());

interface Entry {
  id: number;
  at: string;
  actor_role: string;
  actor_email: string;
  action: string;
  resource: string;
  resource_id: string;
  resource_label: string;
  changes: Record<string, { old: unknown; new: unknown }>;
}

/** The newest entry about a resource, read through the API. */
async function lastEntry(resource: string, resourceId: number | string): Promise<Entry> {
  const res = await kit.call('GET', `/admin/audit_log/0/100?resource=${resource}`);
  expect(res.body.code).toBe(2001);
  const entry = (res.body.payload.entries as Entry[]).find((e) => e.resource_id === String(resourceId));
  expect(entry, `${resource} ${resourceId}`).toBeDefined();
  return entry!;
}

const SECRET_FIELDS = /password|token|hash|card|pan|cvv/i;
const noSecrets = (e: Entry) => expect(Object.keys(e.changes).filter((k) => SECRET_FIELDS.test(k))).toEqual([]);

describe('each kind of write leaves its entry', () => {
  it('franchisees: create, update (old → new), delete; never the password hash', async () => {
    const wilaya = await freeWilaya(kit.api);
    const body = franchiseBody(wilaya.id);
    const id = (await kit.call('POST', '/admin/add_franchise', body)).body.payload[0].id as number;
    const created = await lastEntry('franchisee', id);
    expect(created).toMatchObject({
      action: 'create',
      actor_role: 'admin',
      actor_email: 'admin@demo.dz',
      resource_label: body.email,
    });
    expect(created.changes.first_name).toEqual({ old: null, new: 'Karim' });
    noSecrets(created);

    const upd = await kit.call('PUT', '/admin/update_franchise', {
      ...body,
      fraId: id,
      phone1: '0770 00 00 01',
      language: 1,
    });
    expect(upd.body.code).toBe(2001);
    const updated = await lastEntry('franchisee', id);
    expect(updated.action).toBe('update');
    expect(updated.changes).toEqual({
      phone1: { old: '0550 12 34 56', new: '0770 00 00 01' },
      language: { old: 2, new: 1 },
    });

    expect((await kit.call('DELETE', '/admin/delete_franchise', { id })).body.code).toBe(2001);
    const deleted = await lastEntry('franchisee', id);
    expect(deleted.action).toBe('delete');
    expect(deleted.changes.email).toEqual({ old: body.email, new: null });
    noSecrets(deleted);
  });

  it('pharmacies: admin create, update, delete, and a franchisee adding one', async () => {
    const fra = await kit.api.db
      .selectFrom('franchisees')
      .select(['id', 'wilaya_id'])
      .where('email', '=', 'franchise@demo.dz')
      .executeTakeFirstOrThrow();
    const body = pharmacyBody(fra.wilaya_id, fra.id);
    const id = (await kit.call('POST', '/admin/add_pharmacy', body)).body.payload[0].id as number;
    expect((await lastEntry('pharmacy', id)).changes.name).toEqual({ old: null, new: body.pharm_name });

    await kit.call('PUT', '/admin/update_pharmacy', { ...body, id, fra_id: fra.id, pharm_phone1: '021 99 99 99' });
    expect((await lastEntry('pharmacy', id)).changes).toEqual({ phone1: { old: '021 23 45 67', new: '021 99 99 99' } });

    await kit.call('DELETE', '/admin/delete_pharmacy', { id });
    const deleted = await lastEntry('pharmacy', id);
    expect(deleted.action).toBe('delete');
    noSecrets(deleted);

    const own = pharmacyBody(fra.wilaya_id, fra.id);
    const added = await kit.call('POST', '/franchise/add_pharmacy', own, kit.franchise);
    expect(added.body.code).toBe(2001);
    const entry = await lastEntry('pharmacy', added.body.payload[0].id);
    expect(entry).toMatchObject({
      action: 'create',
      actor_role: 'franchise',
      actor_email: 'franchise@demo.dz',
      resource_label: own.pharm_name,
    });
  });

  it('categories: create, update, delete', async () => {
    const body = categoryBody();
    const id = (await kit.call('POST', '/admin/add_category', body)).body.payload[0].id as number;
    expect((await lastEntry('category', id)).changes.name_fr).toEqual({ old: null, new: body.nameFR });
    await kit.call('PUT', '/admin/update_category', { ...body, catId: id, nameEN: 'Renamed care' });
    expect((await lastEntry('category', id)).changes).toEqual({ name_en: { old: body.nameEN, new: 'Renamed care' } });
    await kit.call('DELETE', '/admin/delete_category', { id });
    expect((await lastEntry('category', id)).action).toBe('delete');
  });

  it('products and images: create, price change in dinars, image added and removed, delete', async () => {
    const fields = productFields(await anyCategoryId(kit.api));
    const res = await kit.post(
      '/admin/add_product',
      productForm(fields, [{ bytes: await imageBytes(), name: 'a.png', main: true }]),
    );
    expect(res.body.code).toBe(2001);
    const id = res.body.payload[0].id as number;
    const created = await lastEntry('product', id);
    expect(created.changes.price).toEqual({ old: null, new: 620 });
    expect(created.changes.ref).toEqual({ old: null, new: fields.ref });

    await kit.call('PUT', '/admin/update_product', { ...fields, prodId: id, price: '700.25' });
    expect((await lastEntry('product', id)).changes).toEqual({ price: { old: 620, new: 700.25 } });

    const form = new FormData();
    form.append('productId', String(id));
    form.append('image', new Blob([new Uint8Array(await imageBytes('jpeg'))], { type: 'image/jpeg' }), 'b.jpg');
    const withImage = await kit.post('/admin/add_product_image', form);
    expect(withImage.body.code).toBe(2001);
    const imageId = (withImage.body.payload[0].images as { id: number }[]).at(-1)!.id;
    const imageEntry = await lastEntry('product_image', imageId);
    expect(imageEntry).toMatchObject({ action: 'create', resource_label: fields.ref });
    expect(imageEntry.changes.product_id).toEqual({ old: null, new: id });

    await kit.call('DELETE', '/admin/delete_product_image', { imageId, productId: id });
    expect((await lastEntry('product_image', imageId)).action).toBe('delete');

    await kit.call('PUT', '/admin/delete_product', { id });
    const deleted = await lastEntry('product', id);
    expect(deleted.action).toBe('delete');
    expect(deleted.changes.price).toEqual({ old: 700.25, new: null });
  });

  it('orders: status and note', async () => {
    const order = await placeOrder(kit.api, { cash: true, status: 2 });
    await kit.call('PUT', '/admin/update_order_status', { orderId: order.id, status: 1 });
    const status = await lastEntry('order', order.id);
    expect(status).toMatchObject({ action: 'update', resource_label: order.order_no });
    expect(status.changes.status).toEqual({ old: 2, new: 1 });
    expect(status.changes.state).toEqual({ old: 'pending_validation', new: 'paid' });

    await kit.call('POST', '/admin/add_note', { orderId: order.id, note: 'Livrer avant midi' });
    expect((await lastEntry('order', order.id)).changes).toEqual({ note: { old: null, new: 'Livrer avant midi' } });
  });

  it('refunds: amount and the refunded total, in dinars', async () => {
    const { orderId } = await paidCardOrder(paymentFixture(kit.api));
    const res = await kit.call('POST', '/admin/refund_order', { orderId, amount: '150.50' });
    expect(res.body.code).toBe(2001);
    const list = (await kit.call('GET', '/admin/audit_log/0/5?resource=refund')).body.payload.entries as Entry[];
    expect(list[0]!.changes).toMatchObject({
      order_id: { old: null, new: orderId },
      amount: { old: null, new: 150.5 },
      refunded_amount: { old: null, new: 150.5 },
    });
  });

  it('a refused write leaves nothing', async () => {
    const before = (await kit.call('GET', '/admin/audit_log/0/1')).body.payload.total;
    const res = await kit.call('POST', '/admin/add_category', { nameFR: '' });
    expect(res.status).toBe(400);
    expect((await kit.call('GET', '/admin/audit_log/0/1')).body.payload.total).toBe(before);
  });
});

describe('GET /admin/audit_log/{offset}/{limit}', () => {
  it('pages newest first and filters by search, actor, resource and dates', async () => {
    const page = (await kit.call('GET', '/admin/audit_log/0/3')).body.payload;
    expect(page.entries).toHaveLength(3);
    expect(page.total).toBeGreaterThan(10);
    const ats = page.entries.map((e: Entry) => e.at);
    expect([...ats].sort().reverse()).toEqual(ats);
    const next = (await kit.call('GET', '/admin/audit_log/3/3')).body.payload;
    expect(next.entries[0].id).toBeLessThan(page.entries[2].id);

    const byActor = (await kit.call('GET', '/admin/audit_log/0/100?actor=franchise%40demo')).body.payload;
    expect(byActor.total).toBeGreaterThan(0);
    expect(byActor.entries.every((e: Entry) => e.actor_email === 'franchise@demo.dz')).toBe(true);

    const search = (await kit.call('GET', '/admin/audit_log/0/100?search=Livrer%20avant')).body.payload;
    expect(search.entries.map((e: Entry) => e.resource)).toEqual(['order']);

    const today = new Date().toISOString().slice(0, 10);
    expect((await kit.call('GET', `/admin/audit_log/0/1?from=${today}&to=${today}`)).body.payload.total).toBe(
      page.total,
    );
    expect((await kit.call('GET', '/admin/audit_log/0/1?to=2019-01-01')).body.payload.total).toBe(0);
    const bad = await kit.call('GET', '/admin/audit_log/0/1?from=31-12-2019', undefined, {
      ...kit.admin,
      language: '1',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.meta).toMatch(/Filtre du journal invalide/);
  });

  it('refuses other roles', async () => {
    for (const headers of [kit.franchise, kit.pharmacy, {}]) {
      const res = await kit.call('GET', '/admin/audit_log/0/10', undefined, headers);
      expect(res.status).toBe(401);
      expect(JSON.stringify(res.body.payload ?? null)).not.toContain('actor_email');
    }
  });

  it('has no call that changes or deletes an entry, and the database refuses it too', async () => {
    const [entry] = (await kit.call('GET', '/admin/audit_log/0/1')).body.payload.entries as Entry[];
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
      const res = await kit.call(method, `/admin/audit_log/${entry!.id}/1`, { changes: {} });
      expect(res.status).toBe(404);
    }
    await expect(
      sql`UPDATE audit_log SET actor_email = 'x' WHERE id = ${entry!.id}`.execute(kit.api.db),
    ).rejects.toThrow(/neither changed nor deleted/);
    await expect(sql`DELETE FROM audit_log WHERE id = ${entry!.id}`.execute(kit.api.db)).rejects.toThrow(
      /neither changed nor deleted/,
    );
    const again = (await kit.call('GET', '/admin/audit_log/0/1')).body.payload.entries as Entry[];
    expect(again[0]).toEqual(entry);
  });
});
