import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api.js';
import { accountsFixture } from './accounts-fixtures.js';

/** Issue 30 §5: the receivables of the back offices, one pharmacy's account for the admin, cash collections (D96), exposure (D97). */
let api: TestApi;
let fx: ReturnType<typeof accountsFixture>;
let admin: { id: number; headers: Record<string, string> };
// one franchisee a wilaya: Alger's (the fixture's pharmacies) and Oran's
let own: { wilayaId: number; headers: Record<string, string> };
let away: { wilayaId: number; headers: Record<string, string> };

beforeAll(async () => {
  api = await startApi({
    seed: false,
    env: {
      DEFAULT_CREDIT_LIMIT: '100000',
      DEFAULT_PAYMENT_TERMS_DAYS: '30',
      CREDIT_HOLD_DAYS: '30',
      FRANCHISE_CASH_COLLECTION: '1',
    },
  });
  fx = accountsFixture(api);
  admin = await fx.admin();
  own = await fx.franchisee(16, 'Alger');
  away = await fx.franchisee(31, 'Oran');
});
afterAll(async () => api?.close());

type Row = { pharmacy_id: number; balance: number; aging: Record<string, number> };
const cents = (v: number) => Math.round(v * 100);

describe('receivables', () => {
  it('the aged totals equal the sum of the balances, whole list and one wilaya', async () => {
    const ph = await fx.pharmacy();
    await fx.oldInvoice(ph.id, 100, 95);
    await fx.oldInvoice(ph.id, 40, 35);
    await fx.recordPayment(admin, { pharmacyId: ph.id, amount: 300.5, method: 'cash' });
    for (const query of [
      '',
      `?wilaya=${(await api.db.selectFrom('pharmacies').select('wilaya_id').where('id', '=', ph.id).executeTakeFirstOrThrow()).wilaya_id}`,
    ]) {
      const res = await api.call('GET', `/admin/receivables/0/100${query}`, { headers: admin.headers });
      expect(res.body.code).toBe(2001);
      const rows = res.body.payload.pharmacies as Row[];
      expect(rows.map((r) => r.pharmacy_id)).toContain(ph.id);
      const aged = rows.reduce((s, r) => s + Object.values(r.aging).reduce((a, v) => a + cents(v), 0), 0);
      expect(aged).toBe(rows.reduce((s, r) => s + cents(r.balance), 0));
    }
    // the balance is the ledger's debits − credits
    expect(
      cents(
        (await api.call('GET', `/admin/pharmacy_account/${ph.id}`, { headers: admin.headers })).body.payload.balance,
      ),
    ).toBe((await fx.ledgerOf(ph.id)).balance);
  });

  it("the admin reads one pharmacy's account, entries and open invoices; unknown pharmacy 4041; nobody else may", async () => {
    const ph = await fx.pharmacy();
    const a = await fx.oldInvoice(ph.id, 20, 10);
    await fx.oldInvoice(ph.id, 10, -20);
    const account = (await api.call('GET', `/admin/pharmacy_account/${ph.id}`, { headers: admin.headers })).body
      .payload;
    expect(account).toMatchObject({
      pharmacy_id: ph.id,
      credit_limit: 100000,
      payment_terms_days: 30,
      uses_default_terms: true,
      uses_default_limit: true,
    });
    const invoices = (
      await api.call('GET', `/admin/pharmacy_invoices/${ph.id}/0/10?unpaid=1`, { headers: admin.headers })
    ).body.payload;
    expect(invoices.total).toBe(2);
    expect(invoices.invoices[0].invoice_id).toBe(a.invoiceId);
    const entries = (await api.call('GET', `/admin/pharmacy_entries/${ph.id}/0/10`, { headers: admin.headers })).body
      .payload;
    expect(entries.total).toBe(2);
    for (const path of [
      `/admin/pharmacy_account/999999`,
      `/admin/pharmacy_entries/999999/0/10`,
      `/admin/pharmacy_invoices/abc/0/10`,
    ])
      expect((await api.call('GET', path, { headers: admin.headers })).body.code, path).toBe(4041);
    expect((await api.call('GET', `/admin/pharmacy_account/${ph.id}`, { headers: own.headers })).status).toBe(401);
    expect((await api.call('GET', `/admin/pharmacy_account/${ph.id}`, { headers: ph.headers })).status).toBe(401);
  });
});

