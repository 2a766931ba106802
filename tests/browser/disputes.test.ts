import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/seed/accounts.js';
import type { Lang } from '../../src/contract/constants.js';
import { tokenHeaders } from '../support/api.js';
import { pdfText } from '../support/pdf.js';
import { DESKTOP, PHONE, settle, type Stack, startStack } from '../support/browser.js';

/**
 * Issue 28's disputes in headless Chromium, after the first half of an order shipped and was delivered (the
 * fulfilment test covers that half): the rest ships and is delivered, the pharmacy reports a damaged line with a
 * photo, the admin answers with a credit note, the pharmacy downloads it; the franchisee of the wilaya reads the
 * dispute. Once with the pharmacy in French and once in Arabic (the back office in French). Screenshots of the
 * dispute screens go to SHOTS_DIR (default screenshots/disputes) in fr, en and ar, desktop and phone.
 */
let stack: Stack;
let adminHeaders: Record<string, string>;
const SLOW = { timeout: 20_000 };
const SHOTS = process.env.SHOTS_DIR ?? path.join('screenshots', 'disputes');

interface PlacedOrder {
  id: number;
  order_no: string;
  /** the line shipped first, then the one left for the browser */
  first: number;
  rest: number;
}
const orders = new Map<Lang, PlacedOrder>();

