import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/seed/accounts.js';
import { DESKTOP, screenshot, type Stack, startStack, TABLET } from '../support/browser.js';

/**
 * Issue 13's defects in the back office, in headless Chromium: the redirect without a session, the product
 * gallery and picker, the sign-in language switch, messages shown once, the layout at tablet width, the
 * exports; screenshots in French and English at desktop and tablet sizes.
 */
let stack: Stack;
let tmp: string;
beforeAll(async () => {
  stack = await startStack();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'i13-browser-'));
});
afterAll(async () => {
  await stack?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

const LANGS = ['fr', 'en'] as const;
const SIZES = { desktop: DESKTOP, tablet: TABLET } as const;
const db = () => stack.api.db;
const snackbar = (page: Page) => page.locator('.MuiSnackbar-root');
/** Waits on what the server answers: the machine is shared, a second may not be enough. */
const SLOW = { timeout: 15_000 };
const input = (scope: Locator, name: string) =>
  scope.locator(`input[name="${name}"], textarea[name="${name}"]`).first();

/** Dialogs are fixed on the screen: the viewport shows them as a person sees them. */
const shot = (page: Page, name: string) => screenshot(page, name, { fullPage: false });

async function signedIn(lang: 'fr' | 'en' = 'en', viewport = DESKTOP) {
  const { context, page } = await stack.newPage({ lang, viewport });
  await stack.signIn(page, 'admin', 'admin@demo.dz', DEMO_ACCOUNTS.password);
  return { context, page };
}

describe('protected URLs without a session', () => {
  it.each([
    ['/admin/dashboard', 'admin'],
    ['/admin/orders', 'admin'],
    ['/franchise/orders', 'franchise'],
  ])('%s: one redirect to the sign-in, no protected screen drawn, no tokenless info call', async (url, area) => {
    const { context, page } = await stack.newPage({ lang: 'fr' });
    await context.addInitScript(() => {
      const w = window as unknown as { drawn: string[] };
      w.drawn = [];
      new MutationObserver(() => {
        if (document.querySelector('header, [data-testid$="-dashboard"], table')) w.drawn.push(location.pathname);
      }).observe(document, { childList: true, subtree: true });
    });
    const navigations: string[] = [];
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) navigations.push(new URL(f.url()).pathname);
    });
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(stack.api.url)) apiCalls.push(new URL(r.url()).pathname);
    });
    await page.goto(`${stack.webUrl}${url}`);
    await page.getByTestId(`${area}-login-form`).waitFor();
    await page.waitForLoadState('networkidle');
    // the first load may report the same URL twice (the router settles its history entry): not a redirect
    const distinct = navigations.filter((p, i) => p !== navigations[i - 1]);
    expect(distinct).toEqual([url, `/${area}/login`]);
    expect(navigations.filter((p) => p.endsWith('/login'))).toHaveLength(1);
    expect(apiCalls.filter((p) => p.includes('_info'))).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { drawn: string[] }).drawn)).toEqual([]);
    await context.close();
  });
});

describe('sign-in page', () => {
  it('keeps the typed e-mail and password when the language changes', async () => {
    for (const [lang, size] of [
      ['fr', 'desktop'],
      ['en', 'tablet'],
    ] as const) {
      const { context, page } = await stack.newPage({ lang, viewport: SIZES[size] });
      await page.goto(`${stack.webUrl}/admin/login`);
      const form = page.getByTestId('admin-login-form');
      await input(form, 'email').fill('someone@demo.dz');
      await input(form, 'password').fill('Secret@2026');
      await page.getByTestId(`lang-${lang === 'fr' ? 'en' : 'fr'}`).click();
      await expect
        .poll(() => page.getByTestId('admin-login-form').locator('button[type=submit]').textContent())
        .not.toBe('');
      await expect
        .poll(() => input(page.getByTestId('admin-login-form'), 'email').inputValue())
        .toBe('someone@demo.dz');
      expect(await input(page.getByTestId('admin-login-form'), 'password').inputValue()).toBe('Secret@2026');
      await shot(page, `i13-login-switched-from-${lang}-${size}`);
      await context.close();
    }
  });
});

/** A seeded product with at least two images, as the list shows it. */
async function productWithImages(min = 2) {
  const rows = await db()
    .selectFrom('products as p')
    .innerJoin('product_images as i', 'i.product_id', 'p.id')
    .select(['p.id', 'p.name', 'p.ref'])
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('p.deleted_at', 'is', null)
    .groupBy(['p.id', 'p.name', 'p.ref'])
    .orderBy('p.name')
    .execute();
  return rows.find((r) => Number(r.n) >= min)!;
}