describe('cash collected by the franchisee, confirmed by the admin (D96)', () => {
  it('pending → confirmed: the balance drops exactly once, two parallel confirms write one ledger entry', async () => {
    const ph = await fx.pharmacy();
    const inv = await fx.oldInvoice(ph.id, 20, 10);
    const before = (await fx.ledgerOf(ph.id)).balance;
    const rec = await api.call('POST', '/franchise/record_collection', {
      headers: own.headers,
      body: { pharmacyId: ph.id, amount: 500, reference: 'BL-77', invoiceIds: [inv.invoiceId] },
    });
    expect(rec.body.code, JSON.stringify(rec.body)).toBe(2001);
    const collection = rec.body.payload;
    expect(collection).toMatchObject({
      pharmacy_id: ph.id,
      amount: 500,
      status: 'pending',
      reference: 'BL-77',
      invoice_ids: [inv.invoiceId],
    });
    // pending: nothing on the ledger yet
    expect((await fx.ledgerOf(ph.id)).balance).toBe(before);
    const pending = (await api.call('GET', '/admin/collections/0/100?status=pending', { headers: admin.headers })).body
      .payload;
    expect(pending.collections.map((c: { id: number }) => c.id)).toContain(collection.id);
    expect(
      (await api.call('GET', '/franchise/collections/0/100', { headers: own.headers })).body.payload.collections[0].id,
    ).toBe(collection.id);

    const [x, y] = await Promise.all([
      api.call('POST', '/admin/confirm_collection', { headers: admin.headers, body: { collectionId: collection.id } }),
      api.call('POST', '/admin/confirm_collection', { headers: admin.headers, body: { collectionId: collection.id } }),
    ]);
    expect([x.body.code, y.body.code].sort()).toEqual([2001, 4095]);
    const done = x.body.code === 2001 ? x.body.payload : y.body.payload;
    expect(done).toMatchObject({
      collection_id: collection.id,
      amount: 500,
      allocations: [{ invoice_id: inv.invoiceId, amount: 500 }],
    });
    const ledger = await fx.ledgerOf(ph.id);
    expect(ledger.balance).toBe(before - 50_000);
    expect(ledger.entries.filter((e) => e.kind === 'payment')).toHaveLength(1);
    expect(ledger.entries.find((e) => e.kind === 'payment')).toMatchObject({
      method: 'cash',
      reference: 'BL-77',
      credit: 50_000,
    });
    const row = await api.db
      .selectFrom('cash_collections')
      .selectAll()
      .where('id', '=', collection.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'confirmed', payment_entry_id: done.payment_id, decided_by: admin.id });
    // decided: neither confirmed again nor rejected
    expect(
      (
        await api.call('POST', '/admin/reject_collection', {
          headers: admin.headers,
          body: { collectionId: collection.id, reason: 'non' },
        })
      ).body.code,
    ).toBe(4095);
    const audit = await api.db
      .selectFrom('audit_log')
      .select(['actor_role', 'action'])
      .where('resource', '=', 'collection')
      .where('resource_id', '=', String(collection.id))
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { actor_role: 'franchise', action: 'create' },
      { actor_role: 'admin', action: 'update' },
    ]);
  });

  it('a rejection needs a reason and writes nothing on the ledger', async () => {
    const ph = await fx.pharmacy();
    await fx.oldInvoice(ph.id, 20, 10);
    const id = (
      await api.call('POST', '/franchise/record_collection', {
        headers: own.headers,
        body: { pharmacyId: ph.id, amount: 100 },
      })
    ).body.payload.id;
    const before = await fx.ledgerOf(ph.id);
    const noReason = await api.call('POST', '/admin/reject_collection', {
      headers: { ...admin.headers, language: '2' },
      body: { collectionId: id, reason: '  ' },
    });
    expect(noReason.body.code).toBe(4002);
    const rejected = await api.call('POST', '/admin/reject_collection', {
      headers: admin.headers,
      body: { collectionId: id, reason: 'Montant non reçu' },
    });
    expect(rejected.body.payload).toEqual({ collection_id: id, status: 'rejected', reason: 'Montant non reçu' });
    expect((await fx.ledgerOf(ph.id)).entries).toHaveLength(before.entries.length);
    expect(
      (await api.call('POST', '/admin/confirm_collection', { headers: admin.headers, body: { collectionId: id } })).body
        .code,
    ).toBe(4095);
    expect(
      (await api.call('POST', '/admin/confirm_collection', { headers: admin.headers, body: { collectionId: 999999 } }))
        .body.code,
    ).toBe(4041);
  });

  it("another wilaya's pharmacy is refused everywhere; bad input changes nothing", async () => {
    const ph = await fx.pharmacy();
    const inv = await fx.oldInvoice(ph.id, 20, 10);
    const count = async () =>
      (
        await api.db
          .selectFrom('cash_collections')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const n = Number(await count());
    const refused = await api.call('POST', '/franchise/record_collection', {
      headers: away.headers,
      body: { pharmacyId: ph.id, amount: 100 },
    });
    expect(refused.body.code).toBe(4041);
    expect(refused.status).toBe(404);
    expect(
      (await api.call('GET', '/franchise/receivables/0/100', { headers: away.headers })).body.payload.pharmacies.map(
        (p: Row) => p.pharmacy_id,
      ),
    ).not.toContain(ph.id);
    const other = await fx.pharmacy();
    const otherInv = await fx.oldInvoice(other.id, 20, 10);
    for (const [body, code] of [
      [{ pharmacyId: ph.id, amount: '100' }, 4002],
      [{ pharmacyId: ph.id, amount: -1 }, 4002],
      [{ pharmacyId: 'x', amount: 1 }, 4001],
      [{ pharmacyId: ph.id, amount: 1, invoiceIds: [otherInv.invoiceId] }, 4006],
      [{ pharmacyId: ph.id, amount: 1, reference: 12 }, 4004],
    ] as const) {
      const res = await api.call('POST', '/franchise/record_collection', {
        headers: { ...own.headers, language: '3' },
        body,
      });
      expect(res.body.code, JSON.stringify(body)).toBe(code);
      expect(res.body.meta).toMatch(/[\u0600-\u06FF]/);
    }
    expect(Number(await count())).toBe(n);
    // the admin's and another wilaya's collections are not the franchisee's
    await api.call('POST', '/franchise/record_collection', {
      headers: own.headers,
      body: { pharmacyId: ph.id, amount: 1, invoiceIds: [inv.invoiceId] },
    });
    expect(
      (await api.call('GET', '/franchise/collections/0/100', { headers: away.headers })).body.payload.collections.map(
        (c: { pharmacy_id: number }) => c.pharmacy_id,
      ),
    ).not.toContain(ph.id);
    expect(
      (await api.call('POST', '/admin/confirm_collection', { headers: own.headers, body: { collectionId: 1 } })).status,
    ).toBe(401);
    expect(
      (
        await api.call('POST', '/franchise/record_collection', {
          headers: ph.headers,
          body: { pharmacyId: ph.id, amount: 1 },
        })
      ).status,
    ).toBe(401);
  });

  it('disabled by configuration: 4030 with a clear message, nothing recorded', async () => {
    const ph = await fx.pharmacy();
    api.config.franchiseCashCollection = false;
    try {
      const res = await api.call('POST', '/franchise/record_collection', {
        headers: { ...own.headers, language: '2' },
        body: { pharmacyId: ph.id, amount: 100 },
      });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe(4030);
      expect(res.body.meta).toBe('Recording cash collections is not enabled for franchisees. Ask the head office.');
      expect((await api.call('GET', '/franchise/collections/0/10', { headers: own.headers })).body.code).toBe(4030);
      expect(
        await api.db.selectFrom('cash_collections').select('id').where('pharmacy_id', '=', ph.id).execute(),
      ).toEqual([]);
    } finally {
      api.config.franchiseCashCollection = true;
    }
  });
});

