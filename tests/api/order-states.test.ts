import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '../../src/contract/constants.js';
import { translate } from '../../src/contract/messages/index.js';
import { ORDER_STATES, type OrderStateName, orderStateLabelKey } from '../../src/contract/orderStates.js';
import type { OrderState } from '../../server/db/schema.js';
import { startApi, type TestApi } from '../support/api.js';
import { insertOrder } from '../support/orders.js';

/** Every order state in words, in the pharmacy's, the franchisee's and the admin's lists and details (issue 10). */
let api: TestApi;
let pharmacyId: number;
const ids = new Map<OrderStateName, number>();
const headers: Record<'pharmacy' | 'franchise' | 'admin', Record<string, string>> = {
  pharmacy: {},
  franchise: {},
  admin: {},
};

/** Stored fields that give each state in words. */
const STORED: Record<
  OrderStateName,
  { state: OrderState; status?: 1 | 2; refunded?: 'all' | 'part'; payementType?: 1 | 2 }
> = {
  awaiting_payment: { state: 'awaiting_payment' },
  paid: { state: 'paid', status: 1 },
  awaiting_validation: { state: 'pending_validation', payementType: 1 },
  // how sales validation really stores a cash order (cashStatus.ts): the old derivation looked for
  // pending_validation with status 1, which nothing writes, so "Validée" matched nothing (issue 26, point 15)
  validated: { state: 'paid', status: 1, payementType: 1 },
  failed: { state: 'failed' },
  expired: { state: 'expired' },
  superseded: { state: 'superseded' },
  cancelled: { state: 'cancelled' },
  refunded: { state: 'paid', status: 1, refunded: 'all' },
  partly_refunded: { state: 'paid', status: 1, refunded: 'part' },
  late_paid: { state: 'late_paid', refunded: 'all' },
  rejected: { state: 'rejected', payementType: 1 },
};

beforeAll(async () => {
  api = await startApi();
  headers.pharmacy = await api.login('pharmacy');
  headers.franchise = await api.login('franchise');
  headers.admin = await api.login('admin');
  pharmacyId = (
    await api.db.selectFrom('pharmacies').select('id').where('email', '=', 'pharmacy@demo.dz').executeTakeFirstOrThrow()
  ).id;
  const stamp = Date.now().toString(36).toUpperCase();
  for (const name of ORDER_STATES) {
    const s = STORED[name];
    const o = await insertOrder(api, {
      pharmacyId,
      orderNo: `ST-${stamp}-${name}`,
      address: '1 rue des Tests',
      status: s.status ?? 2,
      payementType: s.payementType ?? 2,
      state: s.state,
      lines: [{ ref: 'ST-1', name: 'Sérum test', quantity: 2, unitPrice: 100_000 }],
    });
    ids.set(name, o.id);
    if (s.refunded)
      await api.db
        .updateTable('orders')
        .set({ refunded_amount: s.refunded === 'all' ? 238_000 : 1_000 })
        .where('id', '=', o.id)
        .execute();
  }
  const awaiting = ids.get('awaiting_payment')!;
  await api.db
    .updateTable('orders')
    .set({ expires_at: new Date(Date.now() + 600_000) })
    .where('id', '=', awaiting)
    .execute();
  await api.db
    .insertInto('payments')
    .values([
      {
        order_id: awaiting,
        provider: 'satim',
        order_number: `A${stamp}`.slice(0, 10),
        amount: 238_000,
        status: 'registered',
        form_url: 'https://gateway.test/pay?mdOrder=1',
      },
      {
        order_id: ids.get('failed')!,
        provider: 'satim',
        order_number: `F${stamp}`.slice(0, 10),
        amount: 238_000,
        status: 'declined',
        resp_code: '51',
        resp_code_desc: 'Votre transaction a été rejetée : solde insuffisant',
      },
    ])
    .execute();
});
afterAll(() => api?.close());

const lists = {
  pharmacy: (q: string) => `/pharmacy/orders_list/0/100?${q}`,
  franchise: (q: string) => `/franchise/orders_list/0/100?${q}`,
  admin: (q: string) => `/admin/orders_list/0/100?${q}`,
};

