import type { OrderState } from '../../server/db/schema.js';
import type { TestApi } from '../support/api.js';
import { insertOrder as insertOrderInDb } from '../support/orders.js';

/**
 * What the pharmacy API tests need on top of the demo seed: the two demo pharmacies signed in, and a small
 * catalogue of our own whose stock and prices we know.
 */
export interface PharmacyFixture {
  alger: { id: number; email: string; headers: Record<string, string> };
  oran: { id: number; email: string; headers: Record<string, string> };
  categoryId: number;
  otherCategoryId: number;
  /** stock 5, 1 250,50 DA, three images (the second is the main one) */
  serum: { id: number; price: number; stock: number };
  /** stock 0 */
  soldOut: { id: number };
  /** stock 40, 99,99 DA, other category, no image */
  balm: { id: number; price: number; stock: number };
}

/** A demo pharmacy of the seed (D4), signed in through POST /pharmacy/login. */
async function pharmacyAccount(api: TestApi, email: string) {
  const { id } = await api.db
    .selectFrom('pharmacies')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { id, email, headers: await api.login('pharmacy', email) };
}

async function category(api: TestApi, name: string) {
  return (
    await api.db
      .insertInto('categories')
      .values({ name_fr: name, name_en: name, description_fr: 'Catégorie de test', description_en: 'Test category' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

async function product(api: TestApi, categoryId: number, ref: string, name: string, price: number, quantity: number) {
  return (
    await api.db
      .insertInto('products')
      .values({
        category_id: categoryId,
        ref,
        name,
        description_fr: `Description française de ${name}`,
        description_en: `English description of ${name}`,
        quantity,
        cost: Math.round(price * 50),
        price: Math.round(price * 100),
        customer_price: Math.round(price * 150),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

export async function pharmacyFixture(api: TestApi): Promise<PharmacyFixture> {
  const alger = await pharmacyAccount(api, 'pharmacy@demo.dz');
  const oran = await pharmacyAccount(api, 'pharmacy.oran@demo.dz');
  const categoryId = await category(api, 'Zeta serums');
  const otherCategoryId = await category(api, 'Zeta baumes');
  const serumId = await product(api, categoryId, 'ZZ-SERUM', 'Zeta serum eclat', 1250.5, 5);
  await api.db
    .insertInto('product_images')
    .values([
      { product_id: serumId, path: 'products/zz-serum-1.webp', is_main: false, position: 0 },
      { product_id: serumId, path: 'products/zz-serum-2.webp', is_main: true, position: 1 },
      { product_id: serumId, path: 'products/zz-serum-3.webp', is_main: false, position: 2 },
    ])
    .execute();
  const soldOutId = await product(api, categoryId, 'ZZ-SOLDOUT', 'Zeta creme epuisee', 500, 0);
  const balmId = await product(api, otherCategoryId, 'ZZ-BALM', 'Zeta baume levres', 99.99, 40);
  return {
    alger,
    oran,
    categoryId,
    otherCategoryId,
    serum: { id: serumId, price: 1250.5, stock: 5 },
    soldOut: { id: soldOutId },
    balm: { id: balmId, price: 99.99, stock: 40 },
  };
}

/** An order of a pharmacy, written straight into the database (checkout is not under test here); prices in dinars. */
export async function insertOrder(
  api: TestApi,
  pharmacyId: number,
  orderNo: string,
  lines: { productId: number; name: string; quantity: number; unitPrice: number }[],
  state: OrderState = 'paid',
) {
  const order = await insertOrderInDb(api, {
    pharmacyId,
    orderNo,
    address: '1 rue de la Paix, Alger',
    status: state === 'paid' ? 1 : 2,
    payementType: state === 'paid' ? 2 : 1,
    state,
    lines: lines.map((l) => ({
      productId: l.productId,
      ref: `REF-${l.productId}`,
      name: l.name,
      quantity: l.quantity,
      unitPrice: Math.round(l.unitPrice * 100),
    })),
  });
  return order.id;
}