async function openEditFromList(page: Page, ref: string) {
  await page.goto(`${stack.webUrl}/admin/product`);
  await page.getByTestId('admin-product-search').fill(ref);
  await page.getByTestId('admin-product-search').press('Enter');
  // the row is opened from the searched list, as a person does once the search has answered
  await page.waitForURL((u) => (u.searchParams.get('filter') ?? '').includes(ref));
  await expect
    .poll(async () => {
      const rows = await page.locator('tbody tr').allTextContents();
      return rows.length > 0 && rows.every((text) => text.includes(ref));
    }, SLOW)
    .toBe(true);
  const row = page.locator('tr', { hasText: ref });
  await row.getByTestId('row-edit').click();
  return page.getByTestId('product-edit');
}

describe('Edit Product', () => {
  it('shows the photos on first open from the list pencil', async () => {
    for (const lang of LANGS) {
      const { context, page } = await signedIn(lang);
      const p = await productWithImages();
      const dialog = await openEditFromList(page, p.ref);
      await expect.poll(() => dialog.locator('[data-testid^="gallery-image-"]').count(), SLOW).toBe(Number(p.n));
      await expect.poll(() => dialog.getByTestId('product-gallery').textContent()).toContain(`${p.n} / 5`);
      await shot(page, `i13-product-edit-gallery-${lang}-desktop`);
      await context.close();
    }
  });

  it('asks before deleting an image, and changes the main image with the star', async () => {
    const { context, page } = await signedIn('fr', TABLET);
    const p = await productWithImages(3);
    const dialog = await openEditFromList(page, p.ref);
    await expect.poll(() => dialog.locator('[data-testid^="gallery-image-"]').count(), SLOW).toBe(Number(p.n));
    const notMain = dialog.locator('[data-testid^="gallery-image-"][data-main="false"]').first();
    const imageId = Number((await notMain.getAttribute('data-testid'))!.replace('gallery-image-', ''));
    await notMain.getByTestId('make-main').click();
    await expect.poll(() => dialog.getByTestId(`gallery-image-${imageId}`).getAttribute('data-main')).toBe('true');
    const row = await db()
      .selectFrom('product_images')
      .select('is_main')
      .where('id', '=', imageId)
      .executeTakeFirstOrThrow();
    expect(row.is_main).toBe(true);

    await dialog.getByTestId(`gallery-image-${imageId}`).getByTestId('remove-image').click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer cette photo ?' });
    await confirm.waitFor();
    await shot(page, 'i13-product-image-confirm-fr-tablet');
    await confirm.getByRole('button', { name: /Annuler/ }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    expect(
      await db().selectFrom('product_images').select('id').where('id', '=', imageId).executeTakeFirst(),
    ).toBeTruthy();

    await dialog.getByTestId(`gallery-image-${imageId}`).getByTestId('remove-image').click();
    await page
      .getByRole('dialog', { name: 'Supprimer cette photo ?' })
      .getByRole('button', { name: 'Supprimer' })
      .click();
    await expect.poll(() => dialog.getByTestId(`gallery-image-${imageId}`).count()).toBe(0);
    expect(
      await db().selectFrom('product_images').select('id').where('id', '=', imageId).executeTakeFirst(),
    ).toBeUndefined();
    await context.close();
  });

  it('clears a description that is emptied', async () => {
    const { context, page } = await signedIn('fr');
    const p = await productWithImages();
    const dialog = await openEditFromList(page, p.ref);
    await expect.poll(() => input(dialog, 'descriptionEn').inputValue(), SLOW).not.toBe('');
    await input(dialog, 'descriptionEn').fill('');
    await dialog.getByTestId('form-save').click();
    await expect.poll(() => snackbar(page).textContent()).toContain('Produit mis à jour.');
    const row = await db()
      .selectFrom('products')
      .select(['description_en', 'description_fr'])
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(row.description_en).toBe('');
    expect(row.description_fr).not.toBe('');
    await context.close();
  });
});

describe('Add Product after the server refused an image', () => {
  it('shows the refusal on the pictures, and saves once the picture is removed', async () => {
    for (const lang of LANGS) {
      const { context, page } = await signedIn(lang, TABLET);
      await page.goto(`${stack.webUrl}/admin/product/create`);
      const dialog = page.getByTestId('product-create');
      await dialog.getByRole('combobox').first().click();
      await page.getByRole('option').first().click();
      const ref = `I13-${lang}-${Date.now()}`;
      await input(dialog, 'name').fill(`Crème test ${lang}`);
      await input(dialog, 'ref').fill(ref);
      // the stock is read only (issue 37 §13): a new product starts at 0
      await input(dialog, 'cost').fill('100');
      await input(dialog, 'price').fill('150');
      await input(dialog, 'customer_price').fill('200');
      await input(dialog, 'descriptionEn').fill('A test product for issue 13.');
      await input(dialog, 'descriptionFr').fill('Un produit de test pour le ticket 13.');
      const fake = path.join(tmp, 'fake.png');
      fs.writeFileSync(fake, 'this is only text, not a picture');
      await dialog
        .getByTestId('pick-images-input')
        .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: fs.readFileSync(fake) });
      await dialog.getByTestId('form-save').click();
      await expect.poll(() => dialog.getByTestId('image-picker-error').textContent()).toContain('fake.png');
      expect(await page.getByTestId('error-popup').count()).toBe(0);
      await shot(page, `i13-product-add-image-refused-${lang}-tablet`);

      await dialog.getByTestId('picked-image-0').getByTestId('remove-image').click();
      await expect.poll(() => dialog.getByTestId('image-picker-error').count()).toBe(0);
      const sent = page.waitForRequest((r) => r.url().includes('/admin/add_product'));
      await dialog.getByTestId('form-save').click();
      await sent;
      await page.waitForURL(/\/admin\/product$/);
      expect(await db().selectFrom('products').select('id').where('ref', '=', ref).executeTakeFirst()).toBeTruthy();
      await context.close();
    }
  });
});

