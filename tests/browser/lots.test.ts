import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '../../src/contract/constants.js';
import { DEMO_ACCOUNTS } from '../../server/seed/accounts.js';
import { addDays, algiersToday } from '../../server/lots/shelfLife.js';
import { DESKTOP, PHONE, settle, type Stack, startStack } from '../support/browser.js';

/**
 * Issue 29 in headless Chromium: the admin receives goods by scanning a GS1 DataMatrix string on "Goods in"; the
 * pharmacy's catalogue and product page show the earliest expiry it would receive. Screenshots in SHOTS_DIR (default
 * screenshots/lots), fr, en and ar, desktop and phone.
 */
let stack: Stack;
let product: { id: number; ref: string; gtin: string };
const SLOW = { timeout: 20_000 };
const SHOTS = process.env.SHOTS_DIR ?? path.join('screenshots', 'lots');
const GS = '\u001d';
const LANGS: Lang[] = ['fr', 'en', 'ar'];

async function shot(page: Page, name: string) {
  await settle(page);
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

beforeAll(async () => {
  stack = await startStack();
  const row = await stack.api.db
    .selectFrom('products')
    .select(['id', 'ref', 'gtin'])
    .where('deleted_at', 'is', null)
    .where('quantity', '>', 20)
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  product = { id: row.id, ref: row.ref, gtin: row.gtin! };
}, 120_000);
afterAll(async () => stack?.close());

describe('lots in the browser', () => {
  it('goods are received by scanning a GS1 string: product, lot and expiry fill themselves, the lot is stocked', async () => {
    const expiry = addDays(algiersToday(), 400);
    const yymmdd = expiry.slice(2).replaceAll('-', '');
    const { context, page } = await stack.newPage({ lang: 'fr', viewport: DESKTOP });
    await stack.signIn(page, 'admin', 'admin@demo.dz', DEMO_ACCOUNTS.password);
    await page.goto(`${stack.webUrl}/admin/goodsIn`);
    const scan = page.getByTestId('goods-in-scan');
    await scan.waitFor(SLOW);
    await scan.fill(`]d201${product.gtin}17${yymmdd}10BRW-77${GS}21SN0001`);
    await scan.press('Enter');
    await expect.poll(() => page.getByTestId('goods-in-product').textContent(), SLOW).toContain(product.ref);
    expect(await page.getByTestId('goods-in-lot').inputValue()).toBe('BRW-77');
    expect(await page.getByTestId('goods-in-expiry').inputValue()).toBe(expiry);
    await page.getByTestId('goods-in-quantity').fill('30');
    await page.getByTestId('goods-in-receive').click();
    await page.getByTestId('lot-BRW-77').waitFor(SLOW);
    const lot = await stack.api.db
      .selectFrom('lots')
      .select(['on_hand', 'sellable'])
      .where('product_id', '=', product.id)
      .where('lot', '=', 'BRW-77')
      .executeTakeFirstOrThrow();
    expect(lot).toEqual({ on_hand: 30, sellable: true });
    await shot(page, 'goods-in-fr-desktop');
    await context.close();
  });

  it.each(LANGS)('the goods-in screen in %s, desktop and phone', async (lang) => {
    for (const [viewport, size] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const { context, page } = await stack.newPage({ lang, viewport });
      await stack.signIn(page, 'admin', 'admin@demo.dz', DEMO_ACCOUNTS.password);
      await page.goto(`${stack.webUrl}/admin/goodsIn`);
      const scan = page.getByTestId('goods-in-scan');
      await scan.waitFor(SLOW);
      await scan.fill(product.gtin.slice(1));
      await scan.press('Enter');
      await page.getByTestId('goods-in-lots').waitFor(SLOW);
      await page.getByTestId('lot-BRW-77').waitFor(SLOW);
      await shot(page, `goods-in-${lang}-${size}`);
      await context.close();
    }
  });

  it.each(LANGS)('the catalogue and the product page show the earliest expiry in %s', async (lang) => {
    const earliest = await stack.api.db
      .selectFrom('lots')
      .select((eb) => eb.fn<string>('to_char', [eb.fn.min('expiry'), eb.val('MM/YYYY')]).as('shown'))
      .where('product_id', '=', product.id)
      .where('on_hand', '>', 0)
      .where('sellable', '=', true)
      .where('blocked', '=', false)
      .executeTakeFirstOrThrow();
    for (const [viewport, size] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const { context, page } = await stack.newPage({ lang, viewport });
      await stack.signIn(page, 'pharmacy', 'pharmacy@demo.dz', DEMO_ACCOUNTS.password);
      await page.goto(`${stack.webUrl}/pharmacy/products`);
      // the catalogue is sorted by the reader's name: the product is found by its reference
      await page.getByTestId('product-search').fill(product.ref);
      const card = page.getByTestId(`product-${product.id}`);
      await card.waitFor(SLOW);
      await expect.poll(() => card.getByTestId('earliest-expiry').textContent(), SLOW).toContain(`≥ ${earliest.shown}`);
      await shot(page, `catalogue-expiry-${lang}-${size}`);
      await card.getByRole('link').first().click();
      await page.waitForURL(`**/post/${product.id}/detail`);
      await expect.poll(() => page.getByTestId('earliest-expiry').textContent(), SLOW).toContain(`≥ ${earliest.shown}`);
      await shot(page, `product-expiry-${lang}-${size}`);
      await context.close();
    }
  });
});
