import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '../../src/contract/constants.js';
import { addDays, algiersToday } from '../../server/lots/shelfLife.js';
import { DESKTOP, PHONE, screenshot, type Stack, startStack } from '../support/browser.js';

/**
 * Issue 38 §4 in headless Chromium: goods-in finds a product by a typed name, warns before receiving a lot under
 * the minimum shelf life, reads a lot number typed with Arabic-Indic digits; the product form carries the GTIN.
 * Screenshots screenshots/goods-in-typed-*, fr, en and ar, desktop and phone.
 */
let stack: Stack;
let product: { id: number; ref: string; name: string };
const SLOW = { timeout: 20_000 };
const LANGS: Lang[] = ['fr', 'en', 'ar'];
const VIEWS = { desktop: DESKTOP, phone: PHONE };
/** The form's refusal of a GTIN with a wrong check digit (lots.gtin). */
const GTIN_REFUSED: Record<Lang, RegExp> = {
  fr: /clé de contrôle est juste/,
  en: /right check digit/,
  ar: /برقم تحقق صحيح/,
};

beforeAll(async () => {
  stack = await startStack();
  product = await stack.api.db
    .selectFrom('products')
    .select(['id', 'ref', 'name'])
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
}, 120_000);
afterAll(async () => stack?.close());

describe('goods-in as an operator types (issue 38 §4)', () => {
  it('a typed name lists the product, a short-dated lot is said not sellable before receiving, the GTIN is in the form', async () => {
    const shortExpiry = addDays(algiersToday(), 40);
    const typedName = product.name.split(' ')[0]!;
    let n = 0;
    for (const lang of LANGS) {
      for (const [view, viewport] of Object.entries(VIEWS)) {
        n += 1;
        const { context, page } = await stack.newPage({ lang, viewport });
        await stack.signIn(page, 'admin');
        await page.goto(`${stack.webUrl}/admin/goodsIn`);
        const scan = page.getByTestId('goods-in-scan');
        await scan.waitFor(SLOW);
        await scan.fill(typedName);
        await page.getByTestId(`goods-in-match-${product.id}`).waitFor(SLOW);
        await screenshot(page, `goods-in-typed-matches-${lang}-${view}`);
        await page.getByTestId(`goods-in-match-${product.id}`).click();
        await expect.poll(() => page.getByTestId('goods-in-product').textContent(), SLOW).toContain(product.ref);
        expect(await page.getByTestId('goods-in-error').count()).toBe(0);
        await page.getByTestId('goods-in-lot').fill(`AR-٣٠${n}`);
        expect(await page.getByTestId('goods-in-lot').inputValue()).toBe(`AR-30${n}`);
        await page.getByTestId('goods-in-expiry').fill(shortExpiry);
        await page.getByTestId('goods-in-quantity').fill('4');
        await page.getByTestId('goods-in-short').waitFor(SLOW);
        await screenshot(page, `goods-in-typed-${lang}-${view}`);
        await page.getByTestId('goods-in-receive').click();
        await page.getByTestId(`lot-AR-30${n}`).waitFor(SLOW);
        const lot = await stack.api.db
          .selectFrom('lots')
          .select(['on_hand', 'sellable'])
          .where('product_id', '=', product.id)
          .where('lot', '=', `AR-30${n}`)
          .executeTakeFirstOrThrow();
        expect(lot).toEqual({ on_hand: 4, sellable: false });

        await page.goto(`${stack.webUrl}/admin/product/create`);
        const dialog = page.getByTestId('product-create');
        const gtin = dialog.locator('[name="gtin"]');
        await gtin.waitFor(SLOW);
        await gtin.fill('6130000041002');
        await gtin.blur();
        await dialog.locator('button[type="submit"]').click();
        await dialog.getByText(GTIN_REFUSED[lang]).waitFor(SLOW);
        await gtin.scrollIntoViewIfNeeded();
        await screenshot(page, `goods-in-typed-product-gtin-${lang}-${view}`, { fullPage: false });
        await context.close();
      }
    }
  }, 240_000);
});
