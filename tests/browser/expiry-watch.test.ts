import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '../../src/contract/constants.js';
import { DEMO_ACCOUNTS } from '../../server/seed/accounts.js';
import { tokenHeaders } from '../support/api.js';
import { DESKTOP, PHONE, settle, type Stack, startStack } from '../support/browser.js';

/**
 * Issue 29 §2–§4 in headless Chromium: the expiry watch screen, its dashboard card, the ship dialog's lot choice and
 * the basket's expiry warning, in fr, en and ar, desktop and phone; axe finds no serious or critical violation.
 * Screenshots in SHOTS_DIR (default screenshots/expiry-watch).
 */
const require = createRequire(import.meta.url);
const axeSource = (require('axe-core') as { source: string }).source;
let stack: Stack;
let order: { id: number; order_no: string };
let product: { id: number; ref: string };
let pharmacyId: number;
const SLOW = { timeout: 20_000 };
const SHOTS = process.env.SHOTS_DIR ?? path.join('screenshots', 'expiry-watch');
const LANGS: Lang[] = ['fr', 'en', 'ar'];
const SIZES = [
  [DESKTOP, 'desktop'],
  [PHONE, 'phone'],
] as const;

async function shot(page: Page, name: string) {
  await settle(page);
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** The page's serious and critical WCAG 2.1 A/AA violations (as in accessibility.test.ts). */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    type V = { id: string; impact: string | null; help: string; nodes: { html: string }[] };
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: V[] }> } }
    ).axe;
    return (
      await axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        resultTypes: ['violations'],
      })
    ).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')})`);
}

beforeAll(async () => {
  stack = await startStack();
  const { db } = stack.api;
  const pharmacy = await db
    .selectFrom('pharmacies')
    .select(['id'])
    .where('email', '=', 'pharmacy@demo.dz')
    .executeTakeFirstOrThrow();
  pharmacyId = pharmacy.id;
  const admin = await db
    .selectFrom('admins')
    .select('id')
    .where('email', '=', 'admin@demo.dz')
    .executeTakeFirstOrThrow();
  // a product holding two dated sellable lots (demo data), ordered and validated: it waits in the preparation queue
  const row = await db
    .selectFrom('products')
    .select(['id', 'ref'])
    .where('deleted_at', 'is', null)
    .where('quantity', '>', 20)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  product = row;
  await db.deleteFrom('basket_items').where('pharmacy_id', '=', pharmacy.id).execute();
  await db
    .insertInto('basket_items')
    .values({ pharmacy_id: pharmacy.id, product_id: product.id, quantity: 2 })
    .execute();
  const headers = await tokenHeaders(stack.api, 'pharmacy', pharmacy.id);
  const address = await db
    .selectFrom('addresses')
    .select('id')
    .where('pharmacy_id', '=', pharmacy.id)
    .executeTakeFirstOrThrow();
  const placed = await stack.api.call('POST', '/pharmacy/special_payment', {
    headers,
    body: { delivery_address: address.id },
  });
  expect(placed.body.code).toBe(2001);
  order = { id: placed.body.payload.orderId, order_no: placed.body.payload.order_no };
  const validated = await stack.api.call('PUT', '/admin/update_order_status', {
    headers: await tokenHeaders(stack.api, 'admin', admin.id),
    body: { orderId: order.id, status: 1 },
  });
  expect(validated.body.code).toBe(2001);
  // the basket of the warning: the same product again
  await db
    .insertInto('basket_items')
    .values({ pharmacy_id: pharmacy.id, product_id: product.id, quantity: 1 })
    .execute();
}, 120_000);
afterAll(async () => stack?.close());

