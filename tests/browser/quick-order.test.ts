import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import { parseQuickOrderText } from '../../src/contract/quickOrder';
import { DESKTOP, PHONE, screenshot, type Stack, startStack } from '../support/browser';
import { insertOrder } from '../support/orders';

/**
 * Daily ordering in a few clicks (issue 14) in headless Chromium as pharmacy@demo.dz: order again from My
 * orders, the quick order pad by paste, by CSV upload (French Excel's Windows-1252) and by .xlsx, with the lines
 * it cannot take listed (issue 27 §5), the catalogue search typed at a scanner's pace, the dashboard's most
 * ordered products added at their usual quantity (issue 27 §7).
 */
const EMAIL = 'pharmacy@demo.dz';
let stack: Stack;
let headers: Record<string, string>;
let pharmacyId: number;
/** demo products the tests reorder: plenty in stock, and one whose stock is below what was ordered */
let plenty: { id: number; ref: string };
let short: { id: number; ref: string; quantity: number };
const ORDER_NO = 'ZQ-AGAIN-1';

beforeAll(async () => {
  stack = await startStack();
  headers = await stack.api.login('pharmacy', EMAIL);
  const db = stack.api.db;
  pharmacyId = (await db.selectFrom('pharmacies').select('id').where('email', '=', EMAIL).executeTakeFirstOrThrow()).id;
  const products = await db
    .selectFrom('products')
    .select(['id', 'ref', 'name', 'price', 'quantity'])
    .where('deleted_at', 'is', null)
    .where('quantity', '>=', 20)
    .orderBy('id')
    .limit(2)
    .execute();
  plenty = products[0]!;
  short = { ...products[1]!, quantity: 3 };
  await db.updateTable('products').set({ quantity: 3 }).where('id', '=', short.id).execute();
  await insertOrder(stack.api, {
    pharmacyId,
    orderNo: ORDER_NO,
    address: '1 rue de la Paix, Alger',
    status: 1,
    payementType: 2,
    state: 'paid',
    createdAt: new Date(Date.now() + 60_000),
    lines: [
      {
        productId: plenty.id,
        ref: plenty.ref,
        name: products[0]!.name,
        quantity: 2,
        unitPrice: Number(products[0]!.price),
      },
      {
        productId: short.id,
        ref: short.ref,
        name: products[1]!.name,
        quantity: 8,
        unitPrice: Number(products[1]!.price),
      },
    ],
  });
});
afterAll(async () => {
  await stack?.close();
});

const url = (path: string) => stack.webUrl + path;
const emptyBasket = () => stack.api.call('DELETE', '/pharmacy/empty_basket', { headers });
const basketQuantities = async () => {
  const basket = (await stack.api.call('GET', '/pharmacy/get_basket_info', { headers })).body.payload as {
    products: { ref: string; selected_quantity: number }[];
  };
  return Object.fromEntries(basket.products.map((p) => [p.ref, p.selected_quantity]));
};
const signIn = (page: Page) => stack.signIn(page, 'pharmacy', EMAIL);
const textOf = (page: Page, testId: string, test: (text: string) => boolean) =>
  expect
    .poll(
      async () =>
        (await page
          .getByTestId(testId)
          .textContent()
          .catch(() => null)) ?? '',
      { timeout: 15_000 },
    )
    .toSatisfy(test);

describe('order again', () => {
  it('puts a past order back in the basket from My orders and shows what was reduced first', async () => {
    await emptyBasket();
    const { page, context } = await stack.newPage({ lang: 'fr' });
    await signIn(page);
    await page.goto(url('/pharmacy/orders'));
    await expect.poll(() => page.title(), { timeout: 15_000 }).toBe('Mes commandes · ParaPharm DZ');
    await page.getByTestId(`reorder-${ORDER_NO}`).click();
    const report = page.getByTestId('fill-report');
    await report.waitFor();
    await textOf(page, 'fill-summary', (t) => t === '2 produits mis au panier.');
    expect(await report.getByTestId('fill-issue-reduced').textContent()).toContain(
      'Quantité réduite au stock : 3 au lieu de 8',
    );
    await screenshot(page, 'quick-order-reorder-report-fr-desktop');
    await report.getByTestId('fill-to-basket').click();
    await page.waitForURL('**/basket/details');
    await expect.poll(() => page.title(), { timeout: 15_000 }).toBe('Mon panier · ParaPharm DZ');
    expect(await basketQuantities()).toEqual({ [plenty.ref]: 2, [short.ref]: 3 });
    await context.close();
  });

  it('is in the order’s details too, in English, and on a phone the list shows date and amount', async () => {
    await emptyBasket();
    const { page, context } = await stack.newPage({ lang: 'en', viewport: PHONE });
    await signIn(page);
    await page.goto(url('/pharmacy/orders'));
    const row = page.getByTestId(`order-${ORDER_NO}`);
    await row.waitFor();
    expect(await row.getByTestId('order-date-amount').isVisible()).toBe(true);
    expect(await row.getByTestId('order-date-amount').textContent()).toMatch(/^\d\d-\d\d-\d{4}\d.*DA$/);
    await screenshot(page, 'quick-order-orders-en-phone');
    await page.getByTestId(`view-${ORDER_NO}`).click();
    await page.getByTestId(`reorder-details-${ORDER_NO}`).click();
    await textOf(page, 'fill-summary', (t) => t === '2 products put in the basket.');
    await screenshot(page, 'quick-order-reorder-report-en-phone');
    expect(await basketQuantities()).toEqual({ [plenty.ref]: 2, [short.ref]: 3 });
    await context.close();
  });
});