describe('exposure on sales validation (D97)', () => {
  it('an offline order awaiting validation carries its pharmacy balance, available credit and whether it fits', async () => {
    const ph = await fx.pharmacy();
    await fx.setTerms(admin, { pharmacyId: ph.id, payment_terms_days: 30, credit_limit: 2000 });
    const orderId = await fx.offlineOrder(ph, 100_000);
    const res = await api.call('GET', `/admin/orders_list/0/100?state=awaiting_validation&pharmacy=${ph.id}`, {
      headers: admin.headers,
    });
    expect(res.body.code, JSON.stringify(res.body)).toBe(2001);
    const order = res.body.payload.orders.find((o: { id: number }) => o.id === orderId);
    expect(order.exposure).toEqual({ balance: 1202, credit_limit: 2000, available_credit: 798, fits: true });
    await fx.setTerms(admin, { pharmacyId: ph.id, payment_terms_days: 30, credit_limit: 1000 });
    const after = (
      await api.call('GET', `/admin/orders_list/0/100?state=awaiting_validation&pharmacy=${ph.id}`, {
        headers: admin.headers,
      })
    ).body.payload.orders;
    expect(after.find((o: { id: number }) => o.id === orderId).exposure).toEqual({
      balance: 1202,
      credit_limit: 1000,
      available_credit: 0,
      fits: false,
    });
  });
});
