import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot, type Stack, startStack } from '../support/browser';

/**
 * Issue 41 in headless Chromium: the admin's substitutes and quota on a product, the unserved-demand report, the
 * franchisee's quotas; and the pharmacist's side: a sold-out product offering its substitutes and "tell me when it is
 * back", told after a goods-in, a quota product showing what is left and refusing beyond it. Screenshots in fr, en
 * and ar, desktop and phone.
 */
let stack: Stack;
let soldOut: { id: number; ref: string; name: string };
let scarce: { id: number; ref: string; name: string };

beforeAll(async () => {
  stack = await startStack();
  // the demo's shortages (server/seed/shortages.ts)
  const substituted = await stack.api.db
    .selectFrom('product_substitutes')
    .select('product_id')
    .executeTakeFirstOrThrow();
  soldOut = await stack.api.db
    .selectFrom('products')
    .select(['id', 'ref', 'name'])
    .where('id', '=', substituted.product_id)
    .executeTakeFirstOrThrow();
  const quota = await stack.api.db.selectFrom('product_quotas').select('product_id').executeTakeFirstOrThrow();
  scarce = await stack.api.db
    .selectFrom('products')
    .select(['id', 'ref', 'name'])
    .where('id', '=', quota.product_id)
    .executeTakeFirstOrThrow();
  // pharmacy@demo.dz asks for 40 of the sold-out product (refused: unserved demand) and orders 2 of the scarce one
  const pharmacy = await stack.api.login('pharmacy', 'pharmacy@demo.dz');
  const refused = await stack.api.call('POST', '/pharmacy/add_product_to_basket', {
    headers: pharmacy,
    body: { product_id: soldOut.id, quantity: 40 },
  });
  expect(refused.body.code).toBe(4093);
  const { id: pharmacyId } = await stack.api.db
    .selectFrom('pharmacies')
    .select('id')
    .where('email', '=', 'pharmacy@demo.dz')
    .executeTakeFirstOrThrow();
  await stack.api.db.deleteFrom('basket_items').where('pharmacy_id', '=', pharmacyId).execute();
  expect(
    (
      await stack.api.call('POST', '/pharmacy/add_product_to_basket', {
        headers: pharmacy,
        body: { product_id: scarce.id, quantity: 2 },
      })
    ).body.code,
  ).toBe(2001);
  const address = await stack.api.db
    .selectFrom('addresses')
    .select('id')
    .where('pharmacy_id', '=', pharmacyId)
    .executeTakeFirstOrThrow();
  const order = await stack.api.call('POST', '/pharmacy/special_payment', {
    headers: pharmacy,
    body: { delivery_address: address.id },
  });
  expect(order.body.code, JSON.stringify(order.body)).toBe(2001);
});
afterAll(async () => stack?.close());

const url = (path: string) => stack.webUrl + path;
async function signedIn(area: 'admin' | 'pharmacy' | 'franchise', lang: 'fr' | 'en' | 'ar', viewport = DESKTOP) {
  const { context, page } = await stack.newPage({ lang, viewport });
  await stack.signIn(page, area);
  return { context, page };
}
const text = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).first().textContent()) ?? '').replace(/\u202f/g, ' ');