describe('quick order pad', () => {
  it('takes pasted lines, reports unknown references and fills the basket', async () => {
    await emptyBasket();
    const { page, context } = await stack.newPage({ lang: 'fr' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.webUrl });
    await signIn(page);
    await page.getByTestId('quick-order-button').click();
    await page.waitForURL('**/pharmacy/quick_order');
    await expect.poll(() => page.title(), { timeout: 15_000 }).toBe('Commande rapide · ParaPharm DZ');
    const pad = page.getByTestId('quick-order-text');
    await pad.click();
    await page.evaluate(
      (text) => navigator.clipboard.writeText(text),
      `${plenty.ref}\t4\n${short.ref};9\nNOPE-404 1\n`,
    );
    await page.keyboard.press('Control+V');
    await textOf(page, 'quick-order-count', (t) => t === '3 lignes prêtes');
    await screenshot(page, 'quick-order-pad-fr-desktop');
    await page.getByTestId('quick-order-submit').click();
    await textOf(page, 'fill-summary', (t) => t === '2 produits mis au panier.');
    const report = page.getByTestId('fill-report');
    expect(await report.getByTestId('fill-issue-unknown').textContent()).toContain('NOPE-404');
    expect(await report.getByTestId('fill-issue-reduced').textContent()).toContain('3 au lieu de 9');
    expect(await basketQuantities()).toEqual({ [plenty.ref]: 4, [short.ref]: 3 });
    // the pad is emptied once its lines are in the basket
    expect(await pad.inputValue()).toBe('');
    await context.close();
  });

  it('asks before touching a product already in the basket, then adds or replaces as chosen (issue 38 §15)', async () => {
    for (const [lang, viewport, size] of [
      ['fr', DESKTOP, 'desktop'],
      ['en', DESKTOP, 'desktop'],
      ['ar', PHONE, 'phone'],
    ] as const) {
      await emptyBasket();
      await stack.api.call('POST', '/pharmacy/quick_order', {
        headers,
        body: { lines: [{ ref: plenty.ref, quantity: 6 }] },
      });
      const { page, context } = await stack.newPage({ lang, viewport });
      await signIn(page);
      await page.goto(url('/pharmacy/quick_order'));
      // a pharmacy software's export, read by its header; the quantity in Arabic-Indic digits
      await page.getByTestId('quick-order-text').fill(`Référence;Désignation;Quantité\n${plenty.ref};Crème, 50 ml;٤\n`);
      await page.getByTestId('quick-order-submit').click();
      const ask = page.getByRole('dialog').filter({ has: page.getByTestId('fill-mode-add') });
      await ask.waitFor();
      await screenshot(page, `quick-order-ask-mode-${lang}-${size}`, { fullPage: false });
      expect(await basketQuantities()).toEqual({ [plenty.ref]: 6 });
      await ask.getByTestId(lang === 'en' ? 'fill-mode-set' : 'fill-mode-add').click();
      await page.getByTestId('fill-report').waitFor();
      expect(await basketQuantities()).toEqual({ [plenty.ref]: lang === 'en' ? 4 : 10 });
      await context.close();
    }
  });

  it('uploads a CSV with its header, and offers a sample in the same format', async () => {
    await emptyBasket();
    const { page, context } = await stack.newPage({ lang: 'en', viewport: PHONE });
    await signIn(page);
    await page.goto(url('/pharmacy/quick_order'));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('quick-order-sample').click(),
    ]);
    const sample = fs.readFileSync((await download.path())!, 'utf8');
    expect(sample.startsWith('ref;quantity\r\n')).toBe(true);
    expect(parseQuickOrderText(sample).errors).toEqual([]);

    // French Excel saves its CSV in Windows-1252: é is the one byte 0xE9
    const windows1252 = Buffer.from(`Référence;Quantité\r\n${plenty.ref};5\r\nbad line here\r\n`, 'latin1');
    await page
      .getByTestId('quick-order-file')
      .setInputFiles({ name: 'commande.csv', mimeType: 'text/csv', buffer: windows1252 });
    await textOf(page, 'quick-order-errors', (t) => t.includes('Line 3 cannot be read'));
    expect(await page.getByTestId('quick-order-text').inputValue()).toBe(
      `Référence;Quantité\n${plenty.ref};5\nbad line here\n`,
    );
    await textOf(page, 'quick-order-count', (t) => t === '1 line ready');
    await screenshot(page, 'quick-order-pad-en-phone');
    // the unreadable line does not hold the other back
    await page.getByTestId('quick-order-submit').click();
    await textOf(page, 'fill-summary', (t) => t === '1 product put in the basket.');
    expect(await page.getByTestId('fill-issue-format').textContent()).toContain(
      'Line 3 · \u2068bad line here\u2069Line not readable',
    );
    await screenshot(page, 'quick-order-partial-report-en-phone');
    expect(await basketQuantities()).toEqual({ [plenty.ref]: 5 });
    await context.close();
  });

  it('uploads an .xlsx, lets its good lines in and lists the others by line number', async () => {
    await emptyBasket();
    const xlsx = await writeExcelFile([
      ['Référence', 'Quantité'],
      [plenty.ref, 7],
      [short.ref, 9],
      ['NOPE-404', 2],
      [plenty.ref.replace(/\d+$/, '0000'), 0],
    ]).toBuffer();
    const { page, context } = await stack.newPage({ lang: 'fr', viewport: DESKTOP });
    await signIn(page);
    await page.goto(url('/pharmacy/quick_order'));
    await page.getByTestId('quick-order-file').setInputFiles({
      name: 'commande.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: xlsx,
    });
    await textOf(page, 'quick-order-count', (t) => t === '3 lignes prêtes');
    await textOf(
      page,
      'quick-order-errors',
      (t) =>
        t.startsWith('Cette ligne sera laissée de côté') &&
        t.includes('Ligne 5 : quantité entière de 1 à 99 999 attendue'),
    );
    await screenshot(page, 'quick-order-xlsx-pad-fr-desktop');
    await page.getByTestId('quick-order-submit').click();
    await textOf(page, 'fill-summary', (t) => t === '2 produits mis au panier.');
    const report = page.getByTestId('fill-report');
    const plainText = async (testId: string) =>
      ((await report.getByTestId(testId).textContent()) ?? '').replace(/[\u2068\u2069]/g, '');
    expect(await plainText('fill-issue-reduced')).toMatch(
      new RegExp(`^Ligne 3 · .+ \\(${short.ref}\\)Quantité réduite au stock : 3 au lieu de 9$`),
    );
    expect(await plainText('fill-issue-unknown')).toBe('Ligne 4 · NOPE-404Référence inconnue du catalogue');
    expect(await plainText('fill-issue-quantity')).toMatch(/^Ligne 5 · .+;0Quantité invalide/);
    await screenshot(page, 'quick-order-xlsx-report-fr-desktop');
    expect(await basketQuantities()).toEqual({ [plenty.ref]: 7, [short.ref]: 3 });
    await context.close();
  });

  it('is written left to right in Arabic, so "PF-0001 12" stays in order', async () => {
    await emptyBasket();
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, context } = await stack.newPage({ lang: 'ar', viewport });
      await signIn(page);
      await page.goto(url('/pharmacy/quick_order'));
      const pad = page.getByTestId('quick-order-text');
      await pad.click();
      await page.keyboard.type(`${plenty.ref} 12\n${short.ref};3\nbad line here`);
      await textOf(page, 'quick-order-count', (t) => t === 'سطران جاهزان');
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      expect(await pad.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
      expect(['left', 'start']).toContain(await pad.evaluate((el) => getComputedStyle(el).textAlign));
      expect(await pad.inputValue()).toBe(`${plenty.ref} 12\n${short.ref};3\nbad line here`);
      await screenshot(page, `quick-order-pad-ar-${viewport === PHONE ? 'phone' : 'desktop'}`);
      if (viewport === PHONE) {
        await page.getByTestId('quick-order-submit').click();
        await textOf(page, 'fill-summary', (t) => t === 'وُضع منتجان في السلة.');
        expect(await page.getByTestId('fill-issue-format').textContent()).toBe(
          'السطر 3 · \u2068bad line here\u2069سطر غير مقروء: يُنتظر مرجع ثم كمية',
        );
        await screenshot(page, 'quick-order-partial-report-ar-phone');
        expect(await basketQuantities()).toEqual({ [plenty.ref]: 12, [short.ref]: 3 });
      }
      await context.close();
    }
  });
});

