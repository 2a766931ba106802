import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/seed/accounts.js';
import { DESKTOP, screenshot, type Stack, startStack } from '../support/browser.js';
import { insertOrder } from '../support/orders.js';

/**
 * Issue 13's order work queues in headless Chromium: the admin list's filters, the "to validate" queue and the
 * dashboard link to it, bulk validation and export of the selection, the timeline in the details, the franchise
 * list's filters; screenshots in French and English at desktop and tablet (1024×768) sizes.
 * The orders it works on are placed in June 2018, a month nothing else uses, so a date range selects exactly them.
 */
let stack: Stack;
let tmp: string;
const TABLET_LANDSCAPE = { width: 1024, height: 768 };
const SLOW = { timeout: 20_000 };
const db = () => stack.api.db;

type Placed = { id: number; order_no: string };
let algerCash: Placed;
let algerCard: Placed;
let oranCash: Placed;
let seq = 0;

async function pharmacy(email: string) {
  return db().selectFrom('pharmacies').select('id').where('email', '=', email).executeTakeFirstOrThrow();
}

async function place(pharmacyId: number, cash: boolean, at: string) {
  return insertOrder(stack.api, {
    pharmacyId,
    orderNo: `JUN18-${Date.now().toString(36).toUpperCase()}-${++seq}`,
    address: '12 rue Didouche Mourad, Alger',
    status: cash ? 2 : 1,
    payementType: cash ? 1 : 2,
    state: cash ? 'pending_validation' : 'paid',
    createdAt: new Date(at),
    lines: [{ ref: 'JUN-1', name: 'Crème hydratante', quantity: 1, unitPrice: 150_000 }],
  });
}

beforeAll(async () => {
  stack = await startStack();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'order-queues-'));
  const alger = await pharmacy('pharmacy@demo.dz');
  const oran = await pharmacy('pharmacy.oran@demo.dz');
  algerCash = await place(alger.id, true, '2018-06-05T10:00:00Z');
  algerCard = await place(alger.id, false, '2018-06-06T10:00:00Z');
  oranCash = await place(oran.id, true, '2018-06-07T10:00:00Z');
  // one awaiting this month: the dashboard's figures then link to the queue
  await place(alger.id, true, new Date().toISOString());
});
afterAll(async () => {
  await stack?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

async function signedIn(area: 'admin' | 'franchise', lang: 'fr' | 'en' = 'en', viewport = DESKTOP) {
  const { context, page } = await stack.newPage({ lang, viewport });
  await stack.signIn(page, area, area === 'admin' ? 'admin@demo.dz' : 'franchise@demo.dz', DEMO_ACCOUNTS.password);
  return { context, page };
}

/** The order numbers the table shows, once it shows exactly `expected` (in that order). */
async function expectRows(page: Page, expected: Placed[]) {
  const numbers = () => page.locator('[data-testid="orders-table"] tbody tr td:has-text("JUN18-")').allInnerTexts();
  await expect.poll(numbers, SLOW).toEqual(expected.map((o) => o.order_no));
}

const JUNE = (area: 'admin' | 'franchise', extra: Record<string, string> = {}) =>
  `/${area}/orders?filter=${encodeURIComponent(JSON.stringify({ from: '2018-06-01', to: '2018-06-30', ...extra }))}`;

/** Picks an option of a select filter, again if a busy page let the menu close first, until the select shows it. */
async function chooseFilter(page: Page, testId: string, option: RegExp) {
  const select = page.getByTestId(testId).locator('xpath=..').getByRole('combobox');
  await expect
    .poll(async () => {
      if (!option.test(await select.innerText())) {
        await select.click();
        await page
          .getByRole('option', { name: option })
          .first()
          .click({ timeout: 5_000 })
          .catch(() => page.keyboard.press('Escape'));
      }
      return select.innerText();
    }, SLOW)
    .toMatch(option);
}

describe('admin orders filters', () => {
  it('filters by date range, payment type, wilaya and state, all through the server', async () => {
    const { context, page } = await signedIn('admin');
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/admin/orders_list/')) calls.push(decodeURIComponent(r.url()));
    });
    await page.goto(`${stack.webUrl}/admin/orders`);
    await page.locator('[data-testid="orders-table"] tbody tr').first().waitFor(SLOW);
    await page.getByTestId('orders-from-filter').fill('2018-06-01');
    // the list has read the first filter (its request went out) before the second is typed
    await expect.poll(() => calls.some((c) => c.includes('from=2018-06-01')), SLOW).toBe(true);
    await page.getByTestId('orders-to-filter').fill('2018-06-30');
    await expectRows(page, [oranCash, algerCard, algerCash]);
    await expect.poll(() => calls.at(-1), SLOW).toContain('from=2018-06-01&to=2018-06-30');

    await chooseFilter(page, 'orders-payment-filter', /^Card$/);
    await expectRows(page, [algerCard]);
    await expect.poll(() => calls.at(-1), SLOW).toContain('payment_type=2');
    await chooseFilter(page, 'orders-payment-filter', /^Cash$/);
    await expectRows(page, [oranCash, algerCash]);

    await chooseFilter(page, 'orders-wilaya-filter', /Oran/);
    await expectRows(page, [oranCash]);
    await chooseFilter(page, 'orders-wilaya-filter', /^All$/);
    await expectRows(page, [oranCash, algerCash]);

    await chooseFilter(page, 'order-state-filter', /^Awaiting sales validation$/);
    await expectRows(page, [oranCash, algerCash]);
    await expect.poll(() => calls.at(-1), SLOW).toContain('state=awaiting_validation');
    await context.close();
  });

  it('sorts by order number and date when their headers are clicked', async () => {
    const { context, page } = await signedIn('admin');
    await page.goto(`${stack.webUrl}${JUNE('admin')}`);
    await expectRows(page, [oranCash, algerCard, algerCash]);
    await page.getByRole('columnheader', { name: 'Date' }).click();
    await expectRows(page, [algerCash, algerCard, oranCash]);
    await page.getByRole('columnheader', { name: 'Order number' }).click();
    const byNumber = [algerCash, algerCard, oranCash].sort((a, b) => (a.order_no < b.order_no ? -1 : 1));
    await expectRows(page, byNumber);
    await context.close();
  });
});

