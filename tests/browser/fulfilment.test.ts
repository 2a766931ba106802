import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/seed/accounts.js';
import { tokenHeaders } from '../support/api.js';
import { DESKTOP, openInApp, PHONE, settle, type Stack, startStack } from '../support/browser.js';

/**
 * Issue 28 in headless Chromium: the admin prepares an order and ships half of it from the preparation queue; the
 * pharmacy sees the tracking link in French and in Arabic. Screenshots of the new screens go to SHOTS_DIR
 * (default screenshots/fulfilment) in fr, en and ar, desktop and phone.
 */
let stack: Stack;
let order: { id: number; order_no: string };
const SLOW = { timeout: 20_000 };
const SHOTS = process.env.SHOTS_DIR ?? path.join('screenshots', 'fulfilment');
const TRACKING = 'YAL-2026-777';

async function shot(page: Page, name: string) {
  await settle(page);
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

beforeAll(async () => {
  stack = await startStack();
  const { db } = stack.api;
  const pharmacy = await db
    .selectFrom('pharmacies')
    .select(['id'])
    .where('email', '=', 'pharmacy@demo.dz')
    .executeTakeFirstOrThrow();
  const admin = await db
    .selectFrom('admins')
    .select('id')
    .where('email', '=', 'admin@demo.dz')
    .executeTakeFirstOrThrow();
  const products = await db
    .selectFrom('products')
    .select(['id'])
    .where('deleted_at', 'is', null)
    .where('quantity', '>', 20)
    .orderBy('id')
    .limit(2)
    .execute();
  await db.deleteFrom('basket_items').where('pharmacy_id', '=', pharmacy.id).execute();
  await db
    .insertInto('basket_items')
    .values(products.map((p, i) => ({ pharmacy_id: pharmacy.id, product_id: p.id, quantity: 2 + i })))
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
}, 120_000);
afterAll(async () => stack?.close());

describe('fulfilment in the browser', () => {
  it('the admin starts preparing the order and ships half of it with a tracking number', async () => {
    const { context, page } = await stack.newPage({ lang: 'fr', viewport: DESKTOP });
    await stack.signIn(page, 'admin', 'admin@demo.dz', DEMO_ACCOUNTS.password);
    await page.goto(`${stack.webUrl}/admin/preparation`);
    const row = page.getByTestId('preparation-table').locator('tr', { hasText: order.order_no });
    await expect.poll(() => row.count(), SLOW).toBe(1);
    await expect.poll(() => page.getByTestId('overdue').count(), SLOW).toBeGreaterThan(0);
    await shot(page, 'admin-preparation-fr-desktop');
    await row.locator('td').nth(1).click();
    const details = page.getByTestId('order-fulfilment');
    await details.getByTestId('start-preparing').click();
    await expect.poll(() => details.getByTestId('fulfilment-state').getAttribute('data-state'), SLOW).toBe('preparing');
    await details.getByTestId('ship-open').click();
    const dialog = page.getByTestId('ship-dialog');
    const quantities = dialog.locator('input[type=number]');
    await expect.poll(() => quantities.count(), SLOW).toBe(2);
    await quantities.nth(1).fill('0');
    await dialog.getByTestId('ship-carrier').locator('xpath=..').getByRole('combobox').click();
    await page.getByRole('option', { name: 'Yalidine Express' }).click();
    await dialog.getByTestId('ship-tracking').fill(TRACKING);
    await shot(page, 'admin-ship-dialog-fr-desktop');
    await dialog.getByTestId('ship-submit').click();
    await expect
      .poll(() => details.getByTestId('fulfilment-state').getAttribute('data-state'), SLOW)
      .toBe('partly_shipped');
    await expect
      .poll(() => details.getByTestId('tracking-link').getAttribute('href'), SLOW)
      .toBe(`https://yalidine.app/suivi/${TRACKING}`);
    await shot(page, 'admin-order-shipped-fr-desktop');
    const shipped = await stack.api.db
      .selectFrom('shipment_lines as l')
      .innerJoin('shipments as s', 's.id', 'l.shipment_id')
      .select(['l.quantity', 's.tracking_no'])
      .where('s.order_id', '=', order.id)
      .execute();
    expect(shipped).toEqual([{ quantity: 2, tracking_no: TRACKING }]);
    await context.close();
  }, 120_000);

  it.each([
    ['fr', 'Partiellement expédiée'],
    ['en', 'Partly shipped'],
    ['ar', 'شُحنت جزئيًا'],
  ] as const)(
    'the pharmacy sees the tracking link (%s)',
    async (lang, label) => {
      for (const viewport of [DESKTOP, PHONE]) {
        const { context, page } = await stack.newPage({ lang, viewport });
        await stack.signIn(page, 'pharmacy');
        await expect.poll(() => page.getByTestId('on-the-way').innerText(), SLOW).toContain(order.order_no);
        await shot(page, `pharmacy-dashboard-${lang}-${viewport === PHONE ? 'phone' : 'desktop'}`);
        await page.goto(`${stack.webUrl}/pharmacy/orders`);
        const view = page.getByTestId(`view-${order.order_no}`);
        await view.waitFor(SLOW);
        await view.click();
        const panel = page.getByTestId('order-shipments');
        await expect.poll(() => panel.getByTestId('fulfilment-state').innerText(), SLOW).toBe(label);
        await expect
          .poll(() => panel.getByTestId('tracking-link').getAttribute('href'), SLOW)
          .toBe(`https://yalidine.app/suivi/${TRACKING}`);
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
        await shot(page, `pharmacy-order-${lang}-${viewport === PHONE ? 'phone' : 'desktop'}`);
        await context.close();
      }
    },
    120_000,
  );

  it.each(['en', 'ar', 'fr'] as const)(
    'the new admin screens, %s, desktop and phone',
    async (lang) => {
      for (const viewport of [DESKTOP, PHONE]) {
        const { context, page } = await stack.newPage({ lang, viewport });
        await stack.signIn(page, 'admin', 'admin@demo.dz', DEMO_ACCOUNTS.password);
        const size = viewport === PHONE ? 'phone' : 'desktop';
        for (const screen of ['preparation', 'carriers', 'holidays']) {
          await openInApp(page, `/admin/${screen}`);
          await page.getByTestId(`admin-${screen}`).waitFor(SLOW);
          const shown = page.getByTestId(`admin-${screen}`).locator('li, tbody tr, [data-testid="list-empty"]');
          await expect.poll(() => shown.count(), SLOW).toBeGreaterThan(0);
          await shot(page, `admin-${screen}-${lang}-${size}`);
        }
        await context.close();
      }
    },
    180_000,
  );

  it('the franchisee of the wilaya confirms the delivery from a phone', async () => {
    const { context, page } = await stack.newPage({ lang: 'fr', viewport: PHONE });
    await stack.signIn(page, 'franchise', 'franchise@demo.dz', DEMO_ACCOUNTS.password);
    await page.goto(`${stack.webUrl}/franchise/orders/${order.id}/show`);
    const panel = page.getByTestId('franchise-shipments');
    await panel.getByTestId('mark-delivered').waitFor(SLOW);
    await shot(page, 'franchise-order-fr-phone');
    await panel.getByTestId('mark-delivered').click();
    await page.getByTestId('receiver-name').fill('Dr Amel Benali');
    await page.getByTestId('receiver-submit').click();
    await expect.poll(() => panel.getByTestId('shipment-delivery').innerText(), SLOW).toContain('Dr Amel Benali');
    await shot(page, 'franchise-order-delivered-fr-phone');
    const delivered = await stack.api.db
      .selectFrom('shipments')
      .select(['receiver_name', 'delivered_by_role'])
      .where('order_id', '=', order.id)
      .execute();
    expect(delivered).toEqual([{ receiver_name: 'Dr Amel Benali', delivered_by_role: 'franchise' }]);
    await context.close();
  }, 120_000);
});
