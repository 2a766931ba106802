import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder } from '../support/orders.js';
import { type AdminKit, startAdminKit } from './admin-fixtures.js';

/**
 * Issue 27 §12: a card payment that did not go through is no order: its invoice and the bulk validation say so in
 * words (not "order not found"), and nothing changes.
 */
let kit: AdminKit;
let pharmacyId: number;
beforeAll(async () => {
  kit = await startAdminKit();
  pharmacyId = (
    await kit.api.db
      .selectFrom('pharmacies')
      .select('id')
      .where('email', '=', 'pharmacy@demo.dz')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => kit?.api.close());

let seq = 0;
const cardAttempt = (state: 'failed' | 'expired' | 'cancelled') =>
  insertOrder(kit.api, {
    pharmacyId,
    orderNo: `F27${Date.now().toString(36).toUpperCase()}${++seq}`,
    address: '12 rue Didouche Mourad, Alger',
    status: 2,
    payementType: 2,
    state,
    lines: [{ ref: 'F-1', name: 'Crème', quantity: 1, unitPrice: 1000 }],
  });

describe('a failed card order in the back office', () => {
  it('its invoice answers that the payment did not go through, in the language asked', async () => {
    const failed = await cardAttempt('failed');
    const en = await kit.call('GET', `/admin/generate-invoice/${failed.id}?orderId=${failed.id}`);
    expect(en.status).toBe(404);
    expect(en.body).toMatchObject({
      code: 4041,
      meta: 'This card payment did not go through: the order has no invoice.',
    });
    const fr = await kit.call('GET', `/admin/generate-invoice/${failed.id}`, undefined, {
      ...kit.admin,
      language: '1',
    });
    expect(fr.body.meta).toBe('Ce paiement par carte n’a pas abouti : la commande n’a pas de facture.');
    // an id that is no order at all is still "not found"
    expect((await kit.call('GET', '/admin/generate-invoice/99999999')).body.meta).toBe('Order not found');
  });

  it('the bulk validation skips it with that reason, validates the others and leaves it as it was', async () => {
    const failed = await cardAttempt('failed');
    const expired = await cardAttempt('expired');
    const cash = await insertOrder(kit.api, {
      pharmacyId,
      orderNo: `F27C${Date.now().toString(36).toUpperCase()}`,
      address: '12 rue Didouche Mourad, Alger',
      status: 2,
      payementType: 1,
      state: 'pending_validation',
      lines: [{ ref: 'F-2', name: 'Gel', quantity: 1, unitPrice: 1000 }],
    });
    const res = await kit.call('PUT', '/admin/validate_orders', { orderIds: [failed.id, cash.id, expired.id] });
    expect(res.body.payload).toEqual([
      {
        validated: [cash.id],
        refused: [
          {
            orderId: failed.id,
            code: 4095,
            reason: 'This card payment did not go through: there is no order to validate.',
          },
          {
            orderId: expired.id,
            code: 4095,
            reason: 'This card payment did not go through: there is no order to validate.',
          },
        ],
      },
    ]);
    const rows = await kit.api.db
      .selectFrom('orders')
      .select(['id', 'state', 'status'])
      .where('id', 'in', [failed.id, expired.id])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: failed.id, state: 'failed', status: 2 },
      { id: expired.id, state: 'expired', status: 2 },
    ]);
    const audited = await kit.api.db
      .selectFrom('audit_log')
      .select('id')
      .where('resource', '=', 'order')
      .where('resource_id', 'in', [String(failed.id), String(expired.id)])
      .execute();
    expect(audited).toEqual([]);
    // the one-order toggle refuses it the same way
    const one = await kit.call('PUT', '/admin/update_order_status', { orderId: failed.id, status: 1 });
    expect(one.body).toMatchObject({
      code: 4095,
      meta: 'This card payment did not go through: there is no order to validate.',
    });
  });
});