describe('messages', () => {
  it("an invalid submit says 001 §5's message, translated", async () => {
    for (const [lang, text] of [
      ['fr', 'Veuillez remplir tous les champs obligatoires.'],
      ['en', 'Please fill in all required fields.'],
    ] as const) {
      const { context, page } = await signedIn(lang);
      await page.goto(`${stack.webUrl}/admin/fra/create`);
      await page.getByTestId('franchise-create').getByTestId('form-save').click();
      await expect.poll(() => snackbar(page).textContent()).toContain(text);
      await context.close();
    }
  });

  it('a taken e-mail is said once, under the field', async () => {
    const { context, page } = await signedIn('fr', TABLET);
    const taken = await db()
      .selectFrom('pharmacies')
      .select('email')
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    // another pharmacy's edit form given the taken e-mail
    const other = await db()
      .selectFrom('pharmacies')
      .select(['id', 'name'])
      .where('deleted_at', 'is', null)
      .where('email', '!=', taken.email)
      .executeTakeFirstOrThrow();
    await page.goto(`${stack.webUrl}/admin/pharmacies/${other.id}`);
    const dialog = page.getByTestId('pharmacy-edit');
    await expect.poll(() => input(dialog, 'pharm_email').inputValue()).not.toBe('');
    await input(dialog, 'pharm_email').fill(taken.email);
    await dialog.getByTestId('form-save').click();
    await expect.poll(() => dialog.getByText('Cette adresse e-mail est déjà utilisée.').count()).toBe(1);
    await shot(page, 'i13-duplicate-email-fr-tablet');
    expect(await page.getByTestId('error-popup').count()).toBe(0);
    expect(await snackbar(page).count()).toBe(0);
    await context.close();
  });

  it('the note dialog promises no history', async () => {
    for (const lang of LANGS) {
      const { context, page } = await signedIn(lang);
      const order = await db().selectFrom('orders').select('id').executeTakeFirstOrThrow();
      await page.goto(`${stack.webUrl}/admin/orders/${order.id}`);
      const dialog = page.getByTestId('note-dialog');
      await dialog.locator('textarea').first().waitFor();
      expect(await dialog.textContent()).not.toMatch(/histor/i);
      await context.close();
    }
  });
});

describe('amounts', () => {
  it("'Total TTC' is before the stamp duty, as on the invoice; the amount due is 'Net à payer'", async () => {
    const order = await db()
      .selectFrom('orders')
      .select(['id', 'price_without_tax', 'tax_amount', 'stamp_duty', 'total'])
      .where('stamp_duty', '>', 0)
      .executeTakeFirstOrThrow();
    for (const [lang, size] of [
      ['fr', 'desktop'],
      ['en', 'tablet'],
    ] as const) {
      const { context, page } = await signedIn(lang, SIZES[size]);
      await page.goto(`${stack.webUrl}/admin/orders/${order.id}/show`);
      const ttc = page.getByTestId('detail-total-ttc');
      await ttc.waitFor(SLOW);
      const dinars = (centimes: number | string) =>
        new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-US', { minimumFractionDigits: 2 }).format(
          Number(centimes) / 100,
        );
      const plain = async (l: Locator) => ((await l.textContent()) ?? '').replace(/\s/g, ' ');
      expect(await plain(ttc)).toContain(
        dinars(Number(order.price_without_tax) + Number(order.tax_amount)).replace(/\s/g, ' '),
      );
      expect(await plain(page.getByTestId('detail-total'))).toContain(dinars(order.total).replace(/\s/g, ' '));
      const body = await page.getByTestId('order-show').textContent();
      expect(body).toContain(lang === 'fr' ? 'Net à payer' : 'Amount due');
      expect(body).toContain(lang === 'fr' ? 'Total TTC' : 'Total incl. tax');
      await shot(page, `i13-order-amounts-${lang}-${size}`);
      await context.close();
    }
  });
});

