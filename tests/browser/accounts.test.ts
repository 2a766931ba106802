import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot, type Stack, startStack } from '../support/browser.js';

/**
 * Trade accounts in headless Chromium (issue 30): the admin sets the demo pharmacy's credit limit (through the API,
 * the back-office screen is not built yet); the pharmacy's payment page then closes the offline option and says why,
 * the card staying open; My account shows the balance, the available credit and the invoices. Screenshots in fr, en
 * and ar, desktop and phone.
 */
let stack: Stack;
let pharmacyId: number;

beforeAll(async () => {
  stack = await startStack();
  pharmacyId = (await stack.api.db.selectFrom('pharmacies').select('id').where('email', '=', 'pharmacy@demo.dz').executeTakeFirstOrThrow()).id;
  const product = await stack.api.db.selectFrom('products').select('id').where('deleted_at', 'is', null).where('quantity', '>=', 5).orderBy('id').executeTakeFirstOrThrow();
  await stack.api.db.insertInto('basket_items').values({ pharmacy_id: pharmacyId, product_id: product.id, quantity: 1 }).execute();
});
afterAll(async () => stack?.close());

describe('credit control and My account', () => {
  it('the admin sets a limit below the balance: the offline option says why it is closed, the card stays open', async () => {
    const admin = await stack.api.login('admin');
    const set = await stack.api.call('PUT', '/admin/update_credit_terms', { headers: admin, body: { pharmacyId, payment_terms_days: 0, credit_limit: 1000 } });
    expect(set.body.code).toBe(2001);
    for (const lang of ['fr', 'en', 'ar'] as const) {
      for (const [device, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
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
        await expect.poll(async () => (await page.getByTestId('account-invoices').locator('tbody tr').count()) > 0).toBe(true);
        expect(await page.getByTestId('account-available').textContent()).toMatch(/0[.,]00 DA/);
        await page.getByTestId('account-entries').waitFor();
        await screenshot(page, `accounts-my-account-${lang}-${device}`);
        await context.close();
      }
    }
  });
});
