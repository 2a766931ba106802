import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDZD } from '../../src/contract/constants';
import { DESKTOP, loadLazyImages, openInApp, PHONE, screenshot, type Stack, startStack } from '../support/browser';

/**
 * The pharmacy storefront in headless Chromium as pharmacy@demo.dz: catalogue search, product detail,
 * basket (quantities, server totals, reload), addresses, cards, password change; screenshots of every screen.
 */
const EMAIL = 'pharmacy@demo.dz';
let password = 'Demo@2026';

let stack: Stack;
let api: Record<string, string>;
interface ApiProduct {
  id: number;
  name: string;
  quantity: number;
  categoryFr: string;
  category_id: number;
}
let product: ApiProduct;

beforeAll(async () => {
  stack = await startStack();
  api = await stack.api.login('pharmacy', EMAIL);
  const list = (await stack.api.call('GET', '/pharmacy/products_list', { headers: api })).body.payload as ApiProduct[];
  // a product whose name no other product contains, with room for 3 in stock
  product = list.find(
    (p) => p.quantity >= 5 && list.filter((q) => q.name.toLowerCase().includes(p.name.toLowerCase())).length === 1,
  )!;
  expect(product).toBeTruthy();
  await stack.api.call('DELETE', '/pharmacy/empty_basket', { headers: api });
});
afterAll(async () => {
  await stack?.close();
});

const url = (path: string) => stack.webUrl + path;
const serverBasket = async () =>
  (await stack.api.call('GET', '/pharmacy/get_basket_info', { headers: api })).body.payload;

const submitLogin = (page: Page, pw: string) => stack.submitLogin(page, 'pharmacy', EMAIL, pw);
const signIn = (page: Page, pw = password) => stack.signIn(page, 'pharmacy', EMAIL, pw);

/** Waits until the text of a test id satisfies a test (playwright-core has no web-first assertions). */
const textOf = (page: Page, testId: string, test: (text: string) => boolean, timeout = 10_000) =>
  expect
    .poll(
      async () =>
        (await page
          .getByTestId(testId)
          .textContent()
          .catch(() => null)) ?? '',
      { timeout },
    )
    .toSatisfy(test);

const until = (check: () => Promise<boolean>, what: string, timeout = 10_000) =>
  expect.poll(check, { timeout, message: `timed out waiting for ${what}` }).toBe(true);