describe('the back office (issue 41 §2, §4, §5)', () => {
  it('the admin sees a product’s substitutes and sets its quota from the product’s details', async () => {
    const { context, page } = await signedIn('admin', 'en');
    await page.goto(url(`/admin/product/${scarce.id}/show`));
    const section = page.getByTestId('product-shortage');
    await section.waitFor();
    await expect.poll(() => text(page, 'product-quota')).toBe('6 units per pharmacy over a rolling 7 days');
    // the demo's share for Algiers (D127)
    await expect.poll(() => text(page, 'product-quota-shares')).toBe('Shares per wilaya: 16 — Alger 60 %');
    await page.getByTestId('product-shortage-change').click();
    const dialog = page.getByTestId('product-shortage-edit');
    await dialog.waitFor();
    await dialog.locator('input[name="per_pharmacy"]').fill('');
    await dialog.getByTestId('form-save').click();
    // a quota without its period is refused in the form, in English, and nothing is sent
    await page.getByText('Give the quota and its period, or neither.').first().waitFor();
    await dialog.locator('input[name="per_pharmacy"]').fill('5');
    await screenshot(page, 'shortages-admin-quota-edit-en');
    await dialog.getByTestId('form-save').click();
    await expect
      .poll(() =>
        stack.api.db
          .selectFrom('product_quotas')
          .select('per_pharmacy')
          .where('product_id', '=', scarce.id)
          .executeTakeFirst(),
      )
      .toEqual({ per_pharmacy: 5 });
    await expect.poll(() => text(page, 'product-quota')).toBe('5 units per pharmacy over a rolling 7 days');
    await dialog.waitFor({ state: 'detached' });
    await stack.api.db
      .updateTable('product_quotas')
      .set({ per_pharmacy: 6 })
      .where('product_id', '=', scarce.id)
      .execute();
    await context.close();
  });

  for (const lang of ['fr', 'en', 'ar'] as const)
    for (const [device, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const)
      it(`the product's substitutes, the unserved demand and the franchisee's quotas (${lang}, ${device})`, async () => {
        const admin = await signedIn('admin', lang, viewport);
        await admin.page.goto(url(`/admin/product/${soldOut.id}/show`));
        await admin.page.getByTestId('product-substitute').first().waitFor();
        expect(await admin.page.getByTestId('product-substitute').count()).toBeGreaterThanOrEqual(1);
        await screenshot(admin.page, `shortages-admin-product-${lang}-${device}`);
        // the scarce product's quota and its share per wilaya (D127), in the edit form too
        await admin.page.goto(url(`/admin/product/${scarce.id}/show`));
        await admin.page.getByTestId('product-quota-shares').waitFor();
        expect(await text(admin.page, 'product-quota-shares')).toMatch(/60\s?[%٪]/);
        await admin.page.getByTestId('product-shortage-change').click();
        await admin.page
          .getByTestId('product-shortage-edit')
          .locator('input[name="wilaya_shares.0.percent"]')
          .waitFor();
        await screenshot(admin.page, `shortages-admin-quota-shares-${lang}-${device}`);

        await admin.page.goto(url('/admin/unservedDemand'));
        // a table on a desktop, a list on a phone
        const row =
          device === 'phone'
            ? admin.page.locator('li', { hasText: soldOut.ref })
            : admin.page.getByTestId('unserved-demand-table').getByRole('row', { name: new RegExp(soldOut.ref) });
        await row.first().waitFor();
        // the 40 units refused above, in their own cell on a desktop, after their label on a phone
        if (device === 'phone') expect(await row.first().textContent()).toMatch(/\D40\D/);
        else expect(await row.first().getByRole('cell').allTextContents()).toContain('40');
        await screenshot(admin.page, `shortages-admin-unserved-${lang}-${device}`);
        await admin.context.close();

        const franchise = await signedIn('franchise', lang, viewport);
        await franchise.page.goto(url('/franchise/quotas'));
        // what the API answers the franchisee for the demo pharmacy (2 units ordered above, and any of the demo's)
        const answer = await stack.api.call('GET', '/franchise/quotas', {
          headers: await stack.api.login('franchise', 'franchise@demo.dz'),
        });
        const mine = (
          answer.body.payload as {
            ref: string;
            pharmacy: string;
            taken: number;
            left: number;
            wilaya_share: { allowed: number; taken: number; left: number } | null;
          }[]
        ).find((r) => r.ref === scarce.ref)!;
        expect(mine.taken).toBeGreaterThanOrEqual(2);
        // Algiers' share of the scarce product (the demo's, D127)
        expect(mine.wilaya_share?.taken).toBeGreaterThanOrEqual(mine.taken);
        if (device === 'phone') {
          const item = franchise.page.locator('li', { hasText: mine.pharmacy }).first();
          await item.waitFor();
          expect(await item.textContent()).toContain(`${mine.taken}`);
          expect(await item.textContent()).toContain(`${mine.left}`);
        } else {
          const taken = franchise.page
            .getByTestId('franchise-quotas')
            .getByRole('row', { name: new RegExp(mine.pharmacy) });
          await taken.waitFor();
          const cells = await taken.getByRole('cell').allTextContents();
          expect(cells.slice(-3, -1)).toEqual([`${mine.taken}`, `${mine.left}`]);
          expect(cells.at(-1)).toContain(`${mine.wilaya_share!.allowed}`);
        }
        await screenshot(franchise.page, `shortages-franchise-quotas-${lang}-${device}`);
        await franchise.context.close();
      });
});
