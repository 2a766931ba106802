import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api.js';
import { accountsFixture } from './accounts-fixtures.js';
import { CARDS, payOnSandbox } from './payment-fixtures.js';

/** Issue 30: terms, the ledger, allocation, credit control, the account summary, receivables and who sees what. */
let api: TestApi;
let fx: ReturnType<typeof accountsFixture>;
let admin: { id: number; headers: Record<string, string> };
const DAY = 86_400_000;

beforeAll(async () => {
  api = await startApi({
    seed: false,
    env: { DEFAULT_CREDIT_LIMIT: '100000', DEFAULT_PAYMENT_TERMS_DAYS: '30', CREDIT_HOLD_DAYS: '30' },
  });
  fx = accountsFixture(api);
  admin = await fx.admin();
});
afterAll(async () => api?.close());

const pdfText = async (base64: string) =>
  (await extractText(await getDocumentProxy(new Uint8Array(Buffer.from(base64, 'base64'))), { mergePages: true })).text;

describe('terms', () => {
  it('the admin sets terms and limit, audited; null puts the defaults back; bad values change nothing', async () => {
    const ph = await fx.pharmacy();
    const set = await fx.setTerms(admin, { pharmacyId: ph.id, payment_terms_days: 60, credit_limit: 5000.5 });
    expect(set.body.code, JSON.stringify(set.body)).toBe(2001);
    expect(set.body.payload).toEqual({
      pharmacy_id: ph.id,
      payment_terms_days: 60,
      credit_limit: 5000.5,
      uses_default_terms: false,
      uses_default_limit: false,
    });
    for (const bad of [
      { payment_terms_days: '30', credit_limit: 10, code: 4002 },
      { payment_terms_days: 45, credit_limit: 10, code: 4002 },
      { payment_terms_days: 30, credit_limit: -1, code: 4003 },
      { payment_terms_days: 30, credit_limit: '1e3', code: 4003 },
      { payment_terms_days: 30, credit_limit: 1.234, code: 4003 },
    ]) {
      const { code, ...body } = bad;
      const res = await fx.setTerms({ headers: { ...admin.headers, language: '2' } }, { pharmacyId: ph.id, ...body });
      expect(res.body.code, JSON.stringify(bad)).toBe(code);
      expect(res.status).toBe(400);
    }
    const row = await api.db
      .selectFrom('pharmacies')
      .select(['payment_terms_days', 'credit_limit'])
      .where('id', '=', ph.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ payment_terms_days: 60, credit_limit: 500_050 });
    const audit = await api.db
      .selectFrom('audit_log')
      .select(['resource', 'changes'])
      .where('resource_id', '=', String(ph.id))
      .where('resource', '=', 'pharmacy')
      .execute();
    expect(audit).toHaveLength(1);
    const changes = audit[0]!.changes;
    expect(typeof changes === 'string' ? JSON.parse(changes) : changes).toMatchObject({
      credit_limit: { old: null, new: 5000.5 },
      payment_terms_days: { old: null, new: 60 },
    });
    const reset = await fx.setTerms(admin, { pharmacyId: ph.id, payment_terms_days: null, credit_limit: null });
    expect(reset.body.payload).toMatchObject({
      payment_terms_days: 30,
      credit_limit: 100000,
      uses_default_terms: true,
    });
    expect((await fx.setTerms(admin, { pharmacyId: 999999, payment_terms_days: 0, credit_limit: 1 })).body.code).toBe(
      4041,
    );
    expect(
      (await fx.setTerms({ headers: ph.headers }, { pharmacyId: ph.id, payment_terms_days: 0, credit_limit: 1 }))
        .status,
    ).toBe(401);
  });
});

