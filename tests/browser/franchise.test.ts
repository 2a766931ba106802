import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot, type Stack, startStack } from '../support/browser.js';

/**
 * The franchise area in headless Chromium as franchise@demo.dz (Alger): orders (search, details, invoice),
 * pharmacies (add with validation, details with last orders), redirects, and screenshots of every screen and
 * dialog in French and English at desktop and phone widths (spec 000 §2).
 */
let stack: Stack;
let alger: { wilayaId: number; franchiseeId: number };

beforeAll(async () => {
  stack = await startStack();
  const f = await stack.api.db
    .selectFrom('franchisees')
    .select(['id', 'wilaya_id'])
    .where('email', '=', 'franchise@demo.dz')
    .executeTakeFirstOrThrow();
  alger = { wilayaId: f.wilaya_id, franchiseeId: f.id };
});
afterAll(async () => stack?.close());

const signIn = (page: Page) => stack.signIn(page, 'franchise', 'franchise@demo.dz');

async function newSignedInPage(lang: 'fr' | 'en' = 'fr', viewport = DESKTOP) {
  const { context, page } = await stack.newPage({ lang, viewport });
  await signIn(page);
  return { context, page };
}

/** A placed order of Alger, newest first, with lines. */
async function algerOrder() {
  return stack.api.db
    .selectFrom('orders')
    .innerJoin('pharmacies', 'pharmacies.id', 'orders.pharmacy_id')
    .select(['orders.id', 'orders.order_no', 'pharmacies.name'])
    .where('orders.wilaya_id', '=', alger.wilayaId)
    .where('orders.state', 'in', ['paid', 'pending_validation'])
    .where((eb) =>
      eb.exists(eb.selectFrom('order_lines').select('id').whereRef('order_lines.order_id', '=', 'orders.id')),
    )
    .orderBy('orders.id')
    .executeTakeFirstOrThrow();
}

const snackbar = (page: Page) => page.locator('.MuiSnackbar-root');

/** A dialog is fixed on the screen: the viewport shows it as a person sees it (a full-page shot would not). */
const shot = (page: Page, name: string) => screenshot(page, name, { fullPage: false });

describe('redirects', () => {
  it('sends a visitor without franchise tokens to /franchise/login', async () => {
    const { context, page } = await stack.newPage();
    for (const path of ['/franchise/orders', '/franchise/pharmacies']) {
      await page.goto(`${stack.webUrl}${path}`);
      await page.waitForURL('**/franchise/login');
    }
    await context.close();
  });

  it('clears forged tokens and goes back to the sign-in (4041)', async () => {
    const { context, page } = await stack.newPage();
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('forged')) {
        localStorage.setItem('franchise_access_token', 'forged');
        localStorage.setItem('franchise_refresh_token', 'forged');
        sessionStorage.setItem('forged', '1');
      }
    });
    await page.goto(`${stack.webUrl}/franchise/orders`);
    await page.waitForURL('**/franchise/login');
    expect(await page.evaluate(() => localStorage.getItem('franchise_access_token'))).toBeNull();
    await context.close();
  });
});

describe('admin ERP button', () => {
  it('leads an admin who is not signed in as a franchisee to the franchise sign-in', async () => {
    const { context, page } = await stack.newPage();
    const admin = await stack.api.login('admin', 'admin@demo.dz');
    await context.addInitScript(
      (tokens) => {
        localStorage.setItem('admin_access_token', tokens.access);
        localStorage.setItem('admin_refresh_token', tokens.refresh);
      },
      { access: admin['admin-access-token']!, refresh: admin['admin-refresh-token']! },
    );
    await page.goto(`${stack.webUrl}/franchise/pharmacies`);
    await page.waitForURL('**/franchise/login');
    await context.close();
  });
});