async function shot(page: Page, name: string) {
  await settle(page);
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** An offline order of the demo pharmacy (Alger), validated, its first line shipped and delivered. */
async function halfDeliveredOrder(pharmacyId: number, products: { id: number }[]): Promise<PlacedOrder> {
  const { db } = stack.api;
  await db.deleteFrom('basket_items').where('pharmacy_id', '=', pharmacyId).execute();
  await db
    .insertInto('basket_items')
    .values(products.map((p, i) => ({ pharmacy_id: pharmacyId, product_id: p.id, quantity: 2 + i })))
    .execute();
  const headers = await tokenHeaders(stack.api, 'pharmacy', pharmacyId);
  const address = await db
    .selectFrom('addresses')
    .select('id')
    .where('pharmacy_id', '=', pharmacyId)
    .executeTakeFirstOrThrow();
  const placed = await stack.api.call('POST', '/pharmacy/special_payment', {
    headers,
    body: { delivery_address: address.id },
  });
  expect(placed.body.code).toBe(2001);
  const id: number = placed.body.payload.orderId;
  expect(
    (
      await stack.api.call('PUT', '/admin/update_order_status', {
        headers: adminHeaders,
        body: { orderId: id, status: 1 },
      })
    ).body.code,
  ).toBe(2001);
  const shipped = await stack.api.call('POST', '/admin/create_shipment', {
    headers: { ...adminHeaders, 'idempotency-key': `dispute-browser-${id}` },
    body: { orderId: id, lines: [{ product_id: products[0]!.id, quantity: 2 }], carrier: null, tracking_no: null },
  });
  expect(shipped.body.code).toBe(2001);
  const delivered = await stack.api.call('POST', '/admin/mark_delivered', {
    headers: adminHeaders,
    body: { shipmentId: shipped.body.payload[0].shipment_id, receiver_name: 'Dr Amel Benali' },
  });
  expect(delivered.body.code).toBe(2001);
  return { id, order_no: placed.body.payload.order_no, first: products[0]!.id, rest: products[1]!.id };
}

beforeAll(async () => {
  stack = await startStack();
  const { db } = stack.api;
  const pharmacy = await db
    .selectFrom('pharmacies')
    .select('id')
    .where('email', '=', 'pharmacy@demo.dz')
    .executeTakeFirstOrThrow();
  const admin = await db
    .selectFrom('admins')
    .select('id')
    .where('email', '=', 'admin@demo.dz')
    .executeTakeFirstOrThrow();
  adminHeaders = await tokenHeaders(stack.api, 'admin', admin.id);
  const products = await db
    .selectFrom('products')
    .select('id')
    .where('deleted_at', 'is', null)
    .where('quantity', '>', 20)
    .orderBy('id')
    .limit(4)
    .execute();
  orders.set('fr', await halfDeliveredOrder(pharmacy.id, products.slice(0, 2)));
  orders.set('ar', await halfDeliveredOrder(pharmacy.id, products.slice(2, 4)));
}, 120_000);
afterAll(async () => stack?.close());

const fulfilmentOf = async (orderId: number) =>
  (await stack.api.db.selectFrom('orders').select('fulfilment').where('id', '=', orderId).executeTakeFirstOrThrow())
    .fulfilment;

/** The pharmacy's details of the order, from My orders. */
async function openPharmacyOrder(page: Page, order: { order_no: string }) {
  await page.goto(`${stack.webUrl}/pharmacy/orders`);
  const view = page.getByTestId(`view-${order.order_no}`);
  await view.waitFor(SLOW);
  await view.click();
  await page.getByTestId('order-disputes').waitFor(SLOW);
}

describe.each(['fr', 'ar'] as const)('a damaged line settled by a credit note, the pharmacy in %s', (lang) => {
  let disputeId: number;
  let creditNote: { id: number; number: string };

  it('the admin ships the rest of the order and confirms its delivery', async () => {
    const order = orders.get(lang)!;
    const { context, page } = await stack.newPage({ lang: 'fr', viewport: DESKTOP });
    await stack.signIn(page, 'admin', 'admin@demo.dz', DEMO_ACCOUNTS.password);
    await page.goto(`${stack.webUrl}/admin/orders/${order.id}/show`);
    const details = page.getByTestId('order-fulfilment');
    await expect
      .poll(() => details.getByTestId('fulfilment-state').getAttribute('data-state'), SLOW)
      .toBe('partly_shipped');
    await details.getByTestId('ship-open').click();
    const dialog = page.getByTestId('ship-dialog');
    // what is left of the order, and only that, offered in full
    await expect.poll(() => dialog.getByTestId(`ship-qty-${order.rest}`).inputValue(), SLOW).toBe('3');
    expect(await dialog.getByTestId(`ship-qty-${order.first}`).count()).toBe(0);
    await dialog.getByTestId('ship-carrier').locator('xpath=..').getByRole('combobox').click();
    await page.getByRole('option', { name: 'ZR Express' }).click();
    await dialog.getByTestId('ship-tracking').fill(`ZR-${order.id}`);
    await dialog.getByTestId('ship-submit').click();
    await expect.poll(() => details.getByTestId('fulfilment-state').getAttribute('data-state'), SLOW).toBe('shipped');
    await details.getByTestId('mark-delivered').click();
    await page.getByTestId('receiver-name').fill('Dr Amel Benali');
    await page.getByTestId('receiver-submit').click();
    await expect.poll(() => details.getByTestId('fulfilment-state').getAttribute('data-state'), SLOW).toBe('delivered');
    expect(await fulfilmentOf(order.id)).toBe('delivered');
    const shipments = await stack.api.db
      .selectFrom('shipments as s')
      .innerJoin('shipment_lines as l', 'l.shipment_id', 's.id')
      .select(['l.product_id', 'l.quantity', 's.tracking_no', 's.receiver_name'])
      .where('s.order_id', '=', order.id)
      .orderBy('s.id')
      .execute();
    expect(shipments).toEqual([
      { product_id: order.first, quantity: 2, tracking_no: null, receiver_name: 'Dr Amel Benali' },
      { product_id: order.rest, quantity: 3, tracking_no: `ZR-${order.id}`, receiver_name: 'Dr Amel Benali' },
    ]);
    await context.close();
  }, 120_000);

  it(`the pharmacy reports a damaged line with a photo (${lang})`, async () => {
    const order = orders.get(lang)!;
    const { context, page } = await stack.newPage({ lang, viewport: DESKTOP });
    await stack.signIn(page, 'pharmacy');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    await openPharmacyOrder(page, order);
    await page.getByTestId('report-problem-button').click();
    const form = page.getByTestId('report-problem');
    // both delivered lines may be claimed, each up to what was delivered
    await expect.poll(() => form.locator('[data-testid^="claim-line-"]').count(), SLOW).toBe(2);
    await form.getByTestId(`claim-quantity-${order.rest}`).fill('2');
    const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#b98a52' } })
      .png()
      .toBuffer();
    await form.getByTestId('claim-photos').setInputFiles({ name: 'carton.png', mimeType: 'image/png', buffer: photo });
    await expect.poll(() => form.getByText('carton.png').count(), SLOW).toBe(1);
    await form.getByTestId('claim-comment').fill('Deux flacons arrivés fissurés');
    await shot(page, `pharmacy-report-problem-${lang}-desktop`);
    await page.getByTestId('report-problem-send').click();
    // sent: the new dispute opens, with its photo
    const thread = page.getByTestId('dispute-dialog');
    await expect.poll(() => thread.getByTestId('dispute-status').getAttribute('data-status'), SLOW).toBe('open');
    await expect
      .poll(
        () =>
          thread.locator('[data-testid="dispute-photos"] img').evaluate((img: HTMLImageElement) => img.naturalWidth),
        SLOW,
      )
      .toBeGreaterThan(0);
    const dispute = await stack.api.db
      .selectFrom('disputes')
      .select(['id', 'comment', 'resolved_at'])
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    disputeId = dispute.id;
    expect(dispute).toMatchObject({ comment: 'Deux flacons arrivés fissurés', resolved_at: null });
    expect(
      await stack.api.db
        .selectFrom('dispute_lines')
        .select(['product_id', 'quantity', 'reason'])
        .where('dispute_id', '=', disputeId)
        .execute(),
    ).toEqual([{ product_id: order.rest, quantity: 2, reason: 'damaged' }]);
    expect(
      await stack.api.db.selectFrom('dispute_photos').select('path').where('dispute_id', '=', disputeId).execute(),
    ).toHaveLength(1);
    await shot(page, `pharmacy-dispute-open-${lang}-desktop`);
    await context.close();
  }, 120_000);

  it('the admin answers with a credit note from the disputes queue', async () => {
    const order = orders.get(lang)!;
    const { context, page } = await stack.newPage({ lang: 'fr', viewport: DESKTOP });
    await stack.signIn(page, 'admin', 'admin@demo.dz', DEMO_ACCOUNTS.password);
    await page.goto(`${stack.webUrl}/admin/disputes`);
    const row = page.getByTestId('disputes-table').locator('tbody tr', { hasText: order.order_no });
    await expect.poll(() => row.count(), SLOW).toBe(1);
    await row.locator('td').nth(1).click();
    const show = page.getByTestId('dispute-show');
    await expect
      .poll(() => show.getByTestId('dispute-comment').innerText(), SLOW)
      .toBe('Deux flacons arrivés fissurés');
    // a private photo (D116), read with the admin's tokens: shown once its blob has come
    await expect
      .poll(
        () => show.locator('[data-testid="dispute-photos"] img').evaluate((img: HTMLImageElement) => img.naturalWidth),
        SLOW,
      )
      .toBeGreaterThan(0);
    expect(await show.locator('[data-testid="dispute-photos"] img').getAttribute('src')).toMatch(/^blob:/);
    await show.getByTestId('dispute-message-input').fill('Avoir émis pour les deux flacons.');
    await show.getByTestId('dispute-message-send').click();
    await expect
      .poll(() => show.getByTestId('dispute-messages').innerText(), SLOW)
      .toContain('Avoir émis pour les deux flacons.');
    await show.getByTestId('resolve-reason').fill('Casse au transport');
    await show.getByTestId('resolve-submit').click();
    await page.locator('.ra-confirm').click();
    await expect.poll(() => show.getByTestId('dispute-status').getAttribute('data-status'), SLOW).toBe('credit_note');
    const note = await stack.api.db
      .selectFrom('credit_notes')
      .select(['id', 'number', 'price_without_tax', 'reason'])
      .where('dispute_id', '=', disputeId)
      .executeTakeFirstOrThrow();
    const line = await stack.api.db
      .selectFrom('order_lines')
      .select('unit_price')
      .where('order_id', '=', order.id)
      .where('product_id', '=', order.rest)
      .executeTakeFirstOrThrow();
    expect(note).toMatchObject({ price_without_tax: 2 * line.unit_price, reason: 'Casse au transport' });
    expect(note.number).toMatch(/^AV-\d{4}-\d{6}$/);
    creditNote = { id: note.id, number: note.number };
    await expect.poll(() => show.getByTestId('credit-note-download').innerText(), SLOW).toContain(note.number);
    expect(await show.getByTestId('resolve-dispute').count()).toBe(0);
    await context.close();
  }, 120_000);

  it(`the pharmacy downloads the credit note (${lang})`, async () => {
    const order = orders.get(lang)!;
    const { context, page } = await stack.newPage({ lang, viewport: DESKTOP });
    await stack.signIn(page, 'pharmacy');
    await openPharmacyOrder(page, order);
    await page.getByTestId(`dispute-row-${disputeId}`).click();
    const thread = page.getByTestId('dispute-dialog');
    await expect.poll(() => thread.getByTestId('dispute-status').getAttribute('data-status'), SLOW).toBe('credit_note');
    await expect
      .poll(() => thread.getByTestId('dispute-messages').innerText(), SLOW)
      .toContain('Avoir émis pour les deux flacons.');
    // no more messages once settled
    expect(await thread.getByTestId('dispute-message-input').count()).toBe(0);
    await shot(page, `pharmacy-dispute-resolved-${lang}-desktop`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      thread.getByTestId('credit-note-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`credit_note_${creditNote.number}_${lang}.pdf`);
    const pdf = fs.readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain(creditNote.number);
    expect(text).toContain(order.order_no);
    await context.close();
  }, 120_000);

  it('the franchisee of Alger reads the dispute, without answering or settling it', async () => {
    const order = orders.get(lang)!;
    const { context, page } = await stack.newPage({ lang: 'fr', viewport: DESKTOP });
    await stack.signIn(page, 'franchise', 'franchise@demo.dz', DEMO_ACCOUNTS.password);
    await page.goto(`${stack.webUrl}/franchise/disputes`);
    const row = page.getByTestId('disputes-table').locator('tbody tr', { hasText: order.order_no });
    await expect.poll(() => row.count(), SLOW).toBe(1);
    await expect.poll(() => row.getByTestId('dispute-status').getAttribute('data-status'), SLOW).toBe('credit_note');
    await row.locator('td').nth(1).click();
    const show = page.getByTestId('dispute-show');
    await expect
      .poll(() => show.getByTestId('dispute-comment').innerText(), SLOW)
      .toBe('Deux flacons arrivés fissurés');
    expect(await show.getByTestId('dispute-messages').innerText()).toContain('Avoir émis pour les deux flacons.');
    for (const action of ['dispute-message-input', 'resolve-dispute', 'credit-note-download'])
      expect(await show.getByTestId(action).count(), action).toBe(0);
    await context.close();
  }, 120_000);
});

describe('the dispute screens, looked at', () => {
  it.each(['fr', 'en', 'ar'] as const)(
    '%s, desktop and phone',
    async (lang) => {
      const open = await stack.api.db
        .selectFrom('disputes as d')
        .innerJoin('orders as o', 'o.id', 'd.order_id')
        .select(['d.id', 'o.order_no'])
        .where('d.resolved_at', 'is', null)
        .orderBy('d.id')
        .executeTakeFirstOrThrow();
      for (const viewport of [DESKTOP, PHONE]) {
        const size = viewport === PHONE ? 'phone' : 'desktop';
        const dir = lang === 'ar' ? 'rtl' : 'ltr';

        const pharmacy = await stack.newPage({ lang, viewport });
        await stack.signIn(pharmacy.page, 'pharmacy');
        await openPharmacyOrder(pharmacy.page, open);
        expect(await pharmacy.page.evaluate(() => document.documentElement.dir)).toBe(dir);
        await pharmacy.page.getByTestId('report-problem-button').click();
        await pharmacy.page.getByTestId('report-problem').locator('[data-testid^="claim-line-"]').first().waitFor(SLOW);
        await shot(pharmacy.page, `pharmacy-report-problem-${lang}-${size}`);
        await pharmacy.page.keyboard.press('Escape');
        await pharmacy.page.getByTestId('report-problem').waitFor({ state: 'detached', ...SLOW });
        await pharmacy.page.getByTestId(`dispute-row-${open.id}`).click();
        await pharmacy.page
          .locator('[data-testid="dispute-dialog"] [data-testid="dispute-messages"] > *')
          .first()
          .waitFor(SLOW);
        await shot(pharmacy.page, `pharmacy-dispute-${lang}-${size}`);
        await pharmacy.context.close();

        for (const role of ['admin', 'franchise'] as const) {
          const { context, page } = await stack.newPage({ lang, viewport });
          await stack.signIn(page, role, `${role}@demo.dz`, DEMO_ACCOUNTS.password);
          await page.goto(`${stack.webUrl}/${role}/disputes`);
          const list = page.getByTestId('disputes-list');
          await expect.poll(() => list.getByText(open.order_no).count(), SLOW).toBeGreaterThan(0);
          expect(await page.evaluate(() => document.documentElement.dir)).toBe(dir);
          await shot(page, `${role}-disputes-${lang}-${size}`);
          await page.goto(`${stack.webUrl}/${role}/disputes/${open.id}/show`);
          await page.getByTestId('dispute-show').locator('[data-testid="dispute-photos"] img').waitFor(SLOW);
          await shot(page, `${role}-dispute-${lang}-${size}`);
          await context.close();
        }
      }
    },
    240_000,
  );
});