describe('the to-validate queue and bulk actions', () => {
  it('is where the dashboard’s awaiting-validation link leads', async () => {
    const { context, page } = await signedIn('admin');
    await page.getByTestId('stat-awaiting-link').click(SLOW);
    await page.waitForURL(/\/admin\/orders/);
    expect(decodeURIComponent(page.url())).toContain('"state":"awaiting_validation"');
    await expect.poll(() => page.getByTestId('queue-to-validate').getAttribute('aria-selected'), SLOW).toBe('true');
    await page.locator('[data-testid="orders-table"] tbody tr').first().waitFor(SLOW);
    // every row of the queue awaits validation
    const states = await page
      .locator('[data-testid="orders-table"] tbody tr')
      .evaluateAll((rows) => rows.map((r) => r.textContent ?? ''));
    expect(states.every((t) => t.includes('Awaiting sales validation'))).toBe(true);
    await page.getByTestId('queue-all').click();
    await expect.poll(() => decodeURIComponent(page.url()).includes('awaiting_validation'), SLOW).toBe(false);
    await context.close();
  });

  it('exports the selected rows only, then validates the selected cash orders and says which were refused', async () => {
    const { context, page } = await signedIn('admin');
    await page.goto(`${stack.webUrl}${JUNE('admin')}`);
    await expectRows(page, [oranCash, algerCard, algerCash]);
    const row = (o: Placed) => page.locator('[data-testid="orders-table"] tbody tr', { hasText: o.order_no });
    for (const o of [algerCard, algerCash]) await row(o).locator('input[type=checkbox]').check();

    await page.getByTestId('bulk-export-menu').click();
    const download = page.waitForEvent('download');
    await page.getByTestId('bulk-export-csv').click();
    const file = path.join(tmp, 'selection.csv');
    await (await download).saveAs(file);
    const lines = fs.readFileSync(file, 'utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Order number;Pharmacy;Wilaya;Date;Payment;Total excl. tax;VAT;Stamp duty;Amount due;State;Fulfilment;Status;Invoice number',
    );
    expect(
      lines
        .slice(1)
        .map((l) => l.split(';')[0])
        .sort(),
    ).toEqual([algerCard.order_no, algerCash.order_no].sort());

    await page.getByTestId('bulk-validate').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Validate' }).click();
    const refused = page.getByTestId('bulk-refused');
    await refused.waitFor(SLOW);
    await expect.poll(() => page.locator('.MuiSnackbar-root').innerText(), SLOW).toContain('1 order validated');
    await expect.poll(() => refused.innerText()).toContain(algerCard.order_no);
    expect(await refused.innerText()).toContain('paid by card');
    await screenshot(page, 'i13-bulk-refused-en-desktop', { fullPage: false });
    await refused.getByRole('button', { name: 'Close' }).click();
    const states = await db()
      .selectFrom('orders')
      .select(['id', 'state'])
      .where('id', 'in', [algerCash.id, algerCard.id, oranCash.id])
      .orderBy('id')
      .execute();
    expect(states).toEqual([
      { id: algerCash.id, state: 'paid' },
      { id: algerCard.id, state: 'paid' },
      { id: oranCash.id, state: 'pending_validation' },
    ]);
    // the queue no longer holds it
    await page.getByTestId('queue-to-validate').click();
    await expectRows(page, [oranCash]);
    await context.close();
  });
});