describe('catalogue search', () => {
  it('keeps every letter typed at 10 ms a key, and a scanned reference opens its product', async () => {
    const { page, context } = await stack.newPage({ lang: 'fr', viewport: DESKTOP });
    await signIn(page);
    await page.goto(url('/pharmacy/products'));
    await page.getByTestId('product-grid').waitFor();
    const expected = (
      await stack.api.call('GET', '/pharmacy/products_list?offset=0&limit=16&search=baume', { headers })
    ).body.payload as { total: number; products: { name: string }[] };
    expect(expected.total).toBeGreaterThan(0);
    const search = page.getByTestId('product-search');
    await search.click();
    await page.keyboard.type('baume', { delay: 10 });
    expect(await search.inputValue()).toBe('baume');
    await expect.poll(() => new URL(page.url()).searchParams.get('search'), { timeout: 15_000 }).toBe('baume');
    await textOf(page, 'result-count', (t) => t.startsWith(`${expected.total} `));
    const names = await page.getByTestId('product-grid').locator('h3').allTextContents();
    expect(names.sort()).toEqual(expected.products.map((p) => p.name).sort());
    await screenshot(page, 'quick-order-search-baume-fr-desktop');

    // a barcode scanner types the reference then Enter
    await search.fill('');
    await page.keyboard.type(plenty.ref.toLowerCase(), { delay: 10 });
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/post/${plenty.id}/detail`);
    // printing shows the page without the top bar
    await page.getByTestId('topbar-logo').waitFor();
    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => page.getByTestId('topbar-logo').isVisible(), { timeout: 15_000 }).toBe(false);
    await context.close();
  });
});

describe('dashboard', () => {
  it('lists the most ordered products, each added at its usual quantity shown on its button, in three languages', async () => {
    await emptyBasket();
    const frequent = (await stack.api.call('GET', '/pharmacy/frequent_products', { headers })).body.payload as {
      ref: string;
      quantity: number;
      usual_quantity: number;
    }[];
    expect(frequent.length).toBeGreaterThan(0);
    for (const lang of ['fr', 'en', 'ar'] as const)
      for (const viewport of [DESKTOP, PHONE]) {
        const { page, context } = await stack.newPage({ lang, viewport });
        await signIn(page);
        await page.getByTestId(`frequent-${frequent[0]!.ref}`).waitFor();
        const list = page.getByTestId('frequent-products');
        expect(await list.locator('li').count()).toBe(frequent.length);
        for (const p of frequent)
          expect(await page.getByTestId(`frequent-step-${p.ref}`).textContent()).toBe(
            `+${Math.min(p.usual_quantity, p.quantity) || p.usual_quantity}`,
          );
        // no row runs past the card's edge, nor the page past the screen
        const overflow = await list.evaluate((card) => {
          const edge = card.getBoundingClientRect();
          return [...card.querySelectorAll('li')].filter((li) => {
            const row = li.getBoundingClientRect();
            return row.left < edge.left - 0.5 || row.right > edge.right + 0.5;
          }).length;
        });
        expect(overflow, `${lang} ${viewport.width}`).toBe(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await screenshot(page, `quick-order-dashboard-${lang}-${viewport === PHONE ? 'phone' : 'desktop'}`);
        await context.close();
      }
    const inStock = frequent.find((p) => p.quantity > 0)!;
    const step = Math.min(inStock.usual_quantity, inStock.quantity);
    const { page, context } = await stack.newPage({ lang: 'fr' });
    await signIn(page);
    await page.getByTestId(`frequent-add-${inStock.ref}`).click();
    await expect.poll(basketQuantities, { timeout: 15_000 }).toEqual({ [inStock.ref]: step });
    await context.close();
  });
});

describe('order again for a pharmacy ordering by phone', () => {
  it('downloads the pharmacy’s last order as a quick order CSV, for the franchisee and the admin', async () => {
    const csvLines = `ref;quantity\r\n${plenty.ref};2\r\n${short.ref};8\r\n`;
    for (const [area, path, dialogTestId] of [
      ['franchise', `/franchise/pharmacies/${pharmacyId}/show`, 'pharmacy-details-dialog'],
      ['admin', `/admin/pharmacies/${pharmacyId}/show`, 'pharmacy-show'],
    ] as const) {
      const { page, context } = await stack.newPage({ lang: 'fr' });
      await stack.signIn(page, area);
      await page.goto(url(path));
      const dialog = page.getByTestId(dialogTestId);
      const button = dialog.getByTestId('order-again-csv');
      await button.waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      expect(download.suggestedFilename()).toBe(`order-again-${ORDER_NO}.csv`);
      expect(fs.readFileSync((await download.path())!, 'utf8')).toBe(csvLines);
      await screenshot(page, `quick-order-${area}-pharmacy-fr-desktop`);
      await context.close();
    }
  });
});