describe('storefront', () => {
  it('finds a product by search, opens its detail and adds 2 to the basket', async () => {
    const { page, context } = await stack.newPage({ lang: 'fr' });
    await signIn(page);
    await page.goto(url('/pharmacy/products'));
    await page.getByTestId('product-grid').waitFor();
    await page.getByTestId('product-search').fill(product.name.toUpperCase());
    await textOf(page, 'result-count', (t) => t.startsWith('1 '));
    const cards = page
      .getByTestId('product-grid')
      .locator('[data-testid^="product-"]')
      .filter({ has: page.getByTestId('price') });
    expect(await cards.count()).toBe(1);
    await page.getByTestId(`product-${product.id}`).getByRole('link').click();
    await page.waitForURL(`**/post/${product.id}/detail`);

    const details = (
      await stack.api.call('POST', '/pharmacy/product_details', { headers: api, body: { id: product.id } })
    ).body.payload;
    const breadcrumb = await page.getByRole('navigation', { name: 'breadcrumb' }).textContent();
    expect(breadcrumb).toContain(product.categoryFr);
    expect(breadcrumb).toContain(product.name);
    await textOf(page, 'description', (t) => t === details.descriptionFr);
    expect(await page.getByTestId('detail-price').textContent()).toBe(formatDZD(details.price, 'fr'));
    expect(await page.getByTestId('product-gallery').locator('.thumbs .swiper-slide').count()).toBe(
      details.images.length > 1 ? details.images.length : 0,
    );

    // quantity rules (spec 000 §5): negative → 0 and the button is disabled; beyond the stock is capped with a message
    const qty = page.getByTestId(`qty-${product.id}`);
    const add = page.getByTestId(`add-${product.id}`);
    await qty.fill('-4');
    expect(await qty.inputValue()).toBe('0');
    expect(await add.isDisabled()).toBe(true);
    await qty.fill('');
    expect(await add.isDisabled()).toBe(true);
    await qty.fill(String(product.quantity + 50));
    expect(await qty.inputValue()).toBe(String(product.quantity));
    await page.getByText('Au-delà de la quantité disponible').waitFor();

    await qty.fill('2');
    await add.click();
    await textOf(page, 'basket-count', (t) => t.trim() === '1');
    const basket = await serverBasket();
    expect(basket.products).toEqual([expect.objectContaining({ product_id: product.id, selected_quantity: 2 })]);
    // unchanged quantity: nothing to update
    await until(async () => (await add.textContent()) === 'Mettre à jour', 'the update label');
    expect(await add.isDisabled()).toBe(true);
    await context.close();
  });

  it('changes the quantity to 3 in the basket, shows the server totals, and keeps the basket over a reload', async () => {
    const { page, context } = await stack.newPage({ lang: 'fr' });
    await signIn(page);
    await page.getByTestId('basket-button').click();
    await page.waitForURL('**/basket/details');
    const qty = page.getByTestId(`basket-qty-${product.id}`);
    await qty.waitFor();
    expect(await qty.inputValue()).toBe('2');
    await qty.fill('3');
    await page.getByTestId(`update-${product.id}`).click();
    await until(async () => (await serverBasket()).products[0]?.selected_quantity === 3, 'the server quantity 3');

    const b = await serverBasket();
    expect(b.price_without_tax).toBeCloseTo(b.products[0].unity_price * 3, 2);
    await textOf(page, 'subtotal', (t) => t === formatDZD(b.price_without_tax, 'fr'));
    expect(await page.getByTestId('tax').textContent()).toBe(formatDZD(b.tax_amount, 'fr'));
    expect(await page.getByTestId('total').textContent()).toBe(formatDZD(b.basket_total_price, 'fr'));
    expect(b.basket_total_price).toBeCloseTo(b.price_without_tax + b.tax_amount, 2);
    expect(await page.getByTestId(`line-total-${product.id}`).textContent()).toBe(
      formatDZD(b.products[0].total_price, 'fr'),
    );

    await page.reload();
    await page.getByTestId(`basket-qty-${product.id}`).waitFor();
    expect(await page.getByTestId(`basket-qty-${product.id}`).inputValue()).toBe('3');
    await textOf(page, 'total', (t) => t === formatDZD(b.basket_total_price, 'fr'));
    const mirrored = JSON.parse((await page.evaluate(() => sessionStorage.getItem('basket'))) ?? '[]');
    expect(mirrored).toEqual([expect.objectContaining({ product_id: product.id, selected_quantity: 3 })]);
    expect(await page.getByTestId('basket-next').getAttribute('href')).toBe('/payment');

    // a line whose stock fell below its quantity is flagged, not changed
    const { id } = product;
    await stack.api.db.updateTable('products').set({ quantity: 1 }).where('id', '=', id).execute();
    await page.reload();
    await page.getByTestId(`insufficient-${id}`).waitFor();
    expect(await page.getByTestId(`basket-qty-${id}`).inputValue()).toBe('3');
    expect(await page.getByTestId('basket-next').getAttribute('aria-disabled')).toBe('true');
    await stack.api.db.updateTable('products').set({ quantity: product.quantity }).where('id', '=', id).execute();
    await context.close();
  });

  it('adds two addresses and is refused a third', async () => {
    for (const a of (await stack.api.call('GET', '/pharmacy/my_addresses', { headers: api })).body.payload)
      await stack.api.call('DELETE', '/pharmacy/delete_address', { headers: api, body: { address_id: a.address_id } });
    const { page, context } = await stack.newPage({ lang: 'en' });
    await signIn(page);
    await page.goto(url('/pharmacy/profile?tab=1'));
    await page.getByTestId('addresses-tab').waitFor();

    // the address rule is checked before sending
    await page.getByTestId('address-add').click();
    await page.getByTestId('address-input').fill('ab');
    await page.getByTestId('address-save').click();
    await page.getByText('Address of 5 to 100 characters').waitFor();
    for (const address of ['12 rue Didouche Mourad, Alger', '5 place des Martyrs (Casbah)']) {
      await page.getByTestId('address-input').fill(address);
      await page.getByTestId('address-save').click();
      await page.getByTestId('address-input').waitFor({ state: 'detached' });
      await page.getByTestId('addresses-tab').locator('p', { hasText: address }).waitFor();
      if (address.startsWith('12')) await page.getByTestId('address-add').click();
    }
    await page.getByTestId('address-limit').waitFor();
    expect(await page.getByTestId('address-limit').textContent()).toBe('Limit reached: 2 addresses at most.');
    expect(await page.getByTestId('address-add').isDisabled()).toBe(true);
    expect((await stack.api.call('GET', '/pharmacy/my_addresses', { headers: api })).body.payload).toHaveLength(2);

    // delete asks for confirmation
    const [first] = (await stack.api.call('GET', '/pharmacy/my_addresses', { headers: api })).body.payload;
    await page.getByTestId(`address-delete-${first.address_id}`).click();
    await page.getByText('Are you sure?').waitFor();
    await screenshot(page, 'storefront-confirm-delete-en-desktop');
    await page.getByRole('button', { name: 'Yes, delete it!' }).click();
    await until(async () => (await page.getByTestId(`address-${first.address_id}`).count()) === 0, 'the address to go');
    expect(await page.getByTestId('address-add').isDisabled()).toBe(false);
    await context.close();
  });

  it('adds, edits and deletes a card; the number shows masked and must start with 9', async () => {
    const { page, context } = await stack.newPage({ lang: 'fr' });
    await signIn(page);
    await page.goto(url('/pharmacy/profile?tab=2'));
    await page.getByTestId('cards-tab').waitFor();
    await page.getByTestId('card-add').click();
    await page.getByTestId('card-card_name').fill('CIB pro');
    await page.getByTestId('card-card_number').fill('4123456789011234');
    await page.getByTestId('card-card_holder').fill('Amine Benali');
    await page.getByRole('combobox', { name: /Mois/ }).click();
    await page.getByRole('option', { name: '07' }).click();
    await page.getByRole('combobox', { name: /Année/ }).click();
    await page.getByRole('option', { name: '2030' }).click();
    await page.getByTestId('card-cvv').fill('123');
    await page.getByTestId('card-save').click();
    await page.getByText('Veuillez entrer un numéro de carte valide commençant par 9').waitFor();
    await screenshot(page, 'storefront-card-dialog-fr-desktop');
    await page.getByTestId('card-card_number').fill('9123456789011234');
    await page.getByTestId('card-save').click();
    await page.getByText('**** **** **** 1234').waitFor();
    const [saved] = (await stack.api.call('GET', '/pharmacy/get_my_cc', { headers: api })).body.payload;
    expect(saved).toMatchObject({
      card_name: 'CIB pro',
      card_number: '**** **** **** 1234',
      card_holder: 'Amine Benali',
      exp_month: '07',
      exp_year: '2030',
    });
    expect(JSON.stringify(saved)).not.toContain('123"');

    await page.getByTestId(`card-edit-${saved.cc_id}`).click();
    await page.getByTestId('card-card_name').fill('CIB achats');
    await page.getByTestId('card-save').click();
    await page.getByText('CIB achats').waitFor();
    expect(await page.getByTestId(`card-${saved.cc_id}`).textContent()).toContain('**** **** **** 1234');

    await page.getByTestId(`card-delete-${saved.cc_id}`).click();
    await page.getByTestId('confirm-delete').click();
    await until(async () => (await page.getByTestId(`card-${saved.cc_id}`).count()) === 0, 'the card to go');
    expect((await stack.api.call('GET', '/pharmacy/get_my_cc', { headers: api })).body.payload).toEqual([]);
    await context.close();
  });

  it(
    'takes screenshots of every storefront screen in French and English, desktop and phone',
    { timeout: 300_000 },
    async () => {
      await stack.api.call('POST', '/pharmacy/add_cc', {
        headers: api,
        body: {
          card_name: 'CIB principale',
          card_number: '9876543210984321',
          card_holder: 'Amine Benali',
          exp_month: '09',
          exp_year: '2031',
          cvv: '321',
        },
      });
      const screens: [string, string, string][] = [
        ['catalogue', '/pharmacy/products', 'product-grid'],
        ['product', `/post/${product.id}/detail`, 'product-gallery'],
        ['basket', '/basket/details', 'basket-summary'],
        ['orders', '/pharmacy/orders', 'orders-page'],
        ['profile', '/pharmacy/profile', 'profile-save'],
        ['addresses', '/pharmacy/profile?tab=1', 'addresses-tab'],
        ['cards', '/pharmacy/profile?tab=2', 'cards-tab'],
        ['security', '/pharmacy/profile?tab=3', 'security-tab'],
      ];
      for (const lang of ['fr', 'en'] as const)
        for (const [size, viewport] of [
          ['desktop', DESKTOP],
          ['phone', PHONE],
        ] as const) {
          const { page, context } = await stack.newPage({ lang, viewport });
          const errors: string[] = [];
          page.on('pageerror', (e) => errors.push(e.message));
          await signIn(page);
          for (const [name, path, ready] of screens) {
            await openInApp(page, path);
            await page.getByTestId(ready).first().waitFor();
            await loadLazyImages(page);
            await screenshot(page, `storefront-${name}-${lang}-${size}`);
          }
          await page.goto(url('/pharmacy/orders'));
          // the order details dialog (the demo pharmacy has past orders)
          const view = page.locator('[data-testid^="view-"]').first();
          await view.waitFor();
          await view.click();
          await page.getByTestId('order-details').locator('table').waitFor();
          await screenshot(page, `storefront-order-details-${lang}-${size}`);
          expect(errors).toEqual([]);
          await context.close();
        }
    },
  );

  it('changes the password and signs in with it', async () => {
    const { page, context } = await stack.newPage({ lang: 'fr' });
    await signIn(page);
    await page.goto(url('/pharmacy/profile?tab=3'));
    await page.getByTestId('security-tab').waitFor();
    // checked in the browser first, then by the server
    await page.getByTestId('security-oldPassword').fill(password);
    await page.getByTestId('security-newPassword').fill('court');
    await page.getByTestId('security-save').click();
    await page.getByText('Le mot de passe doit contenir au moins 8 caractères.').first().waitFor();
    await page.getByTestId('security-oldPassword').fill('Mauvais@2026');
    await page.getByTestId('security-newPassword').fill('Nouveau@2027');
    await page.getByTestId('security-confirmPassword').fill('Nouveau@2027');
    await page.getByTestId('security-save').click();
    await page.getByText('Ancien mot de passe incorrect.').first().waitFor();
    await page.getByTestId('security-oldPassword').fill(password);
    await page.getByTestId('security-confirmPassword').fill('Nouveau@2028');
    await page.getByTestId('security-save').click();
    await page.getByText('Les mots de passe ne correspondent pas').first().waitFor();
    await page.getByTestId('security-confirmPassword').fill('Nouveau@2027');
    await page.getByTestId('security-save').click();
    await page.getByText('Mot de passe mis à jour.').first().waitFor();
    expect(await page.getByTestId('security-oldPassword').inputValue()).toBe('');
    await context.close();

    password = 'Nouveau@2027';
    const fresh = await stack.newPage({ lang: 'en' });
    await submitLogin(fresh.page, 'Demo@2026');
    await fresh.page.getByTestId('login-error').waitFor();
    await signIn(fresh.page, password);
    expect(fresh.page.url()).toContain('/pharmacy/dashboard');
    await fresh.context.close();
  });
});
