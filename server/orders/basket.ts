import type { Kysely } from 'kysely';
import { toDinars } from '../../src/contract/constants.js';
import type { DB } from '../db/schema.js';
import { earliestExpiry, mainImagePath } from '../queries/products.js';
import { basketTotals } from './basketTotals.js';

/** A basket line with its product as it is now; money in centimes. */
export interface BasketLineRow {
  productId: number;
  ref: string;
  name: string;
  /** '' when not translated (D64) */
  nameAr: string;
  quantity: number;
  stock: number;
  unitPrice: number;
  image: string | null;
  /** the product was withdrawn from the catalogue after it was put in the basket */
  withdrawn: boolean;
  /** the earliest expiry a pharmacy ordering now would receive (D82), YYYY-MM-DD or null */
  earliestExpiry?: string | null;
}

/**
 * The lines of a pharmacy's basket, oldest first. Pass the transaction when inside one (PGlite). `expiry: false`
 * leaves out each line's earliest expiry, which placing an order does not need (a lots lookup per line).
 */
export async function basketLines(
  db: Kysely<DB>,
  pharmacyId: number,
  { expiry = true } = {},
): Promise<BasketLineRow[]> {
  const rows = await db
    .selectFrom('basket_items')
    .innerJoin('products', 'products.id', 'basket_items.product_id')
    .select([
      'products.id as productId',
      'products.ref',
      'products.name',
      'products.name_ar as nameAr',
      'basket_items.quantity',
      'products.quantity as stock',
      'products.price as unitPrice',
      'products.deleted_at',
      mainImagePath.as('image'),
    ])
    .$if(expiry, (q) => q.select(earliestExpiry.as('earliestExpiry')))
    .where('basket_items.pharmacy_id', '=', pharmacyId)
    .orderBy('basket_items.added_at')
    .orderBy('products.id')
    .execute();
  return rows.map(({ deleted_at, ...r }) => ({ ...r, withdrawn: deleted_at !== null }));
}

/** True when the line cannot be ordered as it is: flagged to the user, never changed silently. */
export const lineBlocked = (l: BasketLineRow) => l.withdrawn || l.quantity > l.stock;

/** The basket as `GET /pharmacy/get_basket_info` answers it (spec 000 §3), amounts in dinars. */
export function basketPayload(pharmacyId: number, lines: BasketLineRow[], taxRate: number) {
  const totals = basketTotals(lines, taxRate);
  return {
    basket_id: pharmacyId,
    products: lines.map((l, i) => ({
      id: l.productId,
      product_id: l.productId,
      ref: l.ref,
      name: l.name,
      nameAr: l.nameAr,
      selected_quantity: l.quantity,
      product_quantity: l.withdrawn ? 0 : l.stock,
      unity_price: toDinars(l.unitPrice),
      total_price: toDinars(totals.lineTotals[i]!),
      mainImage: l.image,
      default_image: l.image,
      insufficient_stock: lineBlocked(l),
      unavailable: l.withdrawn,
      earliest_expiry: l.earliestExpiry ?? null,
    })),
    count: lines.length,
    price_without_tax: toDinars(totals.priceWithoutTax),
    tax_rate: totals.taxRate,
    tax_amount: toDinars(totals.taxAmount),
    basket_total_price: toDinars(totals.total),
    /** false while a line is flagged: the checkout refuses such a basket */
    can_checkout: lines.length > 0 && !lines.some(lineBlocked),
  };
}

export type BasketPayload = ReturnType<typeof basketPayload>;
