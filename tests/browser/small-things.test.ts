import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/seed/accounts.js';
import { insertOrder } from '../support/orders.js';
import { PHONE, screenshot, type Stack, startStack } from '../support/browser.js';

/**
 * Issue 27's small things in headless Chromium: Back right after signing in (§3), a long product name on a phone
 * (§8).
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
});
afterAll(async () => stack?.close());

const signInPharmacy = (page: Page) => stack.signIn(page, 'pharmacy', 'pharmacy@demo.dz', DEMO_ACCOUNTS.password);

describe('Back right after signing in (issue 27 §3)', () => {
  for (const area of ['pharmacy', 'admin', 'franchise'] as const) {
    it(`${area}: Back leaves the dashboard for the page before the sign-in, never the sign-in form`, async () => {
      const { context, page } = await stack.newPage({ lang: 'fr' });
      await page.goto(`${stack.webUrl}/`);
      await page.getByTestId('landing').or(page.locator('main')).first().waitFor();
      await stack.signIn(page, area);
      await page.getByTestId(`account-menu`).first().waitFor();
      await page.goBack();
      await expect.poll(() => new URL(page.url()).pathname).not.toMatch(/\/login$/);
      // and the sign-in address itself, while signed in, leads to the dashboard
      await page.goto(`${stack.webUrl}/${area}/login`);
      await page.waitForURL(`**/${area}/dashboard`);
      expect(await page.getByTestId(`${area}-login-form`).count()).toBe(0);
      await context.close();
    });
  }
});

// 70 characters, one word of 61 letters: the product page was 801 px wide on a phone
const LONG_WORD = 'Dermocosmetiqueultrahydratantepourpeauxtressechesetsensibles1';
const LONG_NAME = `Crème ${LONG_WORD} 50`;

describe('a long product name on a phone (issue 27 §8)', () => {
  let productId: number;
  let orderId: number;
  beforeAll(async () => {
    expect(LONG_NAME).toHaveLength(70);
    expect(LONG_WORD).toHaveLength(61);
    const template = await stack.api.db
      .selectFrom('products')
      .selectAll()
      .where('deleted_at', 'is', null)
      .where('quantity', '>=', 50)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const product = await stack.api.db
      .insertInto('products')
      .values({
        category_id: template.category_id,
        ref: 'LONG-070',
        name: LONG_NAME,
        description_fr: 'Une crème au nom très long.',
        description_en: 'A cream with a very long name.',
        quantity: 80,
        cost: template.cost,
        price: template.price,
        customer_price: template.customer_price,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    productId = product.id;
    await stack.api.db
      .insertInto('basket_items')
      .values({ pharmacy_id: pharmacyId, product_id: productId, quantity: 2 })
      .execute();
    orderId = (
      await insertOrder(stack.api, {
        pharmacyId,
        orderNo: 'LONG-0001',
        address: '6, boulevard Mohamed V, Alger',
        status: 1,
        payementType: 1,
        state: 'pending_validation',
        lines: [{ productId, ref: 'LONG-070', name: LONG_NAME, quantity: 2, unitPrice: template.price }],
      })
    ).id;
  });

  const noWiderThanPhone = async (page: Page, where: string) => {
    await expect
      .poll(() => page.evaluate(() => document.scrollingElement!.scrollWidth), { message: where })
      .toBeLessThanOrEqual(PHONE.width);
  };

  for (const lang of ['fr', 'ar'] as const) {
    it(`pharmacy, ${lang}: catalogue, suggestions, product page, basket, orders and dashboard stay 390 px wide`, async () => {
      const { context, page } = await stack.newPage({ lang, viewport: PHONE });
      await signInPharmacy(page);
      await page.getByTestId('frequent-products').or(page.getByTestId('account-menu')).first().waitFor();
      await noWiderThanPhone(page, 'dashboard');

      await page.goto(`${stack.webUrl}/pharmacy/products?search=LONG-070`);
      await page.getByTestId(`product-${productId}`).waitFor();
      await noWiderThanPhone(page, 'catalogue');
      await screenshot(page, `long-name-catalogue-${lang}-phone`);

      await page.getByTestId('product-search').fill('Dermocosmetique');
      await page.getByTestId('search-suggestion').first().waitFor();
      await noWiderThanPhone(page, 'suggestions');
      await screenshot(page, `long-name-suggestions-${lang}-phone`, { fullPage: false });

      await page.goto(`${stack.webUrl}/post/${productId}/detail`);
      await page.getByText(LONG_WORD, { exact: false }).first().waitFor();
      await noWiderThanPhone(page, 'product page');
      await screenshot(page, `long-name-product-${lang}-phone`);

      await page.goto(`${stack.webUrl}/basket/details`);
      await page.getByTestId('basket-page').getByText(LONG_WORD, { exact: false }).first().waitFor();
      await noWiderThanPhone(page, 'basket');
      await screenshot(page, `long-name-basket-${lang}-phone`);

      await page.goto(`${stack.webUrl}/pharmacy/orders`);
      await page.getByTestId('view-LONG-0001').click();
      await page.getByTestId('order-details').getByText(LONG_WORD, { exact: false }).first().waitFor();
      await noWiderThanPhone(page, 'order details');
      await screenshot(page, `long-name-order-${lang}-phone`, { fullPage: false });
      await context.close();
    });
  }

  it('admin, fr: the product list, the product and the order stay 390 px wide', async () => {
    const { context, page } = await stack.newPage({ lang: 'fr', viewport: PHONE });
    await stack.signIn(page, 'admin');
    await page.goto(`${stack.webUrl}/admin/product?filter=${encodeURIComponent(JSON.stringify({ q: 'LONG-070' }))}`);
    await page.getByText(LONG_WORD, { exact: false }).first().waitFor();
    await noWiderThanPhone(page, 'admin products');
    await screenshot(page, 'long-name-admin-products-fr-phone');
    await page.goto(`${stack.webUrl}/admin/product/${productId}/show`);
    await page.getByTestId('product-show').getByText(LONG_WORD, { exact: false }).first().waitFor();
    await noWiderThanPhone(page, 'admin product');
    await page.goto(`${stack.webUrl}/admin/orders/${orderId}/show`);
    await page.getByTestId('order-show').getByText(LONG_WORD, { exact: false }).first().waitFor();
    await noWiderThanPhone(page, 'admin order');
    await screenshot(page, 'long-name-admin-order-fr-phone');
    await context.close();
  });
});
