import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/seed/accounts.js';
import { DESKTOP, PHONE, screenshot, type Stack, startStack } from '../support/browser.js';

/**
 * Checkout in headless Chromium as pharmacy@demo.dz: online payment through the SATIM sandbox page (success,
 * then a declined card and try again), offline payment, result pages, invoice download and e-mail; screenshots
 * of each screen in French and English (spec 000 §2 "Payment", §4, §8).
 */
let stack: Stack;
let pharmacyId: number;
let products: { id: number; name: string }[];

const CARD_OK = '6280580000000011';
const CARD_DECLINED = '6280580000000029';

beforeAll(async () => {
  stack = await startStack();
  const ph = await stack.api.db
    .selectFrom('pharmacies')
    .select('id')
    .where('email', '=', 'pharmacy@demo.dz')
    .executeTakeFirstOrThrow();
  pharmacyId = ph.id;
  products = await stack.api.db
    .selectFrom('products')
    .select(['id', 'name'])
    .where('deleted_at', 'is', null)
    .where('quantity', '>=', 20)
    .orderBy('id')
    .limit(3)
    .execute();
  expect(products.length).toBe(3);
});
afterAll(async () => stack?.close());

async function fillBasket(lines: [number, number][]) {
  await stack.api.db.deleteFrom('basket_items').where('pharmacy_id', '=', pharmacyId).execute();
  await stack.api.db
    .insertInto('basket_items')
    .values(lines.map(([product_id, quantity]) => ({ pharmacy_id: pharmacyId, product_id, quantity })))
    .execute();
}

async function signedIn(lang: 'fr' | 'en', viewport = DESKTOP) {
  const { context, page } = await stack.newPage({ lang, viewport });
  await stack.signIn(page, 'pharmacy', 'pharmacy@demo.dz', DEMO_ACCOUNTS.password);
  return { context, page };
}

/** The sandbox's hosted page, filled like a cardholder would. */
async function payOnSandbox(page: Page, pan: string, shot?: string) {
  await page.waitForURL('**/satim-sandbox/payment/merchants/**');
  await page.locator('#pan').fill(pan);
  await page.locator('#month').selectOption('12');
  await page.locator('#year').selectOption(String(new Date().getUTCFullYear() + 2));
  await page.locator('#cvv').fill('123');
  await page.locator('#holder').fill('Amina Benali');
  if (shot) await screenshot(page, shot);
  await page.locator('button.pay').click();
}

const snackbar = (page: Page) => page.locator('.MuiSnackbar-root');
const orderCount = async (state: string) =>
  (
    await stack.api.db
      .selectFrom('orders')
      .select('id')
      .where('pharmacy_id', '=', pharmacyId)
      .where('state', '=', state as never)
      .execute()
  ).length;

