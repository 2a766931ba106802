import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/seed/accounts.js';
import { screenshot, type Stack, startStack } from '../support/browser.js';
import { payOnline, submitCard } from '../support/sandboxCheckout.js';

/**
 * Issue 26 point 4 in headless Chromium, as pharmacy@demo.dz: 1. Pay opens attempt A; 2. A's gateway page is
 * open in a second tab; 3. Back, then Pay again opens B over A; 4. A is paid in tab 2; 5. B is paid in tab 1.
 * One paid order; A's money refunded automatically, and the pharmacist reads it on the result page and in My orders.
 */
let stack: Stack;
let pharmacyId: number;
let productId: number;

const CARD_OK = '6280580000000011';

beforeAll(async () => {
  stack = await startStack();
  pharmacyId = (
    await stack.api.db
      .selectFrom('pharmacies')
      .select('id')
      .where('email', '=', 'pharmacy@demo.dz')
      .executeTakeFirstOrThrow()
  ).id;
  productId = (
    await stack.api.db
      .selectFrom('products')
      .select('id')
      .where('deleted_at', 'is', null)
      .where('quantity', '>=', 10)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => stack?.close());

async function attemptOf(mdOrder: string) {
  const attempt = await stack.api.db
    .selectFrom('payments as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .select(['o.order_no', 'o.state', 'o.total', 'o.refunded_amount', 'p.status'])
    .where('p.provider_order_id', '=', mdOrder)
    .executeTakeFirstOrThrow();
  const gateway = await stack.api.db
    .selectFrom('sandbox_orders')
    .select('refunded')
    .where('id', '=', mdOrder)
    .executeTakeFirstOrThrow();
  return { ...attempt, gateway_refunded: Number(gateway.refunded) };
}

describe('one basket paid in two tabs', () => {
  it('the replaced attempt paid late is refunded; the result page and My orders say so', async () => {
    await stack.api.db.updateTable('products').set({ quantity: 20 }).where('id', '=', productId).execute();
    await stack.api.db.deleteFrom('basket_items').where('pharmacy_id', '=', pharmacyId).execute();
    await stack.api.db
      .insertInto('basket_items')
      .values({ pharmacy_id: pharmacyId, product_id: productId, quantity: 2 })
      .execute();
    const { context, page: tab1 } = await stack.newPage({ lang: 'fr' });
    await stack.signIn(tab1, 'pharmacy', 'pharmacy@demo.dz', DEMO_ACCOUNTS.password);

    // 1. Pay: attempt A and its gateway page
    const idA = await payOnline(tab1, stack.webUrl);
    // 2. the same gateway page open in a second tab
    const tab2 = await context.newPage();
    await tab2.goto(tab1.url());
    await tab2.locator('#pan').waitFor();
    // 3. Back, then Pay again: attempt B replaces A
    await tab1.goBack();
    await tab1.waitForURL('**/payment');
    const idB = await payOnline(tab1, stack.webUrl);
    expect(idB).not.toBe(idA);
    expect((await attemptOf(idA)).state).toBe('superseded');

    // 4. A is paid in tab 2: not kept, refunded, and the page says so
    await submitCard(tab2, CARD_OK);
    await tab2.waitForURL(`**/payment/success?orderId=${idA}`);
    const late = tab2.getByTestId('payment-late-refund');
    await late.waitFor();
    expect(await tab2.getByTestId('result-title').textContent()).toBe('Paiement non conservé : remboursé');
    expect(await tab2.getByTestId('result-text').textContent()).toMatch(/remboursés automatiquement sur votre carte/);
    expect(await tab2.getByTestId('late-refund-next').textContent()).toMatch(/Mes commandes/);
    expect(await tab2.getByTestId('try-again').count()).toBe(0);
    await screenshot(tab2, 'double-payment-late-refund-fr');

    // 5. B is paid in tab 1: the basket's order
    await submitCard(tab1, CARD_OK);
    await tab1.waitForURL(`**/payment/success?orderId=${idB}`);
    await tab1.getByTestId('payment-success').waitFor();

    const a = await attemptOf(idA);
    const b = await attemptOf(idB);
    expect(a).toMatchObject({
      state: 'late_paid',
      status: 'refunded',
      refunded_amount: a.total,
      gateway_refunded: a.total,
    });
    expect(b).toMatchObject({ state: 'paid', status: 'paid', refunded_amount: 0, gateway_refunded: 0 });

    // My orders: B paid, A "paid after being replaced: refunded automatically"
    await tab1.goto(`${stack.webUrl}/pharmacy/orders`);
    const rowA = tab1.getByTestId(`order-${a.order_no}`);
    await rowA.waitFor();
    expect(await rowA.getByTestId('order-state').getAttribute('data-state')).toBe('late_paid');
    expect(await rowA.getByTestId('order-state').textContent()).toBe(
      'Payée après remplacement : remboursée automatiquement',
    );
    expect(await tab1.getByTestId(`order-${b.order_no}`).getByTestId('order-state').getAttribute('data-state')).toBe(
      'paid',
    );
    await screenshot(tab1, 'double-payment-my-orders-fr');
    // a reload of tab 2 says the same and refunds nothing more
    await tab2.reload();
    await tab2.getByTestId('payment-late-refund').waitFor();
    expect((await attemptOf(idA)).gateway_refunded).toBe(a.total);
    await context.close();
  });
});
