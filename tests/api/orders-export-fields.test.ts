import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder } from '../support/orders.js';
import { type AdminKit, startAdminKit } from './admin-fixtures.js';

/** Issue 27 §15: orders_list rows carry what the export needs (additions): wilaya, HT, VAT, stamp duty, invoice number. */
let kit: AdminKit;
let pharmacy: { id: number; wilaya_id: number };
beforeAll(async () => {
  kit = await startAdminKit();
  pharmacy = await kit.api.db
    .selectFrom('pharmacies')
    .select(['id', 'wilaya_id'])
    .where('email', '=', 'pharmacy@demo.dz')
    .executeTakeFirstOrThrow();
});
afterAll(async () => kit?.api.close());

const orderNo = `X27${Date.now().toString(36).toUpperCase()}`;

describe('orders_list export fields', () => {
  it('answers wilaya_id, price_without_tax, tax_amount, stamp_duty and invoice_no (null until numbered)', async () => {
    const order = await insertOrder(kit.api, {
      pharmacyId: pharmacy.id,
      orderNo,
      address: '12 rue Didouche Mourad, Alger',
      status: 2,
      payementType: 1,
      state: 'pending_validation',
      lines: [{ ref: 'X-1', name: 'Crème', quantity: 2, unitPrice: 100_000 }],
    });
    await kit.api.db
      .updateTable('orders')
      .set({ stamp_duty: 2_380, total: 240_380 })
      .where('id', '=', order.id)
      .execute();
    const row = async () => {
      const res = await kit.call('GET', `/admin/orders_list/0/10?search=${orderNo}`);
      return res.body.payload.orders.find((o: { id: number }) => o.id === order.id);
    };
    expect(await row()).toMatchObject({
      wilaya_id: pharmacy.wilaya_id,
      price_without_tax: 2000,
      tax_amount: 380,
      stamp_duty: 23.8,
      order_price: 2403.8,
      invoice_no: null,
    });
    // a provisional invoice (seq < 0) has no number yet
    await kit.api.db
      .insertInto('invoices')
      .values({ order_id: order.id, year: 2026, seq: -order.id, number: `provisional-${order.id}` })
      .execute();
    expect((await row()).invoice_no).toBeNull();
    await kit.api.db
      .updateTable('invoices')
      .set({ seq: 900_000 + (order.id % 90_000), number: `FA-${orderNo}` })
      .where('order_id', '=', order.id)
      .execute();
    expect((await row()).invoice_no).toBe(`FA-${orderNo}`);
    // the franchisee's list carries them too
    const franchise = await kit.call('GET', `/franchise/orders_list/0/10?search=${orderNo}`, undefined, kit.franchise);
    expect(franchise.body.payload.orders[0]).toMatchObject({
      id: order.id,
      invoice_no: `FA-${orderNo}`,
      price_without_tax: 2000,
    });
  });
});