describe('checkout', () => {
  it('pays online through the sandbox page, sees the success page and gets the invoice (fr)', async () => {
    await fillBasket([
      [products[0]!.id, 2],
      [products[1]!.id, 1],
    ]);
    const paidBefore = await orderCount('paid');
    const { context, page } = await signedIn('fr');
    await page.goto(`${stack.webUrl}/basket/details`);
    await page.getByTestId('basket-next').click();
    await page.waitForURL('**/payment');
    await expect.poll(() => page.getByTestId('order-lines').textContent()).toContain(products[0]!.name);
    await screenshot(page, 'checkout-payment-fr');

    // nothing is sent while a rule of spec 000 §5 is unmet
    await page.getByTestId('pay-button').click();
    await expect
      .poll(() => page.getByTestId('payment-problem').textContent())
      .toBe('Veuillez accepter les conditions de paiement');
    await page.getByTestId('open-conditions').click();
    await expect.poll(() => page.getByTestId('conditions-dialog').textContent()).toContain('24 à 72 heures ouvrables');
    await screenshot(page, 'checkout-conditions-fr');
    await page.getByTestId('conditions-accept').click();
    await page.getByTestId('pay-button').click();
    await expect
      .poll(() => page.getByTestId('payment-problem').textContent())
      .toBe('Veuillez valider le reCAPTCHA avant de payer.');
    expect(await orderCount('awaiting_payment')).toBe(0);

    await page.getByTestId('captcha-standin').locator('input').check();
    await page.getByTestId('pay-button').click();
    await payOnSandbox(page, CARD_OK, 'checkout-sandbox-fr');
    await page.waitForURL('**/payment/success?orderId=*');
    await page.getByTestId('payment-success').waitFor();
    expect(await page.getByTestId('detail-method').textContent()).toBe('CIB/EDAHABIA');
    expect(await page.getByTestId('detail-approval').textContent()).toMatch(/^\d{6}$/);
    expect(await page.getByTestId('detail-respcode').textContent()).toBe('Votre paiement a été accepté.');
    expect(await page.getByTestId('support-line').textContent()).toContain('3020');
    await screenshot(page, 'checkout-success-fr');

    const download = page.waitForEvent('download');
    await page.getByTestId('invoice-download').click();
    const file = await download;
    // named as My orders names it (D45)
    expect(file.suggestedFilename()).toMatch(/^invoice_order_CMD-[\w-]+_fr\.pdf$/);
    expect(
      fs
        .readFileSync((await file.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    await page.getByTestId('invoice-email').click();
    await expect.poll(() => snackbar(page).textContent()).toContain('La facture a été envoyée avec succès');

    // a reload answers the same, and nothing is paid twice
    await page.reload();
    await page.getByTestId('payment-success').waitFor();
    expect(await orderCount('paid')).toBe(paidBefore + 1);
    expect(
      await stack.api.db
        .selectFrom('basket_items')
        .select('product_id')
        .where('pharmacy_id', '=', pharmacyId)
        .execute(),
    ).toHaveLength(0);
    await context.close();
  });

  it('pays offline: order waiting for validation, invoice kept on the success page (fr, phone)', async () => {
    await fillBasket([[products[2]!.id, 3]]);
    const before = await orderCount('pending_validation');
    const { context, page } = await signedIn('fr', PHONE);
    await page.goto(`${stack.webUrl}/payment`);
    await page.getByTestId('payment-summary').waitFor();
    // on phones the pay button is highlighted for 4.5 s and scrolled to (spec 000 §2)
    const animation = () => page.getByTestId('pay-button').evaluate((el) => getComputedStyle(el).animationName);
    await expect.poll(animation).not.toBe('none');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    // the smooth scroll has ended once two readings agree
    let lastY = -1;
    await expect.poll(async () => lastY === (lastY = await page.evaluate(() => window.scrollY))).toBe(true);
    await screenshot(page, 'checkout-payment-fr-phone');
    await expect.poll(animation, { timeout: 6000 }).toBe('none');
    await page.getByTestId('method-switch').click();
    await page.getByTestId('accept-terms').locator('input').check();
    await page.getByTestId('pay-button').click();
    await page.waitForURL('**/paymentOffline/success?orderId=*');
    await page.getByTestId('offline-success').waitFor();
    expect(await page.getByTestId('detail-status').textContent()).toBe('En attente de validation commerciale');
    await screenshot(page, 'checkout-offline-success-fr-phone');
    const download = page.waitForEvent('download');
    await page.getByTestId('invoice-download').click();
    expect((await download).suggestedFilename()).toMatch(/^invoice_order_CMD-[\w-]+_fr\.pdf$/);
    expect(await orderCount('pending_validation')).toBe(before + 1);
    await context.close();
  });

  it('a declined card leads to the failure page, and trying again works (en)', async () => {
    await fillBasket([[products[0]!.id, 1]]);
    const { context, page } = await signedIn('en');
    await page.goto(`${stack.webUrl}/payment`);
    await page.getByTestId('payment-summary').waitFor();
    await screenshot(page, 'checkout-payment-en');
    await page.getByTestId('accept-terms').locator('input').check();
    await page.getByTestId('captcha-standin').locator('input').check();
    await page.getByTestId('pay-button').click();
    await payOnSandbox(page, CARD_DECLINED, 'checkout-sandbox-en');
    await page.waitForURL('**/payment/failed?orderId=*');
    await page.getByTestId('payment-failed').waitFor();
    expect(await page.getByTestId('result-text').textContent()).toContain('Your transaction was rejected');
    expect(await page.getByTestId('detail-method').textContent()).toBe('CIB/EDAHABIA');
    await screenshot(page, 'checkout-failed-en');

    await page.getByTestId('try-again').click();
    await page.waitForURL('**/payment');
    await expect.poll(() => page.getByTestId('order-lines').textContent()).toContain(products[0]!.name);
    await page.getByTestId('accept-terms').locator('input').check();
    await page.getByTestId('captcha-standin').locator('input').check();
    await page.getByTestId('pay-button').click();
    await payOnSandbox(page, CARD_OK);
    await page.waitForURL('**/payment/success?orderId=*');
    await page.getByTestId('payment-success').waitFor();
    expect(await page.getByTestId('result-title').textContent()).toBe('Payment accepted');
    await screenshot(page, 'checkout-success-en');
    await context.close();
  });

  it('an offline order that cannot be placed goes to the offline failure page (en)', async () => {
    const stock = (
      await stack.api.db
        .selectFrom('products')
        .select('quantity')
        .where('id', '=', products[1]!.id)
        .executeTakeFirstOrThrow()
    ).quantity;
    const { context, page } = await signedIn('en');
    await fillBasket([[products[1]!.id, 1]]);
    await page.goto(`${stack.webUrl}/payment`);
    await page
      .getByTestId('payment-summary')
      .waitFor({ timeout: 8000 })
      .catch(async (e) => {
        await screenshot(page, 'checkout-offline-failed-debug');
        throw e;
      });
    // the stock falls while the page is open
    await stack.api.db
      .updateTable('basket_items')
      .set({ quantity: stock + 5 })
      .where('pharmacy_id', '=', pharmacyId)
      .execute();
    await page.getByTestId('method-offline').click();
    await page.getByTestId('accept-terms').locator('input').check();
    await page.getByTestId('pay-button').click();
    await page.waitForURL('**/paymentOffline/failed');
    expect(await page.getByTestId('offline-failed-reason').textContent()).toContain('Not enough stock');
    await screenshot(page, 'checkout-offline-failed-en');
    await page.getByTestId('try-again').click();
    await page.waitForURL('**/payment');
    await context.close();
  });
  it('shows every result page in the other language too (screenshots)', async () => {
    // online failure in French
    await fillBasket([[products[2]!.id, 1]]);
    const fr = await signedIn('fr');
    await fr.page.goto(`${stack.webUrl}/payment`);
    await fr.page.getByTestId('accept-terms').locator('input').check();
    await fr.page.getByTestId('captcha-standin').locator('input').check();
    await fr.page.getByTestId('pay-button').click();
    await payOnSandbox(fr.page, '6280580000000037');
    await fr.page.getByTestId('payment-failed').waitFor();
    expect(await fr.page.getByTestId('result-text').textContent()).toContain('solde insuffisant');
    await screenshot(fr.page, 'checkout-failed-fr');
    await fr.page.goto(`${stack.webUrl}/paymentOffline/failed`);
    await fr.page.getByTestId('offline-none').waitFor();
    await screenshot(fr.page, 'checkout-offline-none-fr');
    await fr.context.close();

    // offline success in English, and the online success page on a phone
    const en = await signedIn('en');
    await en.page.goto(`${stack.webUrl}/payment`);
    await en.page.getByTestId('method-offline').click();
    await en.page.getByTestId('accept-terms').locator('input').check();
    await en.page.getByTestId('pay-button').click();
    await en.page.getByTestId('offline-success').waitFor();
    expect(await en.page.getByTestId('detail-status').textContent()).toBe('Awaiting sales validation');
    await screenshot(en.page, 'checkout-offline-success-en');
    await en.context.close();

    await fillBasket([[products[0]!.id, 1]]);
    const phone = await signedIn('en', PHONE);
    await phone.page.goto(`${stack.webUrl}/payment`);
    await phone.page.getByTestId('payment-summary').waitFor();
    await phone.page.getByTestId('accept-terms').locator('input').check();
    await phone.page.getByTestId('captcha-standin').locator('input').check();
    await phone.page.getByTestId('pay-button').click();
    await payOnSandbox(phone.page, CARD_OK, 'checkout-sandbox-en-phone');
    await phone.page.getByTestId('payment-success').waitFor();
    await screenshot(phone.page, 'checkout-success-en-phone');
    await phone.context.close();
  });
});
