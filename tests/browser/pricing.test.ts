import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDZD } from '../../src/contract/constants';
import { stampDuty } from '../../server/invoices/stampDuty.js';
import { DEMO_ACCOUNTS } from '../../server/seed/accounts.js';
import { DESKTOP, PHONE, screenshot, type Stack, startStack } from '../support/browser';
import { keepPdf, pdfText } from '../support/pdf';

/**
 * Issue 40's acceptance in headless Chromium: the admin creates a contract list with a tier and a "10 + 2" on one
 * product; pharmacy@demo.dz sees its price, the catalogue price struck through and the badge, fills 10 units, sees
 * 2 free in the basket, pays offline, and its invoice shows the free units at 0 DA with the right totals; another
 * pharmacy sees the catalogue price. Screenshots of the screens in fr, en and ar, desktop and phone.
 */
let stack: Stack;
// a product no demo list nor promotion covers (server/seed/pricing.ts), with stock for 12
const REF = 'PF-0013';
let product: { id: number; name: string; price: number; quantity: number };
const CONTRACT = 600_00;
const TIER = 560_00;

beforeAll(async () => {
  stack = await startStack();
  product = await stack.api.db
    .selectFrom('products')
    .select(['id', 'name', 'price', 'quantity'])
    .where('ref', '=', REF)
    .executeTakeFirstOrThrow();
  expect(product.quantity).toBeGreaterThanOrEqual(12);
  expect(product.price).toBeGreaterThan(CONTRACT);
});
afterAll(async () => stack?.close());

const url = (path: string) => stack.webUrl + path;
/** An amount in centimes as the screens and documents write it. */
const dzd = (centimes: number, lang: 'fr' | 'en' | 'ar') => formatDZD(centimes / 100, lang);
const input = (scope: Locator, name: string) => scope.locator(`input[name="${name}"]`).first();
async function pick(page: Page, scope: Locator, label: string | RegExp, typed: string, option: RegExp) {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}
async function signedIn(
  area: 'admin' | 'pharmacy' | 'franchise',
  email: string,
  lang: 'fr' | 'en' | 'ar',
  viewport = DESKTOP,
) {
  const { context, page } = await stack.newPage({ lang, viewport });
  await stack.signIn(page, area, email, DEMO_ACCOUNTS.password);
  return { context, page };
}

