import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/seed/accounts.js';
import { formatDZD } from '../../src/contract/constants';
import { auth } from '../../src/i18n/ar/auth';
import { common } from '../../src/i18n/ar/common';
import { franchise } from '../../src/i18n/ar/franchise';
import { landing } from '../../src/i18n/ar/landing';
import { payment } from '../../src/i18n/ar/payment';
import { pharmacy } from '../../src/i18n/ar/pharmacy';
import { DESKTOP, PHONE, screenshot, type Stack, startStack } from '../support/browser.js';

/**
 * The portal in Arabic (issue 15), desktop and phone: every screen is right to left (`<html lang="ar"
 * dir="rtl">`), shows the Arabic texts, and nothing overflows sideways; screenshots arabic-*.png.
 */
let stack: Stack;
let pharmacyId: number;
let product: { id: number; name: string; price: number };

beforeAll(async () => {
  stack = await startStack();
  pharmacyId = (
    await stack.api.db
      .selectFrom('pharmacies')
      .select('id')
      .where('email', '=', 'pharmacy@demo.dz')
      .executeTakeFirstOrThrow()
  ).id;
  const products = await stack.api.db
    .selectFrom('products')
    .select(['id', 'name', 'price'])
    .where('deleted_at', 'is', null)
    .where('quantity', '>=', 20)
    .orderBy('id')
    .limit(2)
    .execute();
  product = { ...products[0]!, price: Number(products[0]!.price) / 100 };
  await stack.api.db.deleteFrom('basket_items').where('pharmacy_id', '=', pharmacyId).execute();
  await stack.api.db
    .insertInto('basket_items')
    .values(products.map((p, i) => ({ pharmacy_id: pharmacyId, product_id: p.id, quantity: i + 1 })))
    .execute();
});
afterAll(async () => stack?.close());

const viewports = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

/** The screen is Arabic and right to left, and no wider than the window; then its screenshot. */
async function checkRtl(page: Page, name: string, viewport: string) {
  await expect
    .poll(() => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir].join(' ')))
    .toBe('ar rtl');
  // the body's own direction as styled: MUI's RTL theme and CssBaseline leave it right to left
  expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');
  await screenshot(page, `arabic-${name}-${viewport}`);
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const root = document.scrollingElement!;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(scrollWidth, `${name} overflows sideways`).toBeLessThanOrEqual(clientWidth);
}

const textOf = (page: Page, testId: string) => page.getByTestId(testId).first().textContent();