describe('layout at tablet width', () => {
  it('two-line field errors do not run into the next field', async () => {
    for (const lang of LANGS) {
      const { context, page } = await signedIn(lang, TABLET);
      await page.goto(`${stack.webUrl}/admin/fra/create`);
      const dialog = page.getByTestId('franchise-create');
      await input(dialog, 'first_name').fill('A1');
      await input(dialog, 'email').fill('x@y.dz');
      await input(dialog, 'adress1').fill('ab');
      await dialog.getByTestId('form-save').click();
      const helper = dialog.locator('.MuiFormHelperText-root.Mui-error').first();
      await helper.waitFor();
      const fields = dialog.locator('.MuiFormControl-root');
      const boxes = await fields.evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          const help = el.querySelector('.MuiFormHelperText-root')?.getBoundingClientRect();
          return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, helpBottom: help?.bottom ?? r.bottom };
        }),
      );
      // no field's helper text reaches the label the field below it floats 9 px above itself once filled
      for (const a of boxes)
        for (const b of boxes)
          if (b.top > a.top && b.left < a.right && a.left < b.right)
            expect(a.helpBottom).toBeLessThanOrEqual(b.top - 9);
      await shot(page, `i13-field-errors-${lang}-tablet`);
      await context.close();
    }
  });

  it('the franchisees list fits the screen in French and English', async () => {
    for (const lang of LANGS)
      for (const [size, viewport] of Object.entries(SIZES)) {
        const { context, page } = await signedIn(lang, viewport);
        await page.goto(`${stack.webUrl}/admin/fra`);
        await page.locator('[data-testid="admin-fra"] table').waitFor();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        const tableOverflow = await page
          .locator('[data-testid="admin-fra"] table')
          .evaluate((t) => t.scrollWidth - t.parentElement!.clientWidth);
        expect(tableOverflow).toBeLessThanOrEqual(0);
        await shot(page, `i13-franchisees-${lang}-${size}`);
        await context.close();
      }
  });
});

describe('exports', () => {
  it('CSV: list labels, ";" and a BOM, readable states and dd-mm-yyyy HH:mm; .xlsx is a workbook', async () => {
    for (const lang of LANGS) {
      const { context, page } = await signedIn(lang);
      await page.goto(`${stack.webUrl}/admin/orders`);
      await page.locator('[data-testid="admin-orders"] table tbody tr').first().waitFor();
      await page.getByTestId('export-menu').click();
      await shot(page, `i13-export-menu-${lang}-desktop`);
      const csvDownload = page.waitForEvent('download');
      await page.getByTestId('export-csv').click();
      const csvFile = path.join(tmp, `orders-${lang}.csv`);
      await (await csvDownload).saveAs(csvFile);
      const bytes = fs.readFileSync(csvFile);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
      expect(lines[0]).toBe(
        lang === 'fr'
          ? 'N° de commande;Pharmacie;Wilaya;Date;Paiement;Total HT;TVA;Droit de timbre;Net à payer;État;Préparation;Statut;N° de facture'
          : 'Order number;Pharmacy;Wilaya;Date;Payment;Total excl. tax;VAT;Stamp duty;Amount due;State;Fulfilment;Status;Invoice number',
      );
      // the wilaya, the order's date and time in Algiers time (D40), the payment, HT, VAT, stamp duty and net (issue 27
      // §15), the state in words (issue 10), the fulfilment (issue 28), the contract's status and the invoice number
      const money = '\\d+[.,]\\d{2}';
      expect(lines[1]).toMatch(
        new RegExp(
          `^[^;]+;[^;]+;[^;]+;\\d{2}-\\d{2}-\\d{4} \\d{2}:\\d{2};[^;]+;${money};${money};${money};${money};[^;]+;[^;]*;(Approuvée|En attente|Approved|Pending);[^;]*$`,
        ),
      );
      // the list's orders: the placed ones (docs/payments.md)
      const placed = await db()
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('state', 'in', ['paid', 'pending_validation'])
        .executeTakeFirstOrThrow();
      expect(lines.length).toBe(1 + Math.min(5000, Number(placed.n)));

      await page.getByTestId('export-menu').click();
      const xlsxDownload = page.waitForEvent('download');
      await page.getByTestId('export-xlsx').click();
      const xlsx = await xlsxDownload;
      expect(xlsx.suggestedFilename()).toMatch(/^orders_\d{2}-\d{2}-\d{4}\.xlsx$/);
      const xlsxFile = path.join(tmp, `orders-${lang}.xlsx`);
      await xlsx.saveAs(xlsxFile);
      expect(fs.readFileSync(xlsxFile).subarray(0, 2).toString()).toBe('PK');
      await context.close();
    }
  });
});