describe('selling on conditions (issue 40)', () => {
  it('the admin creates a contract list with a tier for pharmacy@demo.dz, then a "10 + 2" on the product', async () => {
    const { context, page } = await signedIn('admin', 'admin@demo.dz', 'en');
    await page.goto(url('/admin/priceLists'));
    await page.getByTestId('price-lists-table').waitFor();
    await page.getByTestId('list-add').click();
    const create = page.getByTestId('price-list-create');
    await input(create, 'name').fill('Contrat El Amel — masques');
    await create.getByRole('combobox', { name: 'For' }).click();
    await page.getByRole('option', { name: 'Some pharmacies' }).click();
    await pick(page, create, 'Pharmacies', 'El Amel', /^Pharmacie El Amel/);
    await screenshot(page, 'pricing-list-create-en');
    await create.getByTestId('form-save').click();
    await create.waitFor({ state: 'detached' });
    const named = () =>
      stack.api.db
        .selectFrom('price_lists')
        .selectAll()
        .where('name', '=', 'Contrat El Amel — masques')
        .executeTakeFirst();
    await expect.poll(named).toBeTruthy();
    const list = (await named())!;
    expect(list.scope).toBe('pharmacies');

    // its items: the product at 600 DA (typed the French way), and a tier from 10 units at 560 DA
    await page.getByRole('row', { name: /Contrat El Amel — masques/ }).click();
    const grid = page.getByTestId('price-list-items-grid');
    await grid.waitFor();
    await grid.getByTestId('items-add-row').click();
    const picker = grid.getByTestId('item-product');
    await picker.fill(REF);
    await page
      .getByRole('option', { name: new RegExp(REF) })
      .first()
      .click();
    await grid.getByTestId('item-price').first().fill('600,00');
    await grid.getByTestId('item-add-tier').first().click();
    await grid.getByTestId('item-min-quantity').nth(1).fill('10');
    await grid.getByTestId('item-price').nth(1).fill('560');
    await screenshot(page, 'pricing-list-items-en');
    await grid.getByTestId('items-save').click();
    await expect
      .poll(() =>
        stack.api.db
          .selectFrom('price_list_items')
          .select(['product_id', 'min_quantity', 'price'])
          .where('price_list_id', '=', list.id)
          .orderBy('min_quantity')
          .execute(),
      )
      .toEqual([
        { product_id: product.id, min_quantity: 1, price: CONTRACT },
        { product_id: product.id, min_quantity: 10, price: TIER },
      ]);
    await page.keyboard.press('Escape');

    await page.goto(url('/admin/promotions'));
    await page.getByTestId('promotions-table').waitFor();
    await page.getByTestId('list-add').click();
    const promo = page.getByTestId('promotion-create');
    await input(promo, 'name').fill('Masque 10 + 2');
    await input(promo, 'buy_quantity').fill('10');
    await input(promo, 'free_quantity').fill('2');
    await input(promo, 'max_free_units').fill('20');
    await pick(page, promo, 'Products', REF, new RegExp(REF));
    await screenshot(page, 'pricing-promotion-create-en');
    await promo.getByTestId('form-save').click();
    await promo.waitFor({ state: 'detached' });
    const row = page.getByRole('row', { name: /Masque 10 \+ 2/ });
    await row.waitFor();
    expect(await row.getByTestId('promotion-rule').textContent()).toBe('10 + 2');
    expect(await row.getByTestId('promotion-given').textContent()).toContain('0 / 20');
    await context.close();

    // the new screens in each language and size, looked at afterwards
    for (const lang of ['fr', 'en', 'ar'] as const)
      for (const [size, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        const { context: c, page: p } = await signedIn('admin', 'admin@demo.dz', lang, viewport);
        for (const screen of ['priceLists', 'promotions', 'pharmacyGroups', 'priceCheck', 'laboratories']) {
          await p.goto(url(`/admin/${screen}`));
          await p.getByRole('heading', { level: 1 }).first().waitFor();
          await p.waitForLoadState('networkidle');
          await screenshot(p, `pricing-admin-${screen}-${lang}-${size}`);
        }
        await c.close();
      }
  });

  it('the pharmacy sees its price and the badge, gets 2 free for 10, pays offline; its invoice has the UG line at 0 DA', async () => {
    const { context, page } = await signedIn('pharmacy', 'pharmacy@demo.dz', 'fr');
    await page.goto(url('/pharmacy/products'));
    await page.getByTestId('product-grid').waitFor();
    await page.getByTestId('product-search').fill(product.name);
    const card = page.getByTestId(`product-${product.id}`);
    await card.waitFor();
    await expect.poll(() => card.getByTestId('price').first().textContent()).toContain(dzd(CONTRACT, 'fr'));
    expect(await card.getByTestId('base-price').first().textContent()).toContain(dzd(product.price, 'fr'));
    await expect.poll(() => card.getByTestId('promotion-figure').first().textContent()).toBe('10 + 2');
    await screenshot(page, 'pricing-catalogue-fr');

    const headers = await stack.api.login('pharmacy', 'pharmacy@demo.dz');
    await stack.api.call('DELETE', '/pharmacy/empty_basket', { headers });
    await stack.api.call('POST', '/pharmacy/add_product_to_basket', {
      headers,
      body: { product_id: product.id, quantity: 9 },
    });
    await page.goto(url('/basket/details'));
    await page.getByTestId(`line-${product.id}`).waitFor();
    // at 9: the contract price, and "1 more for 2 free" suggested
    await expect.poll(() => page.getByTestId(`line-next-${product.id}`).textContent()).toMatch(/1/);
    const qty = page.getByTestId(`basket-qty-${product.id}`);
    await qty.fill('10');
    await page.getByTestId(`update-${product.id}`).click();
    await expect.poll(() => page.getByTestId(`line-free-${product.id}`).textContent()).toContain('+2');
    await expect.poll(() => page.getByTestId(`line-total-${product.id}`).textContent()).toContain(dzd(TIER * 10, 'fr'));
    await screenshot(page, 'pricing-basket-fr');

    await page.goto(url('/payment'));
    await page.getByTestId('payment-summary').waitFor();
    await page.getByTestId('method-switch').click();
    await page.getByTestId('accept-terms').locator('input').check();
    await page.getByTestId('pay-button').click();
    await page.waitForURL('**/paymentOffline/success?orderId=*');
    await page.getByTestId('offline-success').waitFor();
    const download = page.waitForEvent('download');
    await page.getByTestId('invoice-download').click();
    const file = await (await download).path();
    const pdf = Buffer.from(await import('node:fs').then((fs) => fs.readFileSync(file)));
    keepPdf(pdf, 'pricing-invoice-fr');
    const text = await pdfText(pdf);
    // 10 paid at the tier's 560 DA; 2 free units on their own line at 0 DA; VAT 19 % on 5 600 DA
    const ht = TIER * 10;
    const tva = Math.round(ht * 0.19);
    const ttc = ht + tva;
    const duty = stampDuty(ttc, stack.api.config.stampDuty);
    // pdf.js reads the narrow no-break spaces back as spaces
    const inPdf = (centimes: number) => dzd(centimes, 'fr').replace(/\s+/g, ' ');
    expect(text).toMatch(new RegExp(`${REF} ${product.name} UG \\(unités gratuites\\) 2 ${inPdf(0)} ${inPdf(0)}`));
    expect(text).toContain(`10 ${inPdf(TIER)} ${inPdf(ht)}`);
    expect(text).toContain(`Total HT ${inPdf(ht)}`);
    expect(text).toContain(`TVA 19 % ${inPdf(tva)}`);
    expect(text).toContain(`Total TTC ${inPdf(ttc)}`);
    expect(text).toContain(`Net à payer ${inPdf(ttc + duty)}`);
    const order = await stack.api.db
      .selectFrom('orders as o')
      .innerJoin('order_lines as l', 'l.order_id', 'o.id')
      .select(['o.total', 'l.quantity', 'l.free_quantity', 'l.unit_price'])
      .where('l.product_id', '=', product.id)
      .orderBy('o.id', 'desc')
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ quantity: 12, free_quantity: 2, unit_price: TIER });
    const left = await stack.api.db
      .selectFrom('products')
      .select('quantity')
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(left.quantity).toBe(product.quantity - 12);
    await context.close();

    // the storefront's pieces in each language and size
    await stack.api.call('POST', '/pharmacy/add_product_to_basket', {
      headers,
      body: { product_id: product.id, quantity: 10 },
    });
    for (const lang of ['fr', 'en', 'ar'] as const)
      for (const [size, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        const { context: c, page: p } = await signedIn('pharmacy', 'pharmacy@demo.dz', lang, viewport);
        await p.goto(url(`/post/${product.id}/detail`));
        await p.getByTestId('product-detail').waitFor();
        await screenshot(p, `pricing-product-${lang}-${size}`);
        await p.goto(url('/basket/details'));
        await p.getByTestId(`line-free-${product.id}`).waitFor();
        await screenshot(p, `pricing-basket-${lang}-${size}`);
        await c.close();
      }
  });

  it('another pharmacy sees the catalogue price, nothing struck through', async () => {
    const { context, page } = await signedIn('pharmacy', 'pharmacy.oran@demo.dz', 'ar', PHONE);
    await page.goto(url('/pharmacy/products'));
    await page.getByTestId('product-grid').waitFor();
    await page.getByTestId('product-search').fill(product.name);
    const card = page.getByTestId(`product-${product.id}`);
    await card.waitFor();
    await expect.poll(() => card.getByTestId('price').first().textContent()).toContain(dzd(product.price, 'ar'));
    expect(await card.getByTestId('base-price').count()).toBe(0);
    await screenshot(page, 'pricing-catalogue-other-ar-phone');
    await context.close();
  });

  it("the franchisee of Alger reads its wilaya's lists, the pharmacy's contract among them, and cannot change them", async () => {
    for (const lang of ['fr', 'ar'] as const)
      for (const [size, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        const { context, page } = await signedIn('franchise', 'franchise@demo.dz', lang, viewport);
        await page.goto(url('/franchise/priceLists'));
        const table = page.getByTestId('franchise-price-lists');
        await table.waitFor();
        const contract = page.getByRole('row', { name: /Contrat El Amel — masques/ });
        await contract.click();
        const items = page.getByTestId('franchise-price-list-items');
        await items.waitFor();
        expect(await items.locator('tbody tr').count()).toBe(2);
        expect(await page.getByRole('row', { name: /Réseau Oran/ }).count()).toBe(0);
        expect(await page.getByTestId('list-add').count()).toBe(0);
        await screenshot(page, `pricing-franchise-lists-${lang}-${size}`);
        await context.close();
      }
  });
});