describe('terms saved over what the form read (D104)', () => {
  it('a save over terms changed since is refused with 4099 and the account as it is now; of two saves from one form, one wins', async () => {
    const ph = await fx.pharmacy();
    const loaded = { payment_terms_days: null, credit_limit: null };
    const first = await fx.setTerms(admin, { pharmacyId: ph.id, payment_terms_days: 30, credit_limit: 2000, loaded });
    expect(first.body.code, JSON.stringify(first.body)).toBe(2001);
    // a second tab still shows the defaults
    const stale = await fx.setTerms(
      { headers: { ...admin.headers, language: '2' } },
      { pharmacyId: ph.id, payment_terms_days: 60, credit_limit: 9000, loaded },
    );
    expect([stale.status, stale.body.code]).toEqual([409, 4099]);
    expect(stale.body.meta).toMatch(/changed/i);
    expect(stale.body.payload[0]).toMatchObject({
      pharmacy_id: ph.id,
      payment_terms_days: 30,
      credit_limit: 2000,
      uses_default_terms: false,
      uses_default_limit: false,
    });
    const row = async () =>
      api.db
        .selectFrom('pharmacies')
        .select(['payment_terms_days', 'credit_limit'])
        .where('id', '=', ph.id)
        .executeTakeFirstOrThrow();
    expect(await row()).toEqual({ payment_terms_days: 30, credit_limit: 200_000 });
    // saved over what is there now, it passes; a malformed `loaded` is refused like the terms
    const now = { payment_terms_days: 30, credit_limit: 2000 };
    const parallel = await Promise.all(
      [0, 60].map((days) =>
        fx.setTerms(admin, { pharmacyId: ph.id, payment_terms_days: days, credit_limit: 3000, loaded: now }),
      ),
    );
    expect(parallel.map((r) => r.body.code).sort()).toEqual([2001, 4099]);
    const winner = parallel.find((r) => r.body.code === 2001)!.body.payload.payment_terms_days;
    expect(await row()).toEqual({ payment_terms_days: winner, credit_limit: 300_000 });
    for (const bad of [
      { loaded: 'x' },
      { loaded: null },
      { loaded: { payment_terms_days: '30', credit_limit: 3000 } },
      { loaded: [] },
    ]) {
      const res = await fx.setTerms(admin, { pharmacyId: ph.id, payment_terms_days: 0, credit_limit: 1, ...bad });
      expect(res.body.code, JSON.stringify(bad)).toBe(4002);
    }
    expect(await row()).toEqual({ payment_terms_days: winner, credit_limit: 300_000 });
    const audits = await api.db
      .selectFrom('audit_log')
      .select('id')
      .where('resource_id', '=', String(ph.id))
      .where('resource', '=', 'pharmacy')
      .execute();
    expect(audits).toHaveLength(2);
  });
});