describe.each(viewports)('Arabic, right to left (%s)', (viewportName, viewport) => {
  it('landing page, with the language switcher offering FR, EN and العربية', async () => {
    const { context, page } = await stack.newPage({ lang: 'ar', viewport });
    await page.goto(stack.webUrl);
    await expect.poll(() => textOf(page, 'landing-title')).toBe(landing.landing.welcomeTitle);
    // the carousel runs right to left
    await expect
      .poll(() => page.getByTestId('landing-carousel').locator('.swiper').getAttribute('class'))
      .toContain('swiper-rtl');
    await checkRtl(page, 'landing', viewportName);
    if (viewportName === 'desktop') {
      await page.getByRole('button', { name: landing.landing.menu }).click();
      // the menu panel is loaded on the first click
      const toggle = page.getByTestId('language-toggle');
      await expect.poll(() => toggle.locator('button').allTextContents()).toEqual(['FR', 'EN', 'العربية']);
      await screenshot(page, `arabic-landing-menu-${viewportName}`);
      // switching to French turns the page left to right at once
      await toggle.getByTestId('lang-fr').click();
      await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('ltr');
      await expect.poll(() => textOf(page, 'landing-title')).toBe('Bienvenue sur ParaPharm DZ');
    }
    await context.close();
  });

  it('pharmacy sign-in and the forgotten-password dialog', async () => {
    const { context, page } = await stack.newPage({ lang: 'ar', viewport });
    await page.goto(`${stack.webUrl}/pharmacy/login`);
    await page.getByTestId('pharmacy-login-form').waitFor();
    await expect
      .poll(() => page.getByTestId('pharmacy-login-form').locator('button[type=submit]').textContent())
      .toBe(auth.auth.login.submit);
    await checkRtl(page, 'login', viewportName);
    await page.getByTestId('forgot-password-link').click();
    const dialog = page.getByTestId('forgot-password-dialog');
    await dialog.waitFor();
    await expect.poll(() => dialog.textContent()).toContain(auth.auth.forgot.title);
    await checkRtl(page, 'forgot-password', viewportName);
    await context.close();
  });

  it('catalogue, product, basket, payment and My orders of a signed-in pharmacy', async () => {
    const { context, page } = await stack.newPage({ lang: 'ar', viewport });
    await stack.signIn(page, 'pharmacy', 'pharmacy@demo.dz', DEMO_ACCOUNTS.password);
    // the greeting names the pharmacy once its profile has answered, the plain title before
    const { name } = await stack.api.db
      .selectFrom('pharmacies')
      .select('name')
      .where('email', '=', 'pharmacy@demo.dz')
      .executeTakeFirstOrThrow();
    await expect.poll(() => page.textContent('h1')).toBe(common.dashboard.greeting.replace('%{name}', name));
    await checkRtl(page, 'dashboard', viewportName);

    await page.goto(`${stack.webUrl}/pharmacy/products`);
    await page.getByTestId('product-grid').waitFor();
    await expect.poll(() => page.textContent('h1')).toBe(pharmacy.shop.catalogue.title);
    await checkRtl(page, 'catalogue', viewportName);

    await page.goto(`${stack.webUrl}/post/${product.id}/detail`);
    await page.getByTestId('product-detail').waitFor();
    // prices keep Latin digits and "DA" (Algerian usage)
    await expect.poll(() => textOf(page, 'detail-price')).toBe(formatDZD(product.price, 'ar'));
    expect(await textOf(page, 'detail-price')).toMatch(/^[0-9\s\u00a0\u202f,.]+ DA$/);
    await checkRtl(page, 'product', viewportName);

    await page.goto(`${stack.webUrl}/basket/details`);
    await page.getByTestId('basket-next').waitFor();
    await expect.poll(() => page.textContent('h1')).toBe(pharmacy.shop.basket.title);
    await checkRtl(page, 'basket', viewportName);

    await page.getByTestId('basket-next').click();
    await page.waitForURL('**/payment');
    await page.getByTestId('payment-summary').waitFor();
    await expect.poll(() => page.textContent('h1')).toBe(payment.checkout.title);
    await checkRtl(page, 'payment', viewportName);

    await page.goto(`${stack.webUrl}/pharmacy/orders`);
    await page.getByTestId('orders-page').waitFor();
    await expect.poll(() => page.textContent('h1')).toBe(pharmacy.shop.orders.title);
    await expect.poll(() => page.getByTestId('orders-page').locator('tbody tr').count()).toBeGreaterThan(0);
    await checkRtl(page, 'my-orders', viewportName);
    await context.close();
  });

  it('admin pharmacies list and its add dialog, with the wilayas in Arabic', async () => {
    const { context, page } = await stack.newPage({ lang: 'ar', viewport });
    await stack.signIn(page, 'admin', 'admin@demo.dz', DEMO_ACCOUNTS.password);
    await page.goto(`${stack.webUrl}/admin/pharmacies`);
    await expect.poll(() => page.textContent('h1')).toBe('الصيدليات');
    await page.getByTestId('list-add').waitFor();
    await checkRtl(page, 'admin-pharmacies', viewportName);
    await page.getByTestId('list-add').click();
    const dialog = page.getByTestId('pharmacy-create');
    await dialog.waitFor();
    await checkRtl(page, 'admin-pharmacy-add', viewportName);
    await dialog.getByTestId('pharmacy-wilaya').click();
    await expect.poll(() => page.getByRole('option').allTextContents()).toContain('16 — الجزائر');
    await context.close();
  });

  it('franchise orders', async () => {
    const { context, page } = await stack.newPage({ lang: 'ar', viewport });
    await stack.signIn(page, 'franchise', 'franchise@demo.dz', DEMO_ACCOUNTS.password);
    await page.goto(`${stack.webUrl}/franchise/orders`);
    await expect.poll(() => page.textContent('h1')).toBe(franchise.franchise.orders.title);
    await page.getByTestId(viewportName === 'phone' ? 'orders-list' : 'orders-table').waitFor();
    await checkRtl(page, 'franchise-orders', viewportName);
    await context.close();
  });
});