describe('orders', () => {
  it('sends the search only when there is one, trimmed, and pages with the pager shown only when needed', async () => {
    const { context, page } = await newSignedInPage('en');
    const calls: URL[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/franchise/orders_list/')) calls.push(new URL(r.url()));
    });
    await page.goto(`${stack.webUrl}/franchise/orders`);
    await page.getByTestId('orders-table').waitFor();
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    expect(calls.at(-1)!.pathname).toMatch(/\/franchise\/orders_list\/0\/50$/);
    expect(calls.at(-1)!.searchParams.has('search')).toBe(false);
    const total = (
      await stack.api.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('wilaya_id', '=', alger.wilayaId)
        .where('state', 'in', ['paid', 'pending_validation'])
        .executeTakeFirstOrThrow()
    ).n;
    expect(Number(total)).toBeLessThanOrEqual(50);
    expect(await page.locator('.MuiTablePagination-root').count()).toBe(0);

    await page.getByTestId('orders-search').fill('   ');
    await page.getByTestId('orders-search').press('Enter');
    await page.getByTestId('orders-search').fill(' Pharmacie ');
    await page.getByTestId('orders-search').press('Enter');
    await expect.poll(() => calls.at(-1)!.searchParams.get('search')).toBe('Pharmacie');
    expect(calls.every((c) => c.searchParams.get('search') !== '')).toBe(true);

    // a smaller page: the pager shows; a new page size goes back to page 1
    await page.goto(`${stack.webUrl}/franchise/orders?perPage=10&page=1`);
    const pager = page.locator('.MuiTablePagination-root');
    await pager.waitFor();
    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await expect.poll(() => calls.at(-1)!.pathname).toMatch(/orders_list\/10\/10$/);
    await pager.getByRole('combobox').click();
    await page.getByRole('option', { name: '25' }).click();
    await expect.poll(() => calls.at(-1)!.pathname).toMatch(/orders_list\/0\/25$/);
    await context.close();
  });

  it('shows "Failed to fetch orders" and empties the list when the server refuses', async () => {
    const { context, page } = await newSignedInPage('en');
    await page.route('**/franchise/orders_list/**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 5001, payload: [], meta: 'boom' }),
      }),
    );
    await page.goto(`${stack.webUrl}/franchise/orders`);
    await expect.poll(() => page.getByTestId('orders-error').innerText()).toContain('Failed to fetch orders');
    expect(await page.getByTestId('orders-table').count()).toBe(0);
    await expect.poll(() => snackbar(page).innerText()).toContain('Failed to fetch orders');
    await context.close();
  });

  it('searches an order by number, opens its details and downloads its invoice', async () => {
    const order = await algerOrder();
    const { context, page } = await newSignedInPage('fr');
    await page.goto(`${stack.webUrl}/franchise/orders`);
    await page.getByTestId('orders-table').waitFor();
    const rows = page.locator('[data-testid="orders-table"] tbody tr');
    expect(await rows.count()).toBeGreaterThan(1);

    const search = page.getByTestId('orders-search');
    await search.fill(`  ${order.order_no}  `);
    await search.press('Enter');
    await expect.poll(() => rows.count()).toBe(1);
    await expect.poll(() => rows.first().innerText()).toContain(order.order_no);
    expect(page.url()).toContain(encodeURIComponent(order.order_no).slice(0, 6));

    await page.getByTestId('order-view').first().click();
    const dialog = page.getByTestId('order-details-dialog');
    await dialog.waitFor();
    await expect.poll(() => dialog.getByTestId('detail-order-no').innerText()).toBe(order.order_no);
    expect(await dialog.getByTestId('detail-pharmacy').innerText()).toBe(order.name);
    const lines = await stack.api.db
      .selectFrom('order_lines')
      .select('name')
      .where('order_id', '=', order.id)
      .execute();
    await expect.poll(() => dialog.locator('[data-testid="order-lines"] tbody tr').count()).toBe(lines.length);
    expect(page.url()).toContain(`/franchise/orders/${order.id}/show`);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByTestId('invoice-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`invoice_order_${order.order_no}_fr.pdf`);
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    await expect.poll(() => snackbar(page).innerText()).toContain('Fichier téléchargé avec succès');

    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.pathname === '/franchise/orders');
    await context.close();
  });

  it('closes the details of an order of another wilaya with "Order not found"', async () => {
    const oran = await stack.api.db
      .selectFrom('orders')
      .innerJoin('wilayas', 'wilayas.id', 'orders.wilaya_id')
      .select('orders.id')
      .where('wilayas.code', '=', 31)
      .where('orders.state', 'in', ['paid', 'pending_validation'])
      .executeTakeFirstOrThrow();
    const { context, page } = await newSignedInPage('en');
    await page.goto(`${stack.webUrl}/franchise/orders/${oran.id}/show`);
    await expect.poll(() => snackbar(page).innerText()).toContain('Order not found');
    await page.waitForURL((url) => url.pathname === '/franchise/orders');
    await page.getByTestId('order-details-dialog').waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('pharmacies', () => {
  it('goes back to the dashboard when the list cannot be loaded', async () => {
    const { context, page } = await newSignedInPage('en');
    await page.route('**/franchise/pharmacies_list', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 5001, payload: [], meta: 'boom' }),
      }),
    );
    await page.goto(`${stack.webUrl}/franchise/pharmacies`);
    await page.waitForURL('**/franchise/dashboard');
    await context.close();
  });

  it('adds a pharmacy: errors shown on the fields, then fixed and saved in the own wilaya', async () => {
    const { context, page } = await newSignedInPage('fr');
    await page.goto(`${stack.webUrl}/franchise/pharmacies`);
    await page.getByTestId('pharmacies-table').waitFor();
    await page.getByTestId('add-pharmacy').click();
    const dialog = page.getByTestId('add-pharmacy-dialog');
    await dialog.waitFor();
    expect(await dialog.getByTestId('input-wilaya').inputValue()).toContain('Alger');
    expect(await dialog.getByTestId('input-wilaya').isDisabled()).toBe(true);

    const fill = (field: string, value: string) => dialog.getByTestId(`input-${field}`).fill(value);
    await fill('pharm_name', 'P');
    await fill('pharm_email', 'pas-un-email');
    await fill('nif', '123');
    await dialog.getByTestId('add-pharmacy-save').click();
    const helper = (field: string) => dialog.locator(`.ra-input-${field} .MuiFormHelperText-root`);
    await expect.poll(() => helper('pharm_name').innerText()).toContain('Nom de 2 à 80 caractères');
    expect(await helper('pharm_email').innerText()).toContain('Adresse e-mail invalide');
    expect(await helper('nif').innerText()).toContain('15 chiffres');
    expect(await helper('rib').innerText()).toContain('obligatoire');
    await shot(page, 'franchise-add-pharmacy-errors-fr-desktop');

    const before = await stack.api.db.selectFrom('pharmacies').select('id').execute();
    const email = `pharmacie.atlas.${Date.now()}@example.dz`;
    await fill('pharm_name', 'Pharmacie Atlas');
    await fill('pharm_phone1', '+213 21 74 55 10');
    await fill('nif', '001616000987654');
    await fill('rc', '165432 B16/21');
    await fill('rib', '00799999001616000987');
    await fill('zip', '16030');
    await fill('adress1', '8 rue Hassiba Ben Bouali, Alger');
    await fill('poc_first_name', 'Nadia');
    await fill('poc_last_name', 'Haddad');

    // an e-mail another pharmacy uses (in Oran): the server's message in an error dialog and on the field
    await fill('pharm_email', 'PHARMACY.ORAN@demo.dz');
    await dialog.getByTestId('add-pharmacy-save').click();
    await expect
      .poll(() => page.getByTestId('add-pharmacy-error').innerText())
      .toContain('Une pharmacie utilise déjà cette adresse e-mail.');
    await shot(page, 'franchise-add-pharmacy-server-error-fr-desktop');
    await page.getByRole('button', { name: 'OK' }).click();
    await expect
      .poll(() => helper('pharm_email').innerText())
      .toContain('Une pharmacie utilise déjà cette adresse e-mail.');
    expect((await stack.api.db.selectFrom('pharmacies').select('id').execute()).length).toBe(before.length);

    await fill('pharm_email', email);
    await dialog.getByTestId('add-pharmacy-save').click();
    await page.waitForURL((url) => url.pathname === '/franchise/pharmacies');
    await page.getByTestId('add-pharmacy-dialog').waitFor({ state: 'detached' });
    // the "form not valid" notice of the first try may still be on screen for a moment
    await expect.poll(() => snackbar(page).innerText(), { timeout: 15_000 }).toContain('Pharmacie ajoutée avec succès');

    const row = await stack.api.db
      .selectFrom('pharmacies')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.wilaya_id).toBe(alger.wilayaId);
    expect(row.franchisee_id).toBe(alger.franchiseeId);
    expect((await stack.api.db.selectFrom('pharmacies').select('id').execute()).length).toBe(before.length + 1);
    const search = page.getByTestId('pharmacies-search');
    await search.fill('Atlas');
    await expect
      .poll(() => page.locator('[data-testid="pharmacies-table"] tbody tr').first().innerText())
      .toContain('Nadia Haddad');

    // opening Add again starts from empty fields
    await page.getByTestId('add-pharmacy').click();
    expect(await page.getByTestId('add-pharmacy-dialog').getByTestId('input-pharm_name').inputValue()).toBe('');
    await context.close();
  });

  it('opens a pharmacy with its last orders', async () => {
    const withOrders = await stack.api.db
      .selectFrom('pharmacies')
      .innerJoin('orders', 'orders.pharmacy_id', 'pharmacies.id')
      .select(['pharmacies.id', 'pharmacies.name', (eb) => eb.fn.countAll<number>().as('n')])
      .where('pharmacies.wilaya_id', '=', alger.wilayaId)
      .where('pharmacies.deleted_at', 'is', null)
      .where('orders.state', 'in', ['paid', 'pending_validation'])
      .groupBy(['pharmacies.id', 'pharmacies.name'])
      .orderBy('n', 'desc')
      .executeTakeFirstOrThrow();
    const { context, page } = await newSignedInPage('en');
    await page.goto(`${stack.webUrl}/franchise/pharmacies`);
    await page.getByTestId('pharmacies-search').fill(withOrders.name);
    const row = page.locator('[data-testid="pharmacies-table"] tbody tr', { hasText: withOrders.name });
    await row.getByTestId('pharmacy-view').click();
    const dialog = page.getByTestId('pharmacy-details-dialog');
    await expect.poll(() => dialog.getByTestId('pharmacy-name').innerText()).toBe(withOrders.name);
    await expect.poll(() => dialog.getByTestId('pharmacy-order-row').count()).toBe(Math.min(Number(withOrders.n), 50));
    const firstRow = await dialog.getByTestId('pharmacy-order-row').first().innerText();
    expect(firstRow).toMatch(/\d{2}-\d{2}-\d{4}/);
    expect(firstRow).toMatch(/DA/);
    await context.close();
  });
});