describe('order timeline', () => {
  it('shows creation, notes with their author and the validation by whom in the admin details', async () => {
    const admin = await db()
      .selectFrom('admins')
      .select('id')
      .where('email', '=', 'admin@demo.dz')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('order_notes')
      .values({
        order_id: oranCash.id,
        admin_id: admin.id,
        note: 'Appeler avant livraison',
        created_at: new Date('2018-06-08T09:00:00Z'),
      })
      .execute();
    const { context, page } = await signedIn('admin');
    await page.goto(`${stack.webUrl}/admin/orders/${oranCash.id}/show`);
    const timeline = page.getByTestId('order-timeline');
    await timeline.waitFor(SLOW);
    await expect.poll(() => timeline.innerText(), SLOW).toContain('Order placed');
    const text = await timeline.innerText();
    expect(text).toContain('Appeler avant livraison');
    expect(text).toContain('08-06-2018 10:00 · by admin@demo.dz');
    await context.close();
  });
});

describe('refunds in the admin details', () => {
  it('offers no refund on a card order the gateway never confirmed, and shows a partial refund', async () => {
    const alger = await pharmacy('pharmacy@demo.dz');
    const seeded = await place(alger.id, false, '2018-07-10T10:00:00Z');
    const refunded = await place(alger.id, false, '2018-07-11T10:00:00Z');
    await db()
      .insertInto('payments')
      .values({
        order_id: refunded.id,
        provider: 'satim',
        order_number: `${refunded.order_no}-1`,
        provider_order_id: `md-${refunded.id}`,
        amount: 178_500,
        refunded_amount: 50_000,
        status: 'paid',
        raw: '{}',
        updated_at: new Date(),
        created_at: new Date(),
      })
      .execute();
    await db().updateTable('orders').set({ refunded_amount: 50_000 }).where('id', '=', refunded.id).execute();
    const { context, page } = await signedIn('admin');
    await page.goto(`${stack.webUrl}/admin/orders/${seeded.id}/show`);
    await page.getByTestId('order-timeline').waitFor(SLOW);
    expect(await page.getByTestId('refund-button').count()).toBe(0);
    await page.goto(`${stack.webUrl}/admin/orders/${refunded.id}/show`);
    await expect.poll(() => page.getByTestId('detail-refunded').innerText(), SLOW).toMatch(/500\.00 DA/);
    expect(await page.getByTestId('order-show').innerText()).toContain('Partly refunded');
    await expect.poll(() => page.getByTestId('refund-button').isVisible(), SLOW).toBe(true);
    await context.close();
  });
});