describe('order states in words', () => {
  for (const area of ['pharmacy', 'franchise', 'admin'] as const) {
    for (const [lang, header] of [
      ['fr', '1'],
      ['en', '2'],
    ] as [Lang, string][]) {
      it(`${area} (${lang}): every state appears with its label, beside status and payement_type`, async () => {
        const res = await api.call('GET', lists[area]('state=all&search=ST-'), {
          headers: { ...headers[area], language: header },
        });
        expect(res.body.code).toBe(2001);
        for (const name of ORDER_STATES) {
          const row = res.body.payload.orders.find((o: { id: number }) => o.id === ids.get(name));
          expect(row, name).toBeDefined();
          // the attempt was made in French: a code the catalogue knows is worded in the reader's language
          const reason = translate(lang, 'payment.respCode.51');
          const label =
            name === 'failed'
              ? translate(lang, 'orderState.failedWithReason', { reason })
              : translate(lang, orderStateLabelKey(name));
          expect(row).toMatchObject({
            state: name,
            state_label: label,
            status: STORED[name].status ?? 2,
            payement_type: STORED[name].payementType ?? 2,
          });
          expect(row.state_label).not.toMatch(/^orderState\./);
        }
      });
    }

    it(`${area}: each state filter lists that state only`, async () => {
      for (const name of ORDER_STATES) {
        const res = await api.call('GET', lists[area](`state=${name}&search=ST-`), { headers: headers[area] });
        expect(
          res.body.payload.orders.map((o: { id: number }) => o.id),
          name,
        ).toEqual([ids.get(name)]);
      }
    });
  }

  it('by default the pharmacy sees all of its orders but replaced attempts, the back office placed orders only', async () => {
    const shown = async (area: keyof typeof lists) =>
      new Set(
        (await api.call('GET', lists[area]('search=ST-'), { headers: headers[area] })).body.payload.orders.map(
          (o: { state: string }) => o.state,
        ),
      );
    expect(await shown('pharmacy')).toEqual(new Set(ORDER_STATES.filter((s) => s !== 'superseded')));
    const placed = new Set(['paid', 'awaiting_validation', 'validated', 'refunded', 'partly_refunded']);
    expect(await shown('franchise')).toEqual(placed);
    expect(await shown('admin')).toEqual(placed);
  });

  it('details carry the state and the failure reason; the pharmacy gets the payment page while it is open', async () => {
    const mine = await api.call('POST', '/pharmacy/order_details', {
      headers: { ...headers.pharmacy, language: '1' },
      body: { orderID: ids.get('awaiting_payment') },
    });
    expect(mine.body.payload.order).toMatchObject({
      state: 'awaiting_payment',
      state_label: 'En attente de paiement',
      resume_url: 'https://gateway.test/pay?mdOrder=1',
    });
    const failed = await api.call('POST', '/admin/order_details', {
      headers: headers.admin,
      body: { orderId: ids.get('failed') },
    });
    const reason = 'Your transaction was rejected: insufficient funds.';
    expect(failed.body.payload.order).toMatchObject({
      state: 'failed',
      state_reason: reason,
      state_label: `Failed: ${reason}`,
    });
    expect(failed.body.payload.order.resume_url).toBeUndefined();
    // a code the catalogue does not know keeps the gateway's own words
    await api.db
      .updateTable('payments')
      .set({ resp_code: '999', resp_code_desc: 'Carte en opposition' })
      .where('order_id', '=', ids.get('failed')!)
      .execute();
    const unknown = await api.call('POST', '/admin/order_details', {
      headers: headers.admin,
      body: { orderId: ids.get('failed') },
    });
    expect(unknown.body.payload.order).toMatchObject({
      state_reason: 'Carte en opposition',
      state_label: 'Failed: Carte en opposition',
    });
    await api.db
      .updateTable('payments')
      .set({ resp_code: '51', resp_code_desc: 'Votre transaction a été rejetée : solde insuffisant' })
      .where('order_id', '=', ids.get('failed')!)
      .execute();
    await api.db
      .updateTable('orders')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', ids.get('awaiting_payment')!)
      .execute();
    const over = await api.call('POST', '/pharmacy/order_details', {
      headers: headers.pharmacy,
      body: { orderID: ids.get('awaiting_payment') },
    });
    expect(over.body.payload.order.resume_url).toBeNull();
  });
});
