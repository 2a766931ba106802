import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot, type Stack, startStack } from '../support/browser.js';

/**
 * Issue 31 in the browser, in Arabic: the pharmacist types an Arabic name with other letter forms than the
 * catalogue's, picks a suggestion with the keyboard, and adds the product to the basket. Screenshots
 * arabic-search-*.png and french-search-*.png (suggestions open, desktop and phone).
 */
const EMAIL = 'pharmacy@demo.dz';
let stack: Stack;
let api: Record<string, string>;
let product: { id: number; name_ar: string };

beforeAll(async () => {
  stack = await startStack();
  api = await stack.api.login('pharmacy', EMAIL);
  // the demo's moisturising cream: "كريم مرطب للبشرة الجافة" (seed, D64)
  product = await stack.api.db
    .selectFrom('products')
    .select(['id', 'name_ar'])
    .where('ref', '=', 'PF-0001')
    .executeTakeFirstOrThrow();
  expect(product.name_ar).toBe('كريم مرطب للبشرة الجافة');
  await stack.api.call('DELETE', '/pharmacy/empty_basket', { headers: api });
});
afterAll(async () => stack?.close());

const url = (path: string) => stack.webUrl + path;
const until = (check: () => Promise<boolean>, what: string, timeout = 10_000) =>
  expect.poll(check, { timeout, message: `timed out waiting for ${what}` }).toBe(true);

async function openCatalogue(lang: 'ar' | 'fr', viewport: { width: number; height: number }) {
  const opened = await stack.newPage({ lang, viewport });
  await stack.signIn(opened.page, 'pharmacy', EMAIL);
  await opened.page.goto(url('/pharmacy/products'));
  await opened.page.getByTestId('product-grid').waitFor();
  return opened;
}

const suggestionNames = (page: Page) => page.getByTestId('search-suggestion').allTextContents();

describe('search in Arabic (issue 31)', () => {
  it('types in Arabic with other letter forms, picks a suggestion with the keyboard and adds it to the basket', async () => {
    const { page, context } = await openCatalogue('ar', DESKTOP);
    const box = page.getByTestId('product-search');
    // ة and tashkeel where the catalogue writes neither: "كريمٌ مرطب للبشرةِ"
    await box.pressSequentially('كريمٌ مرطب للبشرةِ', { delay: 20 });
    await page.getByTestId('search-suggestions').waitFor();
    await until(
      async () => (await suggestionNames(page)).some((t) => t.includes(product.name_ar)),
      'the Arabic suggestion',
    );
    // the matched letters are marked
    expect(await page.getByTestId('search-suggestion').first().locator('mark').count()).toBeGreaterThan(0);
    await screenshot(page, 'arabic-search-suggestions-desktop', { fullPage: false });

    const names = await suggestionNames(page);
    const index = names.findIndex((t) => t.includes(product.name_ar));
    for (let i = 0; i <= index; i++) await box.press('ArrowDown');
    const active = await box.getAttribute('aria-activedescendant');
    expect(await page.locator(`[id="${active}"]`).textContent()).toContain(product.name_ar);
    await box.press('Enter');
    await page.waitForURL(`**/post/${product.id}/detail`);
    // the product's page in Arabic shows its Arabic name
    await page.getByRole('heading', { name: product.name_ar }).first().waitFor();

    const qty = page.getByTestId(`qty-${product.id}`);
    await qty.fill('2');
    await page.getByTestId(`add-${product.id}`).click();
    await until(
      async () =>
        (
          (await page
            .getByTestId('basket-count')
            .textContent()
            .catch(() => '')) ?? ''
        ).trim() === '1',
      'the basket count',
    );
    const basket = (await stack.api.call('GET', '/pharmacy/get_basket_info', { headers: api })).body.payload;
    expect(basket.products).toEqual([expect.objectContaining({ product_id: product.id, selected_quantity: 2 })]);
    await context.close();
  });

  it('shows the suggestions on a phone in Arabic, and in French on both', async () => {
    for (const [lang, text] of [
      ['ar', 'كريم'],
      ['fr', 'cremme'],
      ['fr', 'crème'],
    ] as const) {
      for (const [viewport, size] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        const { page, context } = await openCatalogue(lang, size);
        await page.getByTestId('product-search').pressSequentially(text, { delay: 20 });
        await page.getByTestId('search-suggestions').waitFor();
        expect((await suggestionNames(page)).length).toBeGreaterThan(0);
        await screenshot(
          page,
          `${lang === 'ar' ? 'arabic' : 'french'}-search-${text === 'cremme' ? 'typo' : 'suggestions'}-${viewport}`,
          { fullPage: false },
        );
        // Enter on no suggestion: the full results
        await page.getByTestId('product-search').press('Enter');
        await until(async () => new URL(page.url()).searchParams.get('search') === text, 'the full results');
        await context.close();
      }
    }
  });
});