describe('franchise orders filters', () => {
  it('leads from the dashboard’s awaiting-validation figure to the wilaya’s orders awaiting validation', async () => {
    const { context, page } = await signedIn('franchise');
    await page.getByTestId('stat-awaiting-link').click(SLOW);
    await page.waitForURL(/\/franchise\/orders/);
    expect(decodeURIComponent(page.url())).toContain('"state":"awaiting_validation"');
    await expect
      .poll(() => page.getByTestId('order-state-filter').locator('xpath=..').innerText(), SLOW)
      .toContain('Awaiting sales validation');
    await page.locator('[data-testid="orders-table"] tbody tr').first().waitFor(SLOW);
    const rows = await page.locator('[data-testid="orders-table"] tbody tr').allInnerTexts();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((t) => t.includes('Awaiting sales validation'))).toBe(true);
    await context.close();
  });

  it('narrows the wilaya’s orders by date and state, and opens the timeline', async () => {
    const { context, page } = await signedIn('franchise');
    await page.goto(`${stack.webUrl}/franchise/orders`);
    await page.locator('[data-testid="orders-table"] tbody tr').first().waitFor(SLOW);
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/franchise/orders_list/')) calls.push(decodeURIComponent(r.url()));
    });
    await page.getByTestId('orders-from-filter').fill('2018-06-01');
    await expect.poll(() => calls.some((c) => c.includes('from=2018-06-01')), SLOW).toBe(true);
    await page.getByTestId('orders-to-filter').fill('2018-06-30');
    // Alger's only: Oran's order of June never shows
    await expectRows(page, [algerCard, algerCash]);
    // a cash order validated by sales is "Validated", to be collected on delivery, never "Paid" (issue 26, point 15)
    await chooseFilter(page, 'order-state-filter', /^Paid$/);
    await expectRows(page, [algerCard]);
    await chooseFilter(page, 'order-state-filter', /^Validated$/);
    await expectRows(page, [algerCash]);
    await chooseFilter(page, 'order-state-filter', /^Awaiting sales validation$/);
    await expect.poll(() => page.getByTestId('orders-empty').isVisible(), SLOW).toBe(true);
    await page.goto(`${stack.webUrl}/franchise/orders/${algerCash.id}/show`);
    const timeline = page.getByTestId('order-timeline');
    await expect.poll(() => timeline.innerText(), SLOW).toContain('Validated by sales');
    // the franchisee is told an administrator acted, not which one
    expect(await timeline.innerText()).toContain('by an administrator');
    expect(await timeline.innerText()).not.toContain('admin@demo.dz');
    await context.close();
  });
});

describe('screenshots', () => {
  it('the queue and the details with their timeline, FR and EN, desktop and tablet', async () => {
    for (const lang of ['fr', 'en'] as const)
      for (const [size, viewport] of Object.entries({ desktop: DESKTOP, tablet: TABLET_LANDSCAPE })) {
        const { context, page } = await signedIn('admin', lang, viewport);
        await page.goto(`${stack.webUrl}${JUNE('admin', { state: 'awaiting_validation' })}`);
        await expectRows(page, [oranCash]);
        await page.locator('[data-testid="orders-table"] tbody tr input[type=checkbox]').first().check();
        await page.getByTestId('bulk-validate').waitFor();
        await screenshot(page, `i13-queue-${lang}-${size}`, { fullPage: false });
        await page.goto(`${stack.webUrl}/admin/orders/${oranCash.id}/show`);
        await page.getByTestId('timeline-note').waitFor(SLOW);
        await page.getByTestId('order-timeline').scrollIntoViewIfNeeded();
        await screenshot(page, `i13-timeline-${lang}-${size}`, { fullPage: false });
        await context.close();
        const franchise = await signedIn('franchise', lang, viewport);
        await franchise.page.goto(`${stack.webUrl}${JUNE('franchise')}`);
        await expectRows(franchise.page, [algerCard, algerCash]);
        await screenshot(franchise.page, `i13-franchise-orders-${lang}-${size}`, { fullPage: false });
        await franchise.context.close();
      }
  });
});
