import type { Transaction } from 'kysely';
import { algiersDay } from '../../src/contract/algiersTime.js';
import type { DB } from '../db/schema.js';
import type { SeededProduct } from './catalogue.js';
import type { SeededPharmacy } from './network.js';

/** Invented laboratories: the demo catalogue's generic products get one each, so promotions can target a brand. */
export const DEMO_BRANDS = ['Atlas Dermo', 'Hoggar Labs', 'Tassili Cosmétique', 'Numidia Santé'] as const;

const DAY = 86_400_000;
/** The Algiers day `days` after today's, YYYY-MM-DD. */
const dayFrom = (today: string, days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
/** A price `percent` % lower, to the whole dinar (centimes). */
const lower = (price: number, percent: number) => Math.round((price * (100 - percent)) / 10_000) * 100;

/**
 * The demo's conditions of sale (issue 40): a brand per product; a contract list for pharmacy@demo.dz; a group of
 * large pharmacies with a tiered list; a list for the wilaya of Oran; and promotions: a "10 + 2" capped at 60 free
 * units, a percentage on a laboratory running this month, one coming and one ended (the screen's three tabs).
 */
export async function seedPricing(
  trx: Transaction<DB>,
  pharmacies: SeededPharmacy[],
  products: SeededProduct[],
  now = new Date(),
) {
  for (const [i, p] of products.entries())
    await trx
      .updateTable('products')
      .set({ brand: DEMO_BRANDS[i % DEMO_BRANDS.length] })
      .where('id', '=', p.id)
      .execute();

  const today = algiersDay(now);
  const demo = pharmacies.find((p) => p.email === 'pharmacy@demo.dz');
  const oran = pharmacies.find((p) => p.email === 'pharmacy.oran@demo.dz');
  const large = pharmacies.filter((p) => p.wilayaId === demo?.wilayaId).slice(0, 3);
  const product = (n: number) => products[n % products.length]!;

  const group = await trx
    .insertInto('pharmacy_groups')
    .values({ name: 'Grandes pharmacies' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('pharmacy_groups').values({ name: 'Pharmacies hospitalières' }).execute();
  if (large.length)
    await trx
      .insertInto('pharmacy_group_members')
      .values(large.map((p) => ({ group_id: group.id, pharmacy_id: p.id })))
      .execute();

  const list = async (
    name: string,
    scope: 'pharmacies' | 'group' | 'wilayas',
    scopeIds: number[],
    items: { product: SeededProduct; percent: number; min?: number }[],
    validTo: string | null = null,
  ) => {
    const { id } = await trx
      .insertInto('price_lists')
      .values({ name, scope, scope_ids: scopeIds, valid_from: dayFrom(today, -30), valid_to: validTo })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('price_list_items')
      .values(
        items.map((i) => ({
          price_list_id: id,
          product_id: i.product.id,
          min_quantity: i.min ?? 1,
          price: lower(i.product.price, i.percent),
        })),
      )
      .execute();
  };
  if (demo)
    await list(
      'Contrat Pharmacie El Amel',
      'pharmacies',
      [demo.id],
      [
        ...[2, 4, 7, 10, 13].map((n) => ({ product: product(n), percent: 8 })),
        { product: product(2), percent: 12, min: 24 },
      ],
    );
  await list(
    'Conditions grandes pharmacies',
    'group',
    [group.id],
    [0, 1, 5, 8].flatMap((n) => [
      { product: product(n), percent: 5, min: 6 },
      { product: product(n), percent: 10, min: 12 },
    ]),
    dayFrom(today, 180),
  );
  if (oran)
    await list(
      'Réseau Oran',
      'wilayas',
      [oran.wilayaId],
      [3, 6, 9, 11].map((n) => ({ product: product(n), percent: 4 })),
    );

  const promotions = [
    {
      name: 'Offre 10 + 2 UG',
      kind: 'free_units' as const,
      product_ids: [product(0).id, product(3).id],
      buy_quantity: 10,
      free_quantity: 2,
      max_free_units: 60,
      valid_from: dayFrom(today, -7),
      valid_to: dayFrom(today, 45),
    },
    {
      name: `${DEMO_BRANDS[1]} −15 %`,
      kind: 'percent' as const,
      brand: DEMO_BRANDS[1],
      percent_bp: 1500,
      min_quantity: 3,
      valid_from: dayFrom(today, -3),
      valid_to: dayFrom(today, 30),
    },
    {
      name: 'Rentrée 6 + 1 UG',
      kind: 'free_units' as const,
      brand: DEMO_BRANDS[2],
      buy_quantity: 6,
      free_quantity: 1,
      max_free_units: 200,
      valid_from: dayFrom(today, 20),
      valid_to: dayFrom(today, 60),
    },
    {
      name: 'Campagne hiver −10 %',
      kind: 'percent' as const,
      brand: DEMO_BRANDS[3],
      percent_bp: 1000,
      valid_from: dayFrom(today, -60),
      valid_to: dayFrom(today, -10),
    },
  ];
  await trx.insertInto('promotions').values(promotions).execute();
  return { priceLists: demo && oran ? 3 : 1, promotions: promotions.length, groups: 2 };
}
