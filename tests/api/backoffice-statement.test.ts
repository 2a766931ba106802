import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { algiersDay } from '../../src/contract/algiersTime.js';
import { formatDZD, type Lang } from '../../src/contract/constants.js';
import { startApi, type TestApi } from '../support/api.js';
import { pdfText } from '../support/pdf.js';
import { accountsFixture } from './accounts-fixtures.js';

/**
 * Issue 38 §5: the admin and the franchisee download a pharmacy's statement of account, the same PDF the pharmacy
 * gets for the same period (one code path: statementOf + renderStatement); a franchisee only its wilaya's.
 */
let api: TestApi;
let fx: ReturnType<typeof accountsFixture>;
let admin: { id: number; headers: Record<string, string> };
/** the franchisee of the test pharmacies' wilaya (one franchisee a wilaya) */
let own: { wilayaId: number; headers: Record<string, string> };
const DAY = 86_400_000;
const LANG_HEADER: Record<Lang, string> = { fr: '1', en: '2', ar: '3' };

beforeAll(async () => {
  api = await startApi({ seed: false, env: { DEFAULT_CREDIT_LIMIT: '1000000', DEFAULT_PAYMENT_TERMS_DAYS: '30' } });
  fx = accountsFixture(api);
  admin = await fx.admin();
  own = await fx.franchisee(16, 'Alger');
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

describe("a pharmacy's statement from the back office (issue 38 §5)", () => {
  it("the admin's and its franchisee's PDF name the pharmacy and its balance as the pharmacy's own statement does", async () => {
    const ph = await fx.pharmacy('Pharmacie du Back Office');
    await fx.oldInvoice(ph.id, 40, 10);
    await fx.offlineOrder(ph, 120_000);
    const paid = await fx.recordPayment(admin, {
      pharmacyId: ph.id,
      amount: 300,
      method: 'transfer',
      reference: 'VIR-BO-1',
    });
    expect(paid.body.code, JSON.stringify(paid.body)).toBe(2001);
    const { balance } = await fx.ledgerOf(ph.id);
    expect(balance).toBeGreaterThan(0);

    const from = algiersDay(new Date(Date.now() - 90 * DAY));
    const to = algiersDay(new Date());
    const query = `from=${from}&to=${to}`;
    for (const lang of ['fr', 'ar'] as const) {
      const mine = await statement(`/pharmacy/account_statement?${query}`, ph.headers, lang);
      const byAdmin = await statement(`/admin/account_statement/${ph.id}?${query}`, admin.headers, lang);
      const byFranchise = await statement(`/franchise/account_statement/${ph.id}?${query}`, own.headers, lang);
      expect(mine).toContain('Pharmacie du Back Office');
      expect(mine).toContain(money(balance, lang));
      // the same document, whoever asks for it
      expect(byAdmin).toBe(mine);
      expect(byFranchise).toBe(mine);
    }
    const fr = await statement(`/admin/account_statement/${ph.id}?${query}`, admin.headers, 'fr');
    expect(fr).toContain(`Solde au ${to.split('-').reverse().join('-')} (clôture) : ${money(balance, 'fr')}`);
  });

  it("a franchisee is refused another wilaya's pharmacy with the franchise's not-found code, nothing sent", async () => {
    const ph = await fx.pharmacy();
    await fx.offlineOrder(ph, 100_000);
    const away = await fx.franchisee(31, 'Oran');
    const query = `from=2026-01-01&to=${algiersDay(new Date())}`;
    const refused = await api.call('GET', `/franchise/account_statement/${ph.id}?${query}`, {
      headers: { ...away.headers, language: '1' },
    });
    expect([refused.status, refused.body.code]).toEqual([404, 4041]);
    expect(refused.headers.get('content-type')).toContain('application/json');
    // the same code as the franchise's pharmacy details for another wilaya's pharmacy
    const details = await api.call('POST', '/franchise/pharmacy_details', {
      headers: away.headers,
      body: { pharmacyID: String(ph.id) },
    });
    expect(details.body.code).toBe(refused.body.code);
  });

  it("a period ending before it starts is refused, in the user's language, to the admin and the franchisee", async () => {
    const ph = await fx.pharmacy();
    const cases = [
      [
        `/admin/account_statement/${ph.id}`,
        admin.headers,
        '1',
        'Période : la date de début doit précéder la date de fin.',
      ],
      [
        `/franchise/account_statement/${ph.id}`,
        own.headers,
        '2',
        'Period: the start date must come before the end date.',
      ],
    ] as const;
    for (const [path, headers, language, message] of cases) {
      const res = await api.call('GET', `${path}?from=2026-03-01&to=2026-02-01`, { headers: { ...headers, language } });
      expect([res.status, res.body.code], path).toEqual([400, 4003]);
      expect(res.body.meta, path).toBe(message);
      const bad = await api.call('GET', `${path}?from=2026-02-30&to=2026-03-01`, { headers });
      expect([bad.status, bad.body.code], path).toEqual([400, 4001]);
    }
  });
});
