import type { Kysely } from 'kysely';
import type { BasketBackorder } from '../../src/contract/answers/shortages.js';
import { Code } from '../../src/contract/codes.js';
import { type Lang, toDinars } from '../../src/contract/constants.js';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import type { DB } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { ApiError } from '../http/envelope.js';
import { pricedLinesFor } from './pricedLines.js';
import { basketTotals } from './basketTotals.js';
import { shownProductName } from '../queries/products.js';
import { openHold } from '../shortages/holds.js';

/**
 * The back-ordered part of a basket line (issue 41 §1): `wanted` units asked with `backorder: true`, of which the
 * stock gives `now`; the rest waits in the basket until checkout keeps it as a back-order. Inside the basket's
 * transaction.
 */
export async function setBasketBackorder(trx: Kysely<DB>, pharmacyId: number, productId: number, rest: number) {
  if (rest <= 0) return clearBasketBackorder(trx, pharmacyId, productId);
  await trx
    .insertInto('basket_backorders')
    .values({ pharmacy_id: pharmacyId, product_id: productId, quantity: rest })
    .onConflict((oc) => oc.columns(['pharmacy_id', 'product_id']).doUpdateSet({ quantity: rest }))
    .execute();
}

/** A quantity set again without `backorder`, a line removed: its back-ordered part goes with it. */
export async function clearBasketBackorder(trx: Kysely<DB>, pharmacyId: number, productId?: number) {
  await trx
    .deleteFrom('basket_backorders')
    .where('pharmacy_id', '=', pharmacyId)
    .$if(productId !== undefined, (q) => q.where('product_id', '=', productId!))
    .execute();
}

/**
 * The basket's back-ordered parts priced at today's conditions, in centimes: shown apart at checkout, never charged
 * nor invoiced now. Per product: the units and what they would cost (tax included).
 */
export async function basketBackorderParts(db: Kysely<DB>, pharmacyId: number, taxRate: number, lang: Lang) {
  const parts = await db
    .selectFrom('basket_backorders')
    .select(['product_id', 'quantity'])
    .where('pharmacy_id', '=', pharmacyId)
    .orderBy('added_at')
    .orderBy('product_id')
    .execute();
  const priced = await pricedLinesFor(
    db,
    pharmacyId,
    parts.map((p) => ({ productId: p.product_id, quantity: p.quantity })),
  );
  const byProduct = new Map(priced.map((l) => [l.productId, l]));
  const lines = parts.flatMap((p) => {
    const line = byProduct.get(p.product_id);
    return line ? [{ ...line, quantity: p.quantity }] : [];
  });
  const totals = basketTotals(lines, taxRate);
  return {
    lines: lines.map((l, i) => ({
      productId: l.productId,
      ref: l.ref,
      name: shownProductName(lang, { name: l.name, name_ar: l.nameAr }),
      image: l.image,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      total: totals.lineTotals[i]!,
    })),
    /** the back-ordered units at today's conditions, excl. tax, tax and total */
    priceWithoutTax: totals.priceWithoutTax,
    taxAmount: totals.taxAmount,
    total: totals.total,
  };
}

export type BasketBackorderParts = Awaited<ReturnType<typeof basketBackorderParts>>;

/** A back-ordered product with no line in the basket (nothing in stock now), as the basket answers it. */
export const basketBackorderView = (l: BasketBackorderParts['lines'][number]): BasketBackorder => ({
  product_id: l.productId,
  ref: l.ref,
  name: l.name,
  mainImage: l.image,
  backorder_quantity: l.quantity,
  unity_price: toDinars(l.unitPrice),
  backorder_total: toDinars(l.total),
});

/**
 * Turns the basket's back-ordered parts into back-orders, dated now, expiring after BACKORDER_DAYS, delivered to the
 * order's address; inside the checkout's transaction (an offline order) or alone (`keepBackorders`). A pharmacy
 * that holds its orders until complete gets them under one hold with the order (D125). Answers how many were kept.
 */
export async function keepBasketBackorders(
  trx: Kysely<DB>,
  config: Pick<Config, 'backorderDays'>,
  k: { pharmacyId: number; addressId: number | null; sourceOrderId: number | null },
): Promise<number> {
  const now = new Date();
  const holdId = (await holdsUntilComplete(trx, k.pharmacyId))
    ? await openHold(trx, k.pharmacyId, k.sourceOrderId)
    : null;
  const kept = await trx
    .insertInto('backorders')
    .columns([
      'pharmacy_id',
      'wilaya_id',
      'product_id',
      'address_id',
      'source_order_id',
      'hold_id',
      'ordered_quantity',
      'quantity',
      'created_at',
      'expires_at',
    ])
    .expression((eb) =>
      eb
        .selectFrom('basket_backorders as b')
        .innerJoin('pharmacies as ph', 'ph.id', 'b.pharmacy_id')
        .select((s) => [
          'b.pharmacy_id',
          'ph.wilaya_id',
          'b.product_id',
          s.val(k.addressId).as('address_id'),
          s.val(k.sourceOrderId).as('source_order_id'),
          s.val(holdId).as('hold_id'),
          'b.quantity as ordered_quantity',
          'b.quantity',
          s.val(now).as('created_at'),
          s.val(new Date(now.getTime() + config.backorderDays * 86_400_000)).as('expires_at'),
        ])
        .where('b.pharmacy_id', '=', k.pharmacyId)
        .orderBy('b.added_at')
        .orderBy('b.product_id'),
    )
    .returning('id')
    .execute();
  await clearBasketBackorder(trx, k.pharmacyId);
  return kept.length;
}

/** The pharmacy holds its orders until they can ship complete, and its basket has a back-ordered part. */
async function holdsUntilComplete(trx: Kysely<DB>, pharmacyId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('pharmacies as ph')
    .select('ph.id')
    .where('ph.id', '=', pharmacyId)
    .where('ph.backorder_policy', '=', 'hold')
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('basket_backorders as b').select('b.product_id').whereRef('b.pharmacy_id', '=', 'ph.id')),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * `POST /pharmacy/keep_backorders {address_id}`: the basket's back-ordered parts become back-orders without an order
 * (nothing of them is in stock now); the lines in stock stay in the basket. 4003 when there is none.
 */
export async function keepBackorders(
  db: Database,
  config: Config,
  pharmacyId: number,
  addressId: number,
): Promise<number> {
  return inTransaction(db, async (trx) => {
    const address = await trx
      .selectFrom('addresses')
      .select('id')
      .where('id', '=', addressId)
      .where('pharmacy_id', '=', pharmacyId)
      .executeTakeFirst();
    if (!address) throw new ApiError(Code.V4001, 'payment.addressRequired', { status: 400 });
    const kept = await keepBasketBackorders(trx, config, { pharmacyId, addressId, sourceOrderId: null });
    if (!kept) throw new ApiError(Code.V4003, 'shortages.noBackorders', { status: 400 });
    return kept;
  });
}
