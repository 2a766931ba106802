import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot, type Stack, startStack } from '../support/browser.js';
import { insertOrder } from '../support/orders.js';
import { keepPdf, pdfText } from '../support/pdf.js';
import { submitCard } from '../support/sandboxCheckout.js';

/**
 * Trade accounts in headless Chromium (issue 30): the admin sets the demo pharmacy's credit limit on the receivables
 * screen (its account dialog, "Terms and limit"); the pharmacy's payment page then closes the offline option and says why,
 * the card staying open; My account shows the balance, the available credit and the invoices. Screenshots in fr, en
 * and ar, desktop and phone. Issue 30 steps 3 and 4: the pharmacy ticks two invoices and pays them at once by card
 * through the SATIM sandbox; the result page lists them paid (reloaded in every language: it never credits twice), My
 * account shows them paid, and so does its statement of account PDF.
 */
let stack: Stack;
let pharmacyId: number;

beforeAll(async () => {
  stack = await startStack();
  pharmacyId = (
    await stack.api.db
      .selectFrom('pharmacies')
      .select('id')
      .where('email', '=', 'pharmacy@demo.dz')
      .executeTakeFirstOrThrow()
  ).id;
  const product = await stack.api.db
    .selectFrom('products')
    .select('id')
    .where('deleted_at', 'is', null)
    .where('quantity', '>=', 5)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await stack.api.db
    .insertInto('basket_items')
    .values({ pharmacy_id: pharmacyId, product_id: product.id, quantity: 1 })
    .execute();
});
afterAll(async () => stack?.close());