describe('expiry watch, lot choice and basket warning in the browser', () => {
  it.each(LANGS)('the expiry watch screen and the dashboard card in %s', async (lang) => {
    for (const [viewport, size] of SIZES) {
      const { context, page } = await stack.newPage({ lang, viewport });
      await stack.signIn(page, 'admin', 'admin@demo.dz', DEMO_ACCOUNTS.password);
      await page.goto(`${stack.webUrl}/admin/expiryWatch`);
      // the demo data holds a lot near expiry and an expired lot holding stock
      await page.getByTestId('expiry-state-expired').first().waitFor(SLOW);
      await page.getByTestId('expiry-state-short').first().waitFor(SLOW);
      // the empty window filter shows the window the list was read with, EXPIRY_WATCH_DAYS
      await expect.poll(() => page.getByTestId('expiry-days-filter').getAttribute('placeholder'), SLOW).toBe('90');
      await shot(page, `expiry-watch-${lang}-${size}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(`${stack.webUrl}/admin`);
      const card = page.getByTestId('stat-expiry-watch');
      await card.waitFor(SLOW);
      await card.scrollIntoViewIfNeeded();
      await shot(page, `dashboard-expiry-card-${lang}-${size}`);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    }
  });

  it('an expired lot is written off from the watch after a confirmation', async () => {
    const { context, page } = await stack.newPage({ lang: 'fr', viewport: DESKTOP });
    await stack.signIn(page, 'admin', 'admin@demo.dz', DEMO_ACCOUNTS.password);
    await page.goto(
      `${stack.webUrl}/admin/expiryWatch?filter=${encodeURIComponent(JSON.stringify({ state: 'expired' }))}`,
    );
    const button = page.locator('[data-testid^="write-off-"]').first();
    await button.waitFor(SLOW);
    const lotId = Number((await button.getAttribute('data-testid'))!.replace('write-off-', ''));
    await button.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mettre au rebut' }).click();
    await expect
      .poll(
        async () =>
          (await stack.api.db.selectFrom('lots').select('on_hand').where('id', '=', lotId).executeTakeFirstOrThrow())
            .on_hand,
        SLOW,
      )
      .toBe(0);
    await context.close();
  });

  it.each(LANGS)('the ship dialog lists the lots to choose in %s', async (lang) => {
    for (const [viewport, size] of SIZES) {
      const { context, page } = await stack.newPage({ lang, viewport });
      await stack.signIn(page, 'admin', 'admin@demo.dz', DEMO_ACCOUNTS.password);
      await page.goto(`${stack.webUrl}/admin/preparation`);
      await page.getByText(order.order_no).first().click(SLOW);
      const details = page.getByTestId('order-fulfilment');
      await details.getByTestId('ship-open').click(SLOW);
      await page.getByTestId(`choose-lots-${product.id}`).click();
      await page.getByTestId(`lot-choice-${product.id}`).waitFor(SLOW);
      await page.locator('[data-testid^="lot-qty-"]').first().fill('2');
      await shot(page, `ship-lots-${lang}-${size}`);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    }
  });

  it.each(LANGS)(
    'the basket warns when the earliest expiry is sooner than when the line was added, in %s',
    async (lang) => {
      for (const [viewport, size] of SIZES) {
        const { context, page } = await stack.newPage({ lang, viewport });
        await stack.signIn(page, 'pharmacy', 'pharmacy@demo.dz', DEMO_ACCOUNTS.password);
        // the line was added when its earliest expiry was later than today's
        await page.evaluate(
          (seen) => localStorage.setItem('basketExpirySeen', seen),
          JSON.stringify({ [String(pharmacyId)]: { [String(product.id)]: '2099-12-31' } }),
        );
        await page.goto(`${stack.webUrl}/basket/details`);
        await page.getByTestId(`expiry-changed-${product.id}`).waitFor(SLOW);
        expect(await page.getByTestId(`expiry-changed-${product.id}`).textContent()).toContain('12/2099');
        await page.getByTestId('basket-expiry-changed').waitFor(SLOW);
        await shot(page, `basket-expiry-${lang}-${size}`);
        expect(await seriousViolations(page)).toEqual([]);
        await context.close();
      }
    },
  );
});
