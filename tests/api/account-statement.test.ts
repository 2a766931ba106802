import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { algiersDay } from '../../src/contract/algiersTime.js';
import { formatDZD, type Lang } from '../../src/contract/constants.js';
import { startApi, type TestApi } from '../support/api.js';
import { pdfText } from '../support/pdf.js';
import { accountsFixture } from './accounts-fixtures.js';

/** Issue 30 §4, D100: the statement of account PDF — its sums, who may read it, bad periods. */
let api: TestApi;
let fx: ReturnType<typeof accountsFixture>;
let admin: { id: number; headers: Record<string, string> };
const DAY = 86_400_000;
const LANG_HEADER: Record<Lang, string> = { fr: '1', en: '2', ar: '3' };

beforeAll(async () => {
  api = await startApi({ seed: false, env: { DEFAULT_CREDIT_LIMIT: '1000000', DEFAULT_PAYMENT_TERMS_DAYS: '30' } });
  fx = accountsFixture(api);
  admin = await fx.admin();
});
afterAll(async () => api?.close());

const money = (centimes: number, lang: Lang) => formatDZD(centimes / 100, lang).replace(/\s+/g, ' ');

async function statement(urlPath: string, headers: Record<string, string>, lang: Lang) {
  const res = await api.call('GET', urlPath, { headers: { ...headers, language: LANG_HEADER[lang] } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  expect(res.headers.get('content-disposition')).toContain(`_${lang}.pdf`);
  return pdfText(res.body as Buffer);
}

describe('statement of account', () => {
  it("opening balance + the period's entries = closing balance = the balance; every entry shown, in fr and ar", async () => {
    const ph = await fx.pharmacy('Pharmacie du Relevé');
    const before = await fx.oldInvoice(ph.id, 40, 10); // issued before the period, overdue at its end
    const orderId = await fx.offlineOrder(ph, 100_000);
    const invoiceNo = (
      await api.db.selectFrom('invoices').select('number').where('order_id', '=', orderId).executeTakeFirstOrThrow()
    ).number;
    const paid = await fx.recordPayment(admin, {
      pharmacyId: ph.id,
      amount: 500,
      method: 'transfer',
      reference: 'VIR-STMT-1',
    });
    expect(paid.body.code, JSON.stringify(paid.body)).toBe(2001);

    const { entries, balance } = await fx.ledgerOf(ph.id);
    const from = algiersDay(new Date(Date.now() - 20 * DAY));
    const to = algiersDay(new Date());
    const inPeriod = entries.filter((e) => new Date(e.created_at).getTime() >= Date.now() - 19 * DAY);
    expect(inPeriod).toHaveLength(2);
    const opening = before.total;
    const closing = inPeriod.reduce((s, e) => s + Number(e.debit) - Number(e.credit), opening);
    expect(closing).toBe(balance);
    expect(Math.round((await fx.summary(ph)).balance * 100)).toBe(closing);

    const fr = await statement(`/pharmacy/account_statement?from=${from}&to=${to}`, ph.headers, 'fr');
    expect(fr).toContain('RELEVÉ DE COMPTE');
    expect(fr).toContain('Pharmacie du Relevé');
    expect(fr).toContain(`Solde au ${from.split('-').reverse().join('-')} (ouverture) : ${money(opening, 'fr')}`);
    expect(fr).toContain(`Solde au ${to.split('-').reverse().join('-')} (clôture) : ${money(closing, 'fr')}`);
    expect(fr).toContain(invoiceNo);
    expect(fr).toContain('VIR-STMT-1');
    expect(fr).toContain('Paiement (Virement)');
    // the older invoice is overdue, partly paid by the transfer (oldest due first)
    const oldLeft = before.total - 50_000;
    expect(fr).toContain(`Échu et impayé au ${to.split('-').reverse().join('-')} : ${money(oldLeft, 'fr')}`);

    const ar = await statement(`/admin/account_statement/${ph.id}?from=${from}&to=${to}`, admin.headers, 'ar');
    expect(ar).not.toContain('?');
    expect(ar).toContain('كشف الحساب');
    // pdf.js reads the lam-alef ligature back reversed (الرصيد االفتتاحي): words without it are checked
    for (const word of ['مدين', 'دائن', 'فاتورة', 'مستحقة']) expect(ar).toContain(word);
    expect(ar).toContain(money(opening, 'ar'));
    expect(ar).toContain(money(closing, 'ar'));
    expect(ar).toContain('VIR-STMT-1');
    expect(ar).toContain(invoiceNo);

    // a period before anything: opening = closing = 0; a period starting today: opening = balance before today
    const empty = await statement(`/pharmacy/account_statement?from=2020-01-01&to=2020-12-31`, ph.headers, 'en');
    expect(empty).toContain('Balance on 01-01-2020 (opening): 0.00 DA');
    expect(empty).toContain('Balance on 31-12-2020 (closing): 0.00 DA');
    expect(empty).toContain('No overdue invoice on 31-12-2020.');
  });

  it("another pharmacy, a franchisee of another wilaya, an unknown pharmacy and a franchisee's bad period are refused", async () => {
    const ph = await fx.pharmacy();
    await fx.offlineOrder(ph, 100_000);
    const period = `from=2026-01-01&to=${algiersDay(new Date())}`;
    const own = await fx.franchisee(16, 'Alger');
    const away = await fx.franchisee(31, 'Oran');
    await statement(`/franchise/account_statement/${ph.id}?${period}`, own.headers, 'fr');
    const refused = await api.call('GET', `/franchise/account_statement/${ph.id}?${period}`, { headers: away.headers });
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe(4041);
    // the franchisee's call (issue 38 §5) refuses a bad period the same way, in its user's language
    const franchise = await api.call('GET', `/franchise/account_statement/${ph.id}?from=2026-03-01&to=2026-02-01`, {
      headers: { ...own.headers, language: '2' },
    });
    expect([franchise.status, franchise.body.code]).toEqual([400, 4003]);
    expect(franchise.body.meta).toBe('Period: the start date must come before the end date.');
    // a pharmacy reads only its own statement: the admin's and franchise's calls are closed to it
    const other = await fx.pharmacy();
    expect(
      (await api.call('GET', `/admin/account_statement/${ph.id}?${period}`, { headers: other.headers })).status,
    ).toBe(401);
    expect(
      (await api.call('GET', `/franchise/account_statement/${ph.id}?${period}`, { headers: other.headers })).status,
    ).toBe(401);
    const otherOwn = await statement(`/pharmacy/account_statement?${period}`, other.headers, 'en');
    expect(otherOwn).not.toContain('VIR');
    expect(otherOwn).toContain('(closing): 0.00 DA');
    for (const id of ['999999', 'abc', '0']) {
      const res = await api.call('GET', `/admin/account_statement/${id}?${period}`, { headers: admin.headers });
      expect(res.body.code, id).toBe(4041);
    }
  });

  it("bad dates, an end before the start or a period over 3 years: 400 in the user's language", async () => {
    const ph = await fx.pharmacy();
    const cases: [string, number][] = [
      ['', 4001],
      ['to=2026-01-01', 4001],
      ['from=2026-02-30&to=2026-03-01', 4001],
      ['from=26-01-01&to=2026-03-01', 4001],
      ['from=2026-01-01', 4002],
      ['from=2026-01-01&to=2026-13-01', 4002],
      ['from=2026-01-01&to=%202026-02-01', 4002],
      ['from=2026-03-01&to=2026-02-28', 4003],
      ['from=2020-01-01&to=2023-01-01', 4003],
    ];
    for (const [query, code] of cases) {
      const res = await api.call('GET', `/pharmacy/account_statement?${query}`, {
        headers: { ...ph.headers, language: '1' },
      });
      expect(res.status, query).toBe(400);
      expect(res.body.code, query).toBe(code);
      expect(res.body.meta, query).toMatch(/^Période/);
    }
    const ar = await api.call('GET', `/admin/account_statement/${ph.id}?from=2026-03-01&to=2026-02-01`, {
      headers: { ...admin.headers, language: '3' },
    });
    expect(ar.body.meta).toBe('الفترة: يجب أن يسبق تاريخ البداية تاريخ النهاية.');
    // exactly three years less a day is accepted
    await statement(`/pharmacy/account_statement?from=2020-01-01&to=2022-12-31`, ph.headers, 'fr');
  });
});
