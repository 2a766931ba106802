import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '../support/browser';
import { expireTokens } from '../support/tokens';

/**
 * An access token that expires mid-session is renewed without the user noticing (code 2000), also when
 * several calls expire together (spec 000 §4, D7).
 */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const signIn = (page: Page, area: 'admin' | 'franchise', email: string) => stack.signIn(page, area, email, 'Demo@2026');

/** Every access token of the role is past its expiry, as after a quarter of an hour away. */
const expireAccessTokens = (role: string) => expireTokens(stack.api.db, { role, kind: 'access' });

describe('token renewal in the browser', () => {
  it('the admin keeps working after the access token expired: the tokens are renewed and the screen loads', async () => {
    const { page, context } = await stack.newPage({ lang: 'en' });
    await signIn(page, 'admin', 'admin@demo.dz');
    const before = await page.evaluate(() => localStorage.getItem('admin_access_token'));
    // renewals counted where they happen (refresh tokens used): the browser may drop the body of an answer its page
    // has already read, so a listener reading the 2000 answers misses some on a loaded machine
    const renewals = async () =>
      (
        await stack.api.db
          .selectFrom('tokens')
          .select('id')
          .where('role', '=', 'admin')
          .where('kind', '=', 'refresh')
          .where('used_at', 'is not', null)
          .execute()
      ).length;
    const renewedBefore = await renewals();
    await expireAccessTokens('admin');

    // The orders screen asks the identity and the first page at once: both meet the expired token.
    await page.goto(`${stack.webUrl}/admin/orders`);
    await page.getByTestId('admin-orders-search').waitFor();
    await page
      .getByText(/CMD-2026-/)
      .first()
      .waitFor();

    expect(page.url()).toContain('/admin/orders');
    const after = await page.evaluate(() => localStorage.getItem('admin_access_token'));
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    expect(await renewals()).toBe(renewedBefore + 1);
    // the renewed tokens open the next calls without another renewal
    await page.reload();
    await page
      .getByText(/CMD-2026-/)
      .first()
      .waitFor();
    expect(await renewals()).toBe(renewedBefore + 1);
    await context.close();
  });

  it('the franchisee keeps working after the access token expired', async () => {
    const { page, context } = await stack.newPage({ lang: 'fr' });
    await signIn(page, 'franchise', 'franchise@demo.dz');
    await expireAccessTokens('franchise');
    await page.goto(`${stack.webUrl}/franchise/orders`);
    await page
      .getByText(/CMD-2026-/)
      .first()
      .waitFor();
    expect(page.url()).toContain('/franchise/orders');
    await context.close();
  });
});
