import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '../../src/contract/constants.js';
import { DEMO_ACCOUNTS } from '../../server/seed/accounts.js';
import { addDays, algiersToday } from '../../server/lots/shelfLife.js';
import { tokenHeaders } from '../support/api.js';
import { pdfText } from '../support/pdf.js';
import { DESKTOP, PHONE, settle, type Stack, startStack } from '../support/browser.js';

/**
 * Issue 29's browser steps 3–6: a shipment prints its lot on the delivery note; the admin recalls that lot; the
 * pharmacy that received it sees the banner on every page (another pharmacy does not) and answers; the admin sees
 * the progress, the franchisee of Alger the pharmacies to call. Screenshots in SHOTS_DIR (default
 * screenshots/recalls), fr, en and ar, desktop and phone; axe finds no serious or critical violation.
 */
let stack: Stack;
let adminHeaders: Record<string, string>;
let product: { id: number; ref: string; name: string };
let recallId = 0;
const LOT = 'RCL-29A';
const SLOW = { timeout: 20_000 };
const SHOTS = process.env.SHOTS_DIR ?? path.join('screenshots', 'recalls');
const LANGS: Lang[] = ['fr', 'en', 'ar'];
const SIZES = [
  [DESKTOP, 'desktop'],
  [PHONE, 'phone'],
] as const;
const axeSource = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