describe('credit control and My account', () => {
  it('the admin sets a limit below the balance: the offline option says why it is closed, the card stays open', async () => {
    {
      const { context, page } = await stack.newPage({ lang: 'fr', viewport: DESKTOP });
      const account = await openAccount(page);
      await account.getByTestId('edit-terms').click();
      // typed the way the screens show amounts (issue 38 §6)
      await page.getByTestId('terms-limit').fill('1 000,00');
      await page.getByTestId('terms-save').click();
      await expect.poll(() => page.getByTestId('terms-dialog').count()).toBe(0);
      await context.close();
    }
    const terms = await stack.api.db
      .selectFrom('pharmacies')
      .select(['credit_limit', 'payment_terms_days'])
      .where('id', '=', pharmacyId)
      .executeTakeFirstOrThrow();
    expect({ limit: Number(terms.credit_limit), terms: terms.payment_terms_days }).toEqual({
      limit: 100_000,
      terms: 0,
    });
    for (const lang of ['fr', 'en', 'ar'] as const) {
      for (const [device, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        const { context, page } = await stack.newPage({ lang, viewport });
        await stack.signIn(page, 'pharmacy');
        await page.goto(`${stack.webUrl}/payment`);
        const banner = page.getByTestId('credit-hold');
        await expect.poll(() => banner.isVisible()).toBe(true);
        expect(await page.getByTestId('method-offline').isDisabled()).toBe(true);
        expect(await page.getByTestId('method-online').getAttribute('aria-pressed')).toBe('true');
        if (lang === 'en') expect(await banner.textContent()).toContain('credit limit is reached');
        await screenshot(page, `accounts-payment-hold-${lang}-${device}`);

        await page.goto(`${stack.webUrl}/pharmacy/account`);
        await expect.poll(() => page.getByTestId('account-balance').isVisible()).toBe(true);
        await expect
          .poll(async () => (await page.getByTestId('account-invoices').locator('tbody tr').count()) > 0)
          .toBe(true);
        expect(await page.getByTestId('account-available').textContent()).toMatch(/0[.,]00 DA/);
        await page.getByTestId('account-entries').waitFor();
        await screenshot(page, `accounts-my-account-${lang}-${device}`);
        await context.close();
      }
    }
  });
});

/** The admin's receivables screen, the demo pharmacy's account dialog opened. */
async function openAccount(page: import('playwright-core').Page) {
  await stack.signIn(page, 'admin');
  await page.goto(`${stack.webUrl}/admin/receivables`);
  await page.getByText('Pharmacie El Amel', { exact: true }).first().click();
  const account = page.getByTestId('receivable-account');
  await expect.poll(() => account.getByTestId('receivable-balance').isVisible()).toBe(true);
  return account;
}

describe('a payment recorded by mistake is reversed (D102)', () => {
  it('the admin records 250 DA in cash, then reverses it from the entries: the balance is back, the entry says reversed', async () => {
    const balance = async () => {
      const r = await stack.api.db
        .selectFrom('account_balances')
        .select('balance')
        .where('pharmacy_id', '=', pharmacyId)
        .executeTakeFirstOrThrow();
      return Number(r.balance);
    };
    const before = await balance();
    // typed as each reader writes 250 DA (issue 38 §6): Arabic-Indic digits, the English decimal point
    for (const [lang, viewport, device, typed] of [
      ['ar', PHONE, 'phone', '٢٥٠٫٠٠'],
      ['en', DESKTOP, 'desktop', '250.00 DA'],
    ] as const) {
      const { context, page } = await stack.newPage({ lang, viewport });
      const account = await openAccount(page);
      await account.getByTestId('record-payment').click();
      await page.getByTestId('payment-amount').fill(typed);
      await page.getByTestId('payment-submit').click();
      await page.getByTestId('payment-recorded').waitFor();
      await page.getByTestId('payment-dialog').getByRole('button').last().click();
      await expect.poll(balance).toBe(before - 25_000);
      const payment = await stack.api.db
        .selectFrom('ledger_entries')
        .select('id')
        .where('pharmacy_id', '=', pharmacyId)
        .where('kind', '=', 'payment')
        .where('method', '=', 'cash')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      await account.getByTestId(`reverse-payment-${payment.id}`).click();
      await page.getByTestId('reverse-payment-reason').fill(lang === 'ar' ? 'دفعة مسجلة مرتين' : 'Recorded twice');
      await page.getByTestId('reverse-payment-next').click();
      await page.getByTestId('reverse-payment-confirm-text').waitFor();
      await screenshot(page, `accounts-reversal-${lang}-${device}`, { fullPage: false });
      await page.getByTestId('reverse-payment-submit').click();
      await expect.poll(() => page.getByTestId('reverse-payment-dialog').count()).toBe(0);
      await expect.poll(balance).toBe(before);
      await expect.poll(() => account.getByTestId(`reverse-payment-${payment.id}`).count()).toBe(0);
      await context.close();
    }
    const reversals = await stack.api.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('pharmacy_id', '=', pharmacyId)
      .where('kind', '=', 'reversal')
      .execute();
    expect(reversals.length).toBeGreaterThanOrEqual(2);
  });
});

describe('paying two invoices at once by card (issue 30 §4, steps 3 and 4)', () => {
  const LANGUAGE = { fr: '1', en: '2', ar: '3' } as const;
  const algiersDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Algiers' }).format(d);
  /** An offline order's invoice of the demo pharmacy, as the ledger's backfill writes one (order, invoice, debit). */
  async function owedInvoice(unitPrice: number) {
    const { db } = stack.api;
    const issued = new Date(Date.now() - 3 * 86_400_000);
    const order = await insertOrder(stack.api, {
      pharmacyId,
      orderNo: `PAY${randomUUID().slice(0, 8)}`,
      address: 'Alger',
      status: 2,
      payementType: 1,
      state: 'pending_validation',
      createdAt: issued,
      lines: [{ ref: 'PAY-1', name: 'Crème', quantity: 1, unitPrice }],
    });
    const o = await db
      .selectFrom('orders')
      .select(['total', 'wilaya_id'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    const number = `FAC-T-${order.id}`;
    const inv = await db
      .insertInto('invoices')
      .values({ order_id: order.id, year: issued.getUTCFullYear(), seq: -order.id, number, issued_at: issued })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('ledger_entries')
      .values({
        pharmacy_id: pharmacyId,
        wilaya_id: o.wilaya_id,
        kind: 'invoice',
        debit: Number(o.total),
        order_id: order.id,
        due_at: new Date(Date.now() - 86_400_000),
        created_at: issued,
      })
      .execute();
    return { invoice_id: inv.id, invoice_no: number };
  }
  const combos = (['fr', 'en', 'ar'] as const).flatMap((lang) =>
    (
      [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const
    ).map(([device, viewport]) => ({ lang, device, viewport })),
  );

  it('the pharmacy ticks two invoices, pays them through the sandbox, and sees them paid on the result page, My account and its statement', async () => {
    // two invoices of its own, issued this week, due yesterday (on delivery), whatever the demo data holds
    const a = await owedInvoice(120_000);
    const b = await owedInvoice(345_050);
    const ph = await stack.api.login('pharmacy');
    const statement = async (lang: keyof typeof LANGUAGE) => {
      const from = algiersDay(new Date(Date.now() - 365 * 86_400_000));
      const res = await fetch(`${stack.api.url}/pharmacy/account_statement?from=${from}&to=${algiersDay(new Date())}`, {
        headers: { ...ph, language: LANGUAGE[lang] },
      });
      expect(res.status).toBe(200);
      return Buffer.from(await res.arrayBuffer());
    };
    const overdueLine = (no: string) => `Invoice ${no}, due`;
    const before = await pdfText(await statement('en'));
    expect(before).toContain(a.invoice_no);
    // the demo pharmacy pays on delivery: its invoices are overdue until paid
    for (const inv of [a, b]) expect(before).toContain(overdueLine(inv.invoice_no));

    const tick = async (page: import('playwright-core').Page) => {
      const rows = page.getByTestId('account-invoices').locator('tbody tr');
      for (const inv of [a, b]) await rows.filter({ hasText: inv.invoice_no }).getByRole('checkbox').check();
      await expect.poll(() => page.getByTestId('pay-invoices-total').textContent()).toMatch(/\d/);
    };
    // step 3, the selection, in every language and size
    for (const { lang, device, viewport } of combos) {
      const { context, page } = await stack.newPage({ lang, viewport });
      await stack.signIn(page, 'pharmacy');
      await page.goto(`${stack.webUrl}/pharmacy/account`);
      await tick(page);
      await screenshot(page, `accounts-pay-selection-${lang}-${device}`);
      await context.close();
    }

    // the payment itself, once: a double click on Pay opens one payment
    const { context, page } = await stack.newPage({ lang: 'en', viewport: DESKTOP });
    await stack.signIn(page, 'pharmacy');
    await page.goto(`${stack.webUrl}/pharmacy/account`);
    await tick(page);
    await page.getByTestId('pay-invoices').dblclick();
    await page.waitForURL('**/satim-sandbox/payment/merchants/**');
    await submitCard(page, '6280580000000011');
    await page.waitForURL('**/pharmacy/account/payment/success?orderId=*');
    await page.getByTestId('invoice-payment-success').waitFor();
    const resultUrl = page.url();
    for (const inv of [a, b])
      expect(await page.getByTestId(`paid-invoice-${inv.invoice_id}`).getByTestId('left-now').textContent()).toMatch(
        /^0\.00\sDA$/,
      );
    const attempts = await stack.api.db.selectFrom('invoice_payments').select(['order_number', 'status']).execute();
    expect(attempts).toHaveLength(1);
    expect(attempts[0]!.status).toBe('paid');
    // Back from the result page, then My account: both paid
    await page.goBack();
    await page.goto(`${stack.webUrl}/pharmacy/account`);
    for (const inv of [a, b])
      await expect
        .poll(() =>
          page
            .getByTestId('account-invoices')
            .locator('tbody tr', { hasText: inv.invoice_no })
            .getByTestId('invoice-status-paid')
            .count(),
        )
        .toBe(1);
    await context.close();

    // the result page reloaded, in every language and size: the same invoices, still one card credit
    for (const { lang, device, viewport } of combos) {
      const { context: c, page: p } = await stack.newPage({ lang, viewport });
      await stack.signIn(p, 'pharmacy');
      await p.goto(resultUrl);
      await p.getByTestId('invoice-payment-success').waitFor();
      await p.getByTestId(`paid-invoice-${b.invoice_id}`).waitFor();
      await screenshot(p, `accounts-pay-result-${lang}-${device}`);
      await c.close();
    }
    const credits = await stack.api.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('reference', '=', attempts[0]!.order_number)
      .execute();
    expect(credits).toHaveLength(1);

    // step 4: the statement PDF lists both invoices and the card payment, and neither among the overdue ones
    for (const lang of ['fr', 'en', 'ar'] as const) {
      const pdf = await statement(lang);
      keepPdf(pdf, `accounts-pay-statement-${lang}`);
      const text = await pdfText(pdf);
      for (const inv of [a, b]) expect(text).toContain(inv.invoice_no);
      expect(text).toContain(attempts[0]!.order_number);
      if (lang === 'en') for (const inv of [a, b]) expect(text).not.toContain(overdueLine(inv.invoice_no));
    }
  }, 600_000);
});
