import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { CAPTCHA_STAND_IN_TOKEN } from '../../src/contract/constants.js';
import { type TestApi, tokenHeaders } from '../support/api.js';

/**
 * Data of the checkout tests, made through the database so they do not depend on the demo seed or on other
 * areas' routes: pharmacies with an address and tokens, products with a known stock and price, baskets.
 */
export function paymentFixture(api: TestApi) {
  const { db } = api;
  const suffix = () => randomUUID().slice(0, 8);

  async function wilaya(code = 16, name = 'Alger') {
    await db
      .insertInto('wilayas')
      .values({ code, name, name_ar: name })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    return (await db.selectFrom('wilayas').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  }

  async function pharmacy(name = 'Pharmacie des Tests') {
    const wilayaId = await wilaya();
    const s = suffix();
    const p = await db
      .insertInto('pharmacies')
      .values({
        name,
        email: `pharma-${s}@test.dz`,
        phone1: '0555 12 34 56',
        rc: '123456 B16/20',
        nif: '001216000123456',
        rib: '00799999000123456789',
        wilaya_id: wilayaId,
        zip: '16000',
        address1: '5 rue Larbi Ben Mhidi',
        address2: 'Alger Centre',
      })
      .returning(['id', 'email'])
      .executeTakeFirstOrThrow();
    const address = await db
      .insertInto('addresses')
      .values({ pharmacy_id: p.id, address: '5 rue Larbi Ben Mhidi, Alger' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: p.id, email: p.email, addressId: address.id, headers: await tokenHeaders(api, 'pharmacy', p.id) };
  }

  async function admin() {
    const a = await db
      .insertInto('admins')
      .values({ first_name: 'Ad', last_name: 'Min', email: `admin-${suffix()}@test.dz` })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: a.id, headers: await tokenHeaders(api, 'admin', a.id) };
  }

  let category: number | null = null;
  /** A product at `price` centimes with `stock` units. */
  async function product(stock: number, price = 100_000, name = 'Crème hydratante') {
    if (category === null) {
      category = (
        await db
          .insertInto('categories')
          .values({ name_fr: 'Soins', name_en: 'Care', description_fr: 'Soins du visage', description_en: 'Face care' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    }
    const p = await db
      .insertInto('products')
      .values({
        category_id: category,
        ref: `T-${suffix()}`,
        name,
        quantity: stock,
        cost: Math.round(price / 2),
        price,
        customer_price: price * 2,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return p.id;
  }

  async function basket(pharmacyId: number, lines: [productId: number, quantity: number][]) {
    await db.deleteFrom('basket_items').where('pharmacy_id', '=', pharmacyId).execute();
    if (lines.length)
      await db
        .insertInto('basket_items')
        .values(lines.map(([product_id, quantity]) => ({ pharmacy_id: pharmacyId, product_id, quantity })))
        .execute();
  }

  const stock = async (productId: number) =>
    (await db.selectFrom('products').select('quantity').where('id', '=', productId).executeTakeFirstOrThrow()).quantity;
  const basketCount = async (pharmacyId: number) =>
    (await db.selectFrom('basket_items').select('product_id').where('pharmacy_id', '=', pharmacyId).execute()).length;

  async function saveOrder(
    ph: { headers: Record<string, string>; addressId: number },
    extra: Record<string, unknown> = {},
  ) {
    return api.call('POST', '/pharmacy/save_order', {
      headers: ph.headers,
      body: { deliveryAdress: ph.addressId, 'g-recaptcha-response': CAPTCHA_STAND_IN_TOKEN, ...extra },
    });
  }

  const confirm = (ph: { headers: Record<string, string> }, orderNumber: string) =>
    api.call('POST', `/pharmacy/payment?orderNumber=${encodeURIComponent(orderNumber)}`, { headers: ph.headers });

  const orderOf = (orderNumber: string) =>
    db
      .selectFrom('payments as p')
      .innerJoin('orders as o', 'o.id', 'p.order_id')
      .select([
        'o.id',
        'o.state',
        'o.status',
        'o.payement_type',
        'o.total',
        'o.stock_released',
        'o.expires_at',
        'p.status as payment_status',
      ])
      .where('p.order_number', '=', orderNumber)
      .executeTakeFirstOrThrow();

  return { pharmacy, admin, product, basket, stock, basketCount, saveOrder, confirm, orderOf };
}

export const CARDS = {
  ok: '6280580000000011',
  edahabia: '6280990000000014',
  declined: '6280580000000029',
  noFunds: '6280580000000037',
  expired: '6280580000000045',
};

/**
 * What a browser does on the sandbox page: loads the form, posts the card, follows nothing; returns where the
 * gateway redirects (the portal's return page with ?orderId=).
 */
export async function payOnSandbox(
  formUrl: string,
  pan: string,
  opts: { action?: 'pay' | 'cancel'; month?: string; year?: string } = {},
) {
  const page = await fetch(formUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  const mdOrder = /name="mdOrder" value="([^"]+)"/.exec(html)?.[1];
  const language = /name="language" value="([^"]+)"/.exec(html)?.[1];
  expect(action && mdOrder && language).toBeTruthy();
  const res = await fetch(new URL(action!, formUrl), {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({
      mdOrder: mdOrder!,
      language: language!,
      pan,
      month: opts.month ?? '12',
      year: opts.year ?? String(new Date().getUTCFullYear() + 2),
      cvv2: '123',
      holder: 'Amina Benali',
      action: opts.action ?? 'pay',
    }),
  });
  expect(res.status).toBe(303);
  return { location: res.headers.get('location')!, mdOrder: mdOrder!, html };
}

/** A card order of a new pharmacy, paid on the sandbox with the accepted card and confirmed (1 000 DA of one product). */
export async function paidCardOrder(fx: ReturnType<typeof paymentFixture>) {
  const ph = await fx.pharmacy();
  const p = await fx.product(10, 100_000);
  await fx.basket(ph.id, [[p, 1]]);
  const saved = (await fx.saveOrder(ph)).body.payload;
  await payOnSandbox(saved.formUrl, CARDS.ok);
  expect((await fx.confirm(ph, saved.orderNumber)).body.code).toBe(2001);
  return { ph, orderId: saved.orderId as number };
}