async function shot(page: Page, name: string) {
  await settle(page);
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** The page's (or one part's) serious and critical WCAG 2.1 A/AA violations (as tests/browser/accessibility.test.ts reads them). */
async function seriousViolations(page: Page, part?: string): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (selector) => {
    type V = { id: string; impact: string | null; nodes: { html: string }[] };
    const axe = (
      window as unknown as { axe: { run: (d: Document | Element, o: object) => Promise<{ violations: V[] }> } }
    ).axe;
    return (
      await axe.run(selector ? document.querySelector(selector)! : document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        resultTypes: ['violations'],
      })
    ).violations;
  }, part ?? null);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`);
}

beforeAll(async () => {
  stack = await startStack();
  const { db } = stack.api;
  const admin = await db
    .selectFrom('admins')
    .select('id')
    .where('email', '=', 'admin@demo.dz')
    .executeTakeFirstOrThrow();
  adminHeaders = await tokenHeaders(stack.api, 'admin', admin.id);
  // the demo data's own recall waits for pharmacy@demo.dz's answer too: answered here, so that this test's recall is
  // the one its banner and its page ask about
  const demoPharmacy = await db
    .selectFrom('pharmacies')
    .select('id')
    .where('email', '=', 'pharmacy@demo.dz')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('recall_pharmacies')
    .set({ acknowledged_at: new Date(), quantity_on_hand: 0 })
    .where('pharmacy_id', '=', demoPharmacy.id)
    .where('acknowledged_at', 'is', null)
    .execute();
  product = await db
    .selectFrom('products')
    .select(['id', 'ref', 'name'])
    .where('deleted_at', 'is', null)
    .where('quantity', '>', 20)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  // earlier than the demo lots (8 months and more) and beyond the minimum shelf life: FEFO ships it first
  const received = await stack.api.call('POST', '/admin/receive_stock', {
    headers: { ...adminHeaders, 'idempotency-key': 'recall-browser-lot' },
    body: { productId: product.id, lot: LOT, expiry: addDays(algiersToday(), 200), quantity: 10 },
  });
  expect(received.body.code).toBe(2001);
}, 120_000);
afterAll(async () => stack?.close());

describe('recalls in the browser (issue 29, steps 3–6)', () => {
  it('3. a shipment to the Alger pharmacy prints the lot on its delivery note', async () => {
    const { db } = stack.api;
    const pharmacy = await db
      .selectFrom('pharmacies')
      .select('id')
      .where('email', '=', 'pharmacy@demo.dz')
      .executeTakeFirstOrThrow();
    await db.deleteFrom('basket_items').where('pharmacy_id', '=', pharmacy.id).execute();
    await db
      .insertInto('basket_items')
      .values({ pharmacy_id: pharmacy.id, product_id: product.id, quantity: 4 })
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
    const orderId: number = placed.body.payload.orderId;
    expect(
      (
        await stack.api.call('PUT', '/admin/update_order_status', {
          headers: adminHeaders,
          body: { orderId, status: 1 },
        })
      ).body.code,
    ).toBe(2001);
    const shipped = await stack.api.call('POST', '/admin/create_shipment', {
      headers: { ...adminHeaders, 'idempotency-key': `recall-browser-${orderId}` },
      body: { orderId, lines: [{ product_id: product.id, quantity: 4 }], carrier: null, tracking_no: null },
    });
    expect(shipped.body.code).toBe(2001);
    const shipmentId: number = shipped.body.payload[0].shipment_id;
    const res = await fetch(`${stack.api.url}/admin/delivery_note/${shipmentId}?lang=fr`, { headers: adminHeaders });
    expect(res.headers.get('content-type')).toContain('application/pdf');
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain(LOT);
    expect(text).toContain('×4');
  }, 120_000);

  it('the admin starts the recall: product, lot, reason, then a confirmation; the recall page opens', async () => {
    const { context, page } = await stack.newPage({ lang: 'fr', viewport: DESKTOP });
    await stack.signIn(page, 'admin', 'admin@demo.dz', DEMO_ACCOUNTS.password);
    await page.goto(`${stack.webUrl}/admin/recalls`);
    await page.getByTestId('start-recall').click(SLOW);
    await page.getByTestId('recall-product').fill(product.ref);
    await page
      .getByRole('option', { name: new RegExp(product.ref) })
      .first()
      .click(SLOW);
    const lotSelect = page.getByTestId('recall-lot');
    await expect.poll(() => lotSelect.getAttribute('aria-disabled'), SLOW).toBeNull();
    await lotSelect.click();
    await page.getByTestId(`recall-lot-${LOT}`).click(SLOW);
    await page.getByTestId('recall-reason').fill('Retrait du fournisseur : défaut d’étanchéité du tube.');
    await shot(page, 'start-recall-fr-desktop');
    await page.getByTestId('recall-next').click();
    await page.getByRole('button', { name: 'Bloquer et rappeler' }).click(SLOW);
    await page.getByTestId('recall-show').waitFor(SLOW);
    recallId = Number(/recalls\/(\d+)\/show/.exec(page.url())?.[1]);
    expect(recallId).toBeGreaterThan(0);
    const blocked = await stack.api.db
      .selectFrom('lots')
      .select('blocked')
      .where('product_id', '=', product.id)
      .where('lot', '=', LOT)
      .executeTakeFirstOrThrow();
    expect(blocked.blocked).toBe(true);
    await context.close();
  }, 120_000);

  it.each(LANGS)(
    '4. the banner shows on every page of the pharmacy that received the lot (%s)',
    async (lang) => {
      for (const [viewport, size] of SIZES) {
        const { context, page } = await stack.newPage({ lang, viewport });
        await stack.signIn(page, 'pharmacy', 'pharmacy@demo.dz', DEMO_ACCOUNTS.password);
        const banner = page.getByTestId('recall-banner');
        await banner.waitFor(SLOW);
        expect(await banner.getAttribute('role')).toBe('alert');
        expect(await banner.textContent()).toContain(LOT);
        await page.goto(`${stack.webUrl}/pharmacy/products`);
        await banner.waitFor(SLOW);
        await shot(page, `banner-${lang}-${size}`);
        // the catalogue page itself is tests/browser/accessibility.test.ts's
        expect(await seriousViolations(page, '[data-testid=recall-banner]')).toEqual([]);
        await page.getByTestId('recall-banner-answer').click();
        await page.getByTestId('recalls-page').waitFor(SLOW);
        await page.getByTestId('recall-on-hand').waitFor(SLOW);
        await shot(page, `pharmacy-recalls-${lang}-${size}`);
        expect(await seriousViolations(page)).toEqual([]);
        await context.close();
      }
    },
    300_000,
  );

  it('4. the Oran pharmacy, which did not receive the lot, sees no banner', async () => {
    const { context, page } = await stack.newPage({ lang: 'fr', viewport: DESKTOP });
    const answered = page.waitForResponse((r) => r.url().includes('/pharmacy/recalls'));
    await stack.signIn(page, 'pharmacy', 'pharmacy.oran@demo.dz', DEMO_ACCOUNTS.password);
    const body = await (await answered).json();
    expect(body.payload.recalls.map((r: { lot: string }) => r.lot)).not.toContain(LOT);
    await page.goto(`${stack.webUrl}/pharmacy/recalls`);
    await page.getByTestId('recalls-page').waitFor(SLOW);
    expect(await page.getByTestId('recall-banner').count()).toBe(0);
    await context.close();
  }, 120_000);

  it('5. that pharmacy answers with what it holds; the banner goes', async () => {
    const { context, page } = await stack.newPage({ lang: 'fr', viewport: DESKTOP });
    await stack.signIn(page, 'pharmacy', 'pharmacy@demo.dz', DEMO_ACCOUNTS.password);
    await page.goto(`${stack.webUrl}/pharmacy/recalls`);
    const card = page.getByTestId(`recall-${recallId}`);
    await card.getByTestId('recall-on-hand').fill('-1');
    await card.getByTestId('recall-confirm').click();
    await card.getByText('Indiquez un nombre entier, 0 ou plus.').waitFor(SLOW);
    await card.getByTestId('recall-on-hand').fill('3');
    await card.getByTestId('recall-confirm').click();
    await card.getByTestId('recall-answered').waitFor(SLOW);
    expect(await card.getByTestId('recall-answered').textContent()).toContain('3');
    await expect.poll(() => page.getByTestId('recall-banner').count(), SLOW).toBe(0);
    await context.close();
  }, 120_000);

  it.each(LANGS)(
    '5. the answered recall in %s',
    async (lang) => {
      for (const [viewport, size] of SIZES) {
        const { context, page } = await stack.newPage({ lang, viewport });
        await stack.signIn(page, 'pharmacy', 'pharmacy@demo.dz', DEMO_ACCOUNTS.password);
        await page.goto(`${stack.webUrl}/pharmacy/recalls`);
        await page.getByTestId(`recall-${recallId}`).getByTestId('recall-answered').waitFor(SLOW);
        await shot(page, `pharmacy-answered-${lang}-${size}`);
        await context.close();
      }
    },
    300_000,
  );

  it.each(LANGS)(
    '6. the admin sees the progress by wilaya; the franchisee of Alger the pharmacies and their phones (%s)',
    async (lang) => {
      for (const [viewport, size] of SIZES) {
        const { context, page } = await stack.newPage({ lang, viewport });
        await stack.signIn(page, 'admin', 'admin@demo.dz', DEMO_ACCOUNTS.password);
        await page.goto(`${stack.webUrl}/admin/recalls/${recallId}/show`);
        const progress = page.getByTestId('recall-progress');
        await progress.waitFor(SLOW);
        await expect
          .poll(() => progress.getByRole('progressbar').first().getAttribute('aria-valuetext'), SLOW)
          .toBe('1 / 1');
        expect(await page.getByTestId('recall-pharmacies').textContent()).toContain('3');
        await page.getByTestId('trace-table').locator('tbody tr').first().waitFor(SLOW);
        if (size === SIZES[0]![1]) {
          // the trace's CSV holds the lines the screen shows (issue 38 §3: it held the header only)
          const shown = await page.getByTestId('trace-table').locator('tbody tr').count();
          await page.getByTestId('trace-export-menu').click();
          const [download] = await Promise.all([
            page.waitForEvent('download'),
            page.getByTestId('trace-export-csv').click(),
          ]);
          const lines = fs
            .readFileSync((await download.path())!, 'utf8')
            .replace(/^\uFEFF/, '')
            .trim()
            .split('\r\n');
          expect(shown).toBeGreaterThan(0);
          expect(lines.length - 1).toBeGreaterThanOrEqual(shown);
          expect(lines.slice(1).join('\n')).toContain('CMD-');
        }
        await shot(page, `admin-recall-${lang}-${size}`);
        expect(await seriousViolations(page)).toEqual([]);
        await page.goto(`${stack.webUrl}/admin/recalls`);
        await page.getByTestId('recalls-list').locator(`text=${LOT}`).first().waitFor(SLOW);
        await shot(page, `admin-recalls-${lang}-${size}`);
        await context.close();

        const franchise = await stack.newPage({ lang, viewport });
        await stack.signIn(franchise.page, 'franchise', 'franchise@demo.dz', DEMO_ACCOUNTS.password);
        await franchise.page.goto(`${stack.webUrl}/franchise/recalls/${recallId}/show`);
        const pharmacies = franchise.page.getByTestId('recall-pharmacies');
        await pharmacies.waitFor(SLOW);
        expect(await pharmacies.locator('a[href^="tel:"]').count()).toBeGreaterThan(0);
        expect(await franchise.page.getByTestId('recall-trace').count()).toBe(0);
        await shot(franchise.page, `franchise-recall-${lang}-${size}`);
        expect(await seriousViolations(franchise.page)).toEqual([]);
        await franchise.context.close();
      }
    },
    600_000,
  );

  it('6. the Oran franchisee does not see the recall', async () => {
    const oran = await stack.newPage({ lang: 'fr', viewport: DESKTOP });
    await stack.signIn(oran.page, 'franchise', 'franchise.oran@demo.dz', DEMO_ACCOUNTS.password);
    await oran.page.goto(`${stack.webUrl}/franchise/recalls`);
    await oran.page.getByTestId('recalls-list').waitFor(SLOW);
    await oran.page.waitForLoadState('networkidle');
    expect(await oran.page.getByTestId('recalls-list').locator(`text=${LOT}`).count()).toBe(0);
    await oran.context.close();
  }, 120_000);
});