describe('screenshots', () => {
  it('of every screen and dialog, in French and English, desktop and phone', async () => {
    const order = await algerOrder();
    for (const lang of ['fr', 'en'] as const)
      for (const [size, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        const name = (what: string) => `franchise-${what}-${lang}-${size}`;
        const { context, page } = await newSignedInPage(lang, viewport);
        await page.goto(`${stack.webUrl}/franchise/orders`);
        await page.getByTestId('order-state').first().waitFor();
        await screenshot(page, name('orders'));
        await page.goto(`${stack.webUrl}/franchise/orders/${order.id}/show`);
        await page.getByTestId('detail-order-no').waitFor();
        await shot(page, name('order-details'));

        await page.goto(`${stack.webUrl}/franchise/pharmacies`);
        await page.locator('[data-testid="franchise-pharmacies"] .MuiCard-root').waitFor();
        await screenshot(page, name('pharmacies'));
        await page.getByTestId('add-pharmacy').click();
        await page.getByTestId('add-pharmacy-dialog').waitFor();
        await shot(page, name('add-pharmacy'));
        await page.getByTestId('add-pharmacy-cancel').click();
        const first = await stack.api.db
          .selectFrom('pharmacies')
          .select('id')
          .where('email', '=', 'pharmacy@demo.dz')
          .executeTakeFirstOrThrow();
        await page.goto(`${stack.webUrl}/franchise/pharmacies/${first.id}/show`);
        await page.getByTestId('pharmacy-name').waitFor();
        await shot(page, name('pharmacy-details'));
        await context.close();
      }
  });
});