describe('credit control on special_payment', () => {
  it('over the limit is refused with the available credit and creates nothing; under the limit passes', async () => {
    const ph = await fx.pharmacy();
    await fx.setTerms(admin, { pharmacyId: ph.id, payment_terms_days: 30, credit_limit: 2000 });
    const first = await fx.offlineOrder(ph, 100_000); // 1 000 DA + VAT + stamp duty = 1 202 DA
    const invoice = await api.db
      .selectFrom('ledger_entries')
      .selectAll()
      .where('order_id', '=', first)
      .executeTakeFirstOrThrow();
    const order = await api.db
      .selectFrom('orders')
      .select(['total', 'created_at'])
      .where('id', '=', first)
      .executeTakeFirstOrThrow();
    expect(invoice).toMatchObject({ kind: 'invoice', debit: Number(order.total), credit: 0, pharmacy_id: ph.id });
    expect(new Date(invoice.due_at!).getTime() - new Date(order.created_at).getTime()).toBe(30 * DAY);
    expect(await fx.summary(ph)).toMatchObject({
      balance: 1202,
      credit_limit: 2000,
      available_credit: 798,
      overdue: 0,
      credit_hold: false,
    });

    const p = await fx.product(10, 100_000);
    await fx.basket(ph.id, [[p, 1]]);
    const before = {
      orders: await fx.countRows('orders'),
      entries: await fx.countRows('ledger_entries'),
      invoices: await fx.countRows('invoices'),
    };
    const refused = await api.call('POST', '/pharmacy/special_payment', {
      headers: { ...ph.headers, language: '2' },
      body: { delivery_address: ph.addressId },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(4097);
    expect(refused.body.meta).toContain('798.00 DA');
    expect(refused.body.payload).toMatchObject({ reason: 'limit', available_credit: 798 });
    expect({
      orders: await fx.countRows('orders'),
      entries: await fx.countRows('ledger_entries'),
      invoices: await fx.countRows('invoices'),
    }).toEqual(before);
    expect(await fx.stock(p)).toBe(10);
    expect(await fx.basketCount(ph.id)).toBe(1);

    // a smaller basket fits under the limit
    const cheap = await fx.product(10, 50_000);
    await fx.basket(ph.id, [[cheap, 1]]);
    const second = (await fx.special(ph)).body.payload.orderId as number;
    const totals = await api.db.selectFrom('orders').select('total').where('id', 'in', [first, second]).execute();
    expect((await fx.summary(ph)).balance * 100).toBe(totals.reduce((s, o) => s + Number(o.total), 0));
    expect((await fx.ledgerOf(ph.id)).balance).toBe(totals.reduce((s, o) => s + Number(o.total), 0));
  });

  it('an invoice overdue by more than CREDIT_HOLD_DAYS closes the offline option; the card stays open', async () => {
    const ph = await fx.pharmacy();
    await fx.oldInvoice(ph.id, 70, 40);
    const s = await fx.summary(ph);
    expect(s).toMatchObject({
      credit_hold: true,
      credit_hold_reason: 'overdue',
      balance: 1190,
      overdue: 1190,
      credit_hold_days: 30,
    });
    const p = await fx.product(10, 10_000);
    await fx.basket(ph.id, [[p, 1]]);
    const before = await fx.countRows('orders');
    const refused = await api.call('POST', '/pharmacy/special_payment', {
      headers: { ...ph.headers, language: '1' },
      body: { delivery_address: ph.addressId },
    });
    expect(refused.body.code).toBe(4097);
    expect(refused.body.payload.reason).toBe('overdue');
    expect(refused.body.meta).toMatch(/plus de 30 jours/);
    expect(await fx.countRows('orders')).toBe(before);
    const card = await fx.saveOrder(ph);
    expect(card.body.code, JSON.stringify(card.body)).toBe(2001);

    // overdue by 20 days only: not on hold
    const other = await fx.pharmacy();
    await fx.oldInvoice(other.id, 50, 20);
    expect(await fx.summary(other)).toMatchObject({ credit_hold: false, overdue: 1190 });
    expect((await fx.invoices(other)).invoices[0]!.status).toBe('overdue');
  });
});

describe('payments and allocation', () => {
  it('a partial payment leaves the invoice partly paid; oldest first unless chosen; the rest stays on account', async () => {
    const ph = await fx.pharmacy();
    const old = await fx.oldInvoice(ph.id, 20, -10); // 1 190 DA, not yet due
    const newer = await fx.offlineOrder(ph, 100_000); // 1 202 DA
    const list = await fx.invoices(ph);
    expect(list.total).toBe(2);
    expect(list.invoices.map((i) => i.status)).toEqual(['open', 'open']);

    const part = await fx.recordPayment(admin, { pharmacyId: ph.id, amount: 500, method: 'cash', reference: null });
    expect(part.body.code, JSON.stringify(part.body)).toBe(2001);
    expect(part.body.payload).toMatchObject({ amount: 500, unallocated: 0, balance: 1190 + 1202 - 500 });
    expect(part.body.payload.allocations).toEqual([
      expect.objectContaining({ invoice_id: old.invoiceId, amount: 500 }),
    ]);
    const text = await pdfText(part.body.payload.receipt);
    expect(text).toContain('Payment receipt');
    expect(text).toMatch(/Amount: 500\.00 DA/);
    let byId = new Map((await fx.invoices(ph)).invoices.map((i) => [i.order_id, i]));
    expect(byId.get(old.orderId)).toMatchObject({ status: 'partly_paid', amount_due: 690 });
    expect(byId.get(newer)).toMatchObject({ status: 'open', amount_due: 1202 });

    // chosen: the newer invoice first, then the older; 100 DA left on account
    const chosen = await fx.recordPayment(admin, {
      pharmacyId: ph.id,
      amount: 1992,
      method: 'cheque',
      reference: 'CHQ 0042',
      bank: 'BNA',
      invoiceIds: [(await fx.invoices(ph)).invoices.find((i) => i.order_id === newer)!.invoice_id],
    });
    expect(chosen.body.code, JSON.stringify(chosen.body)).toBe(2001);
    expect(chosen.body.payload.allocations.map((a: { amount: number }) => a.amount)).toEqual([1202, 690]);
    expect(chosen.body.payload).toMatchObject({ unallocated: 100, balance: -100 });
    byId = new Map((await fx.invoices(ph)).invoices.map((i) => [i.order_id, i]));
    expect([...byId.values()].map((i) => i.status)).toEqual(['paid', 'paid']);
    const ledger = await fx.ledgerOf(ph.id);
    expect(ledger.balance).toBe(-10_000);
    expect((await fx.summary(ph)).balance).toBe(-100);

    // the 100 DA on account pays the next offline invoice at once
    const next = await fx.offlineOrder(ph, 10_000);
    const due = (await fx.invoices(ph)).invoices.find((i) => i.order_id === next)!;
    expect(due.amount_due).toBe(Math.round((due.amount - 100) * 100) / 100);
    expect(due.status).toBe('partly_paid');
  });

  it('refuses bad payments in the user language and changes nothing', async () => {
    const ph = await fx.pharmacy();
    const other = await fx.pharmacy();
    const theirs = await fx.oldInvoice(other.id, 5, -25);
    const before = await fx.countRows('ledger_entries');
    const cases: [Record<string, unknown>, number][] = [
      [{ amount: 0, method: 'cash' }, 4002],
      [{ amount: '12,5', method: 'cash' }, 4002],
      [{ amount: 10, method: 'card' }, 4003],
      [{ amount: 10, method: 'cheque', reference: 'C1' }, 4005],
      [{ amount: 10, method: 'transfer' }, 4004],
      [{ amount: 10, method: 'transfer', reference: 42 }, 4004],
      [{ amount: 10, method: 'cash', invoiceIds: [theirs.invoiceId] }, 4006],
      [{ amount: 10, method: 'cash', invoiceIds: 'all' }, 4006],
    ];
    for (const [body, code] of cases) {
      const res = await api.call('POST', '/admin/record_payment', {
        headers: { ...admin.headers, language: '3' },
        body: { pharmacyId: ph.id, ...body },
      });
      expect(res.body.code, JSON.stringify(body)).toBe(code);
      expect(res.body.meta).toMatch(/[\u0600-\u06FF]/);
    }
    expect(await fx.countRows('ledger_entries')).toBe(before);
  });

  it('two parallel payments never over-allocate and the balance stays debits − credits', async () => {
    const ph = await fx.pharmacy();
    await fx.oldInvoice(ph.id, 10, -20);
    await fx.oldInvoice(ph.id, 9, -21);
    const pay = (reference: string) =>
      fx.recordPayment(admin, { pharmacyId: ph.id, amount: 1500, method: 'transfer', reference });
    const results = await Promise.all([pay('VIR-1'), pay('VIR-2'), pay('VIR-3')]);
    for (const r of results) expect(r.body.code, JSON.stringify(r.body)).toBe(2001);
    const ledger = await fx.ledgerOf(ph.id);
    const allocated = ledger.allocations.reduce((s, a) => s + Number(a.amount), 0);
    expect(allocated).toBe(2 * 119_000);
    expect(ledger.balance).toBe(2 * 119_000 - 3 * 150_000);
    expect((await fx.summary(ph)).balance).toBe(2380 - 4500);
    expect((await fx.invoices(ph)).invoices.map((i) => i.status)).toEqual(['paid', 'paid']);
  });

  it('a card-paid order is invoiced and paid on the ledger at once; a rejected offline order is reversed', async () => {
    const ph = await fx.pharmacy();
    const p = await fx.product(10, 100_000);
    await fx.basket(ph.id, [[p, 1]]);
    const saved = (await fx.saveOrder(ph)).body.payload;
    await payOnSandbox(saved.formUrl, CARDS.ok);
    expect((await fx.confirm(ph, saved.orderNumber)).body.code).toBe(2001);
    expect((await fx.confirm(ph, saved.orderNumber)).body.code).toBe(2001);
    let ledger = await fx.ledgerOf(ph.id);
    expect(ledger.entries.map((e) => [e.kind, e.method])).toEqual([
      ['invoice', null],
      ['payment', 'card'],
    ]);
    expect(ledger.allocations).toHaveLength(1);
    expect(ledger.balance).toBe(0);
    expect((await fx.invoices(ph)).invoices[0]).toMatchObject({ status: 'paid', amount_due: 0 });

    const offline = await fx.offlineOrder(ph, 100_000);
    const rejected = await api.call('POST', '/admin/reject_order', {
      headers: admin.headers,
      body: { orderId: offline, reason: 'Rupture chez le fournisseur' },
    });
    expect(rejected.body.code, JSON.stringify(rejected.body)).toBe(2001);
    ledger = await fx.ledgerOf(ph.id);
    expect(ledger.entries.at(-1)).toMatchObject({ kind: 'reversal', order_id: offline });
    expect(ledger.balance).toBe(0);
    expect((await fx.invoices(ph)).total).toBe(1);
    await expect(
      api.db.updateTable('ledger_entries').set({ debit: 1 }).where('pharmacy_id', '=', ph.id).execute(),
    ).rejects.toThrow(/append-only/);
  });
});

describe('receivables and who sees what', () => {
  it('aged totals equal the balances; the franchisee sees its wilaya only; another pharmacy sees nothing of it', async () => {
    const ph = await fx.pharmacy();
    await fx.oldInvoice(ph.id, 130, 100);
    await fx.oldInvoice(ph.id, 80, 70);
    await fx.oldInvoice(ph.id, 50, 40);
    await fx.oldInvoice(ph.id, 5, -25);
    await fx.recordPayment(admin, { pharmacyId: ph.id, amount: 100, method: 'cash' });
    const res = await api.call('GET', '/admin/receivables/0/100', { headers: admin.headers });
    expect(res.body.code).toBe(2001);
    const rows = res.body.payload.pharmacies as {
      pharmacy_id: number;
      balance: number;
      aging: Record<string, number>;
    }[];
    expect(res.body.payload.total).toBe(rows.length);
    const sum = (a: Record<string, number>) => Math.round(Object.values(a).reduce((s, v) => s + v, 0) * 100);
    for (const r of rows) expect(sum(r.aging), `pharmacy ${r.pharmacy_id}`).toBe(Math.round(r.balance * 100));
    const mine = rows.find((r) => r.pharmacy_id === ph.id)!;
    expect(mine.aging).toEqual({ d0_30: 1190, d31_60: 1190, d61_90: 1190, d90_plus: 1090 });
    const totalBalance = rows.reduce((s, r) => s + Math.round(r.balance * 100), 0);
    expect(rows.reduce((s, r) => s + sum(r.aging), 0)).toBe(totalBalance);

    const own = await fx.franchisee(16, 'Alger');
    const away = await fx.franchisee(31, 'Oran');
    const seen = (await api.call('GET', '/franchise/receivables/0/100', { headers: own.headers })).body.payload;
    expect(seen.pharmacies.map((p: { pharmacy_id: number }) => p.pharmacy_id)).toContain(ph.id);
    const notSeen = (await api.call('GET', '/franchise/receivables/0/100', { headers: away.headers })).body.payload;
    expect(notSeen.pharmacies.map((p: { pharmacy_id: number }) => p.pharmacy_id)).not.toContain(ph.id);
    const filtered = (
      await api.call('GET', `/admin/receivables/0/100?wilaya=${away.wilayaId}`, { headers: admin.headers })
    ).body.payload;
    expect(filtered.pharmacies.map((p: { pharmacy_id: number }) => p.pharmacy_id)).not.toContain(ph.id);
    // the franchisee and the pharmacy cannot record payments or set terms
    expect(
      (
        await api.call('POST', '/admin/record_payment', {
          headers: own.headers,
          body: { pharmacyId: ph.id, amount: 1, method: 'cash' },
        })
      ).status,
    ).toBe(401);
    expect((await api.call('GET', '/admin/receivables/0/10', { headers: ph.headers })).status).toBe(401);

    // another pharmacy: its own account only, never this one's receipt
    const other = await fx.pharmacy();
    expect((await fx.invoices(other)).total).toBe(0);
    expect(await fx.summary(other)).toMatchObject({ balance: 0, overdue: 0 });
    const receiptId = (
      await api.db
        .selectFrom('ledger_entries')
        .select('id')
        .where('pharmacy_id', '=', ph.id)
        .where('kind', '=', 'payment')
        .executeTakeFirstOrThrow()
    ).id;
    expect((await api.call('GET', `/pharmacy/payment_receipt/${receiptId}`, { headers: other.headers })).status).toBe(
      404,
    );
    const mineReceipt = await fetch(`${api.url}/pharmacy/payment_receipt/${receiptId}`, { headers: ph.headers });
    expect(mineReceipt.headers.get('content-type')).toBe('application/pdf');
    const entries = (await api.call('GET', '/pharmacy/account_entries/0/10', { headers: other.headers })).body.payload;
    expect(entries.total).toBe(0);
  });
});

describe('demo data', () => {
  it('the demo pharmacy owes an overdue invoice without being on hold; another pharmacy is on credit hold; aging adds up', async () => {
    const seeded = await startApi({ seed: true });
    try {
      const demo = await seeded.login('pharmacy');
      const own = (await seeded.call('GET', '/pharmacy/account_summary', { headers: demo })).body.payload;
      expect(own.balance).toBeGreaterThan(0);
      expect(own.overdue).toBeGreaterThan(0);
      expect(own.credit_hold).toBe(false);
      const adminHeaders = await seeded.login('admin');
      const list = (await seeded.call('GET', '/admin/receivables/0/100', { headers: adminHeaders })).body.payload;
      const held = list.pharmacies.filter(
        (p: { aging: { d31_60: number; d61_90: number; d90_plus: number } }) =>
          p.aging.d31_60 + p.aging.d61_90 + p.aging.d90_plus > 0,
      );
      expect(held.length).toBeGreaterThan(0);
      for (const p of list.pharmacies) {
        const cents = Object.values(p.aging as Record<string, number>).reduce((s, v) => s + Math.round(v * 100), 0);
        expect(cents).toBe(Math.round(p.balance * 100));
      }
    } finally {
      await seeded.close();
    }
  });
});
