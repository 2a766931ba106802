import { type Kysely, sql } from 'kysely';
import { scannedGtin } from '../../src/contract/gs1.js';
import type {
  BasketFillAdded,
  BasketFillIssue,
  BasketFillMode,
  QuickOrderLine,
} from '../../src/contract/quickOrder.js';
import type { DB } from '../db/schema.js';
import { lockBasketLines, refuseBeyondLineLimit } from './basketLimit.js';
import { recordDemand } from '../shortages/demand.js';
import { quotasLeft } from '../shortages/quotas.js';

/** A product line wanted in the basket, by product (reorder) or by reference (quick order). */
interface Wanted {
  ref: string;
  name: string | null;
  productId: number | null;
  quantity: number;
}

interface LiveProduct {
  id: number;
  ref: string;
  name: string;
  stock: number;
  /** GTIN-14 (quick order by scan), when read */
  gtin?: string | null;
}

export interface BasketFill {
  added: BasketFillAdded[];
  rejected: BasketFillIssue[];
}

/** The basket's quantity of each of these products, read under the basket's lock. */
async function basketQuantities(trx: Kysely<DB>, pharmacyId: number, productIds: number[]) {
  if (!productIds.length) return new Map<number, number>();
  const rows = await trx
    .selectFrom('basket_items')
    .select(['product_id', 'quantity'])
    .where('pharmacy_id', '=', pharmacyId)
    .where('product_id', 'in', productIds)
    .execute();
  return new Map(rows.map((row) => [row.product_id, row.quantity]));
}

/**
 * Sets each wanted line in the pharmacy's basket at its quantity, capped at today's stock and at what a quota
 * leaves (issue 41 §4); other lines stay.
 * `mode` 'set' replaces the quantity of a product already in the basket (D12), 'add' adds to it (D119): the line
 * then asks for both together. `missingReason` names a line whose product is not in the catalogue.
 * Runs inside the caller's transaction, so a failure changes nothing: lines that would take the basket beyond
 * MAX_BASKET_LINES refuse the whole fill (D37).
 */
async function fill(
  trx: Kysely<DB>,
  pharmacyId: number,
  wanted: Wanted[],
  products: LiveProduct[],
  missingReason: 'unknown' | 'removed',
  match: (w: Wanted, p: LiveProduct) => boolean,
  mode: BasketFillMode,
): Promise<BasketFill> {
  const added: BasketFillAdded[] = [];
  const rejected: BasketFillIssue[] = [];
  await lockBasketLines(trx, pharmacyId);
  const held =
    mode === 'add'
      ? await basketQuantities(
          trx,
          pharmacyId,
          products.map((p) => p.id),
        )
      : new Map();
  const quotas = await quotasLeft(
    trx,
    pharmacyId,
    products.map((p) => p.id),
  );
  for (const w of wanted) {
    const product = products.find((p) => match(w, p));
    const requested = w.quantity + (product ? (held.get(product.id) ?? 0) : 0);
    const issue = (reason: BasketFillIssue['reason'], quantity: number) =>
      rejected.push({
        ref: product?.ref ?? w.ref,
        name: product?.name ?? w.name,
        product_id: product?.id ?? w.productId,
        requested,
        quantity,
        reason,
      });
    if (!product) {
      issue(missingReason, 0);
      continue;
    }
    if (product.stock <= 0) {
      issue('out_of_stock', 0);
      continue;
    }
    const quotaLeft = quotas.get(product.id)?.left ?? Infinity;
    const quantity = Math.min(requested, product.stock, quotaLeft);
    if (quantity <= 0) {
      issue('quota', 0);
      continue;
    }
    if (quantity < requested)
      issue(quantity === quotaLeft && quotaLeft < product.stock ? 'quota' : 'reduced', quantity);
    added.push({ product_id: product.id, ref: product.ref, name: product.name, quantity });
  }
  if (added.length) {
    await refuseBeyondLineLimit(
      trx,
      pharmacyId,
      added.map((line) => line.product_id),
    );
    await trx
      .insertInto('basket_items')
      .values(added.map((line) => ({ pharmacy_id: pharmacyId, product_id: line.product_id, quantity: line.quantity })))
      .onConflict((oc) =>
        oc.columns(['pharmacy_id', 'product_id']).doUpdateSet((eb) => ({ quantity: eb.ref('excluded.quantity') })),
      )
      .execute();
  }
  // what the stock or a quota did not give: the unserved demand (issue 41 §5), kept only if the fill is
  await recordDemand(
    trx,
    pharmacyId,
    rejected.flatMap((r) =>
      r.product_id !== null && (r.reason === 'out_of_stock' || r.reason === 'reduced' || r.reason === 'quota')
        ? [{ productId: r.product_id, kind: 'capped' as const, quantity: r.requested - r.quantity }]
        : [],
    ),
  );
  return { added, rejected };
}

/**
 * Puts the products of one of the pharmacy's orders back in its basket (POST /pharmacy/reorder). Answers null
 * when the order is not this pharmacy's: another pharmacy's order does not exist here.
 */
export async function reorderIntoBasket(
  trx: Kysely<DB>,
  pharmacyId: number,
  orderId: number,
  mode: BasketFillMode = 'set',
): Promise<BasketFill | null> {
  const order = await trx
    .selectFrom('orders')
    .select('id')
    .where('id', '=', orderId)
    .where('pharmacy_id', '=', pharmacyId)
    .executeTakeFirst();
  if (!order) return null;
  // the paid units: free units come again from today's conditions (issue 40)
  const lines = await trx
    .selectFrom('order_lines')
    .select(['product_id', 'ref', 'name', sql<number>`quantity - free_quantity`.as('quantity')])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  const ids = lines.map((l) => l.product_id).filter((id): id is number => id !== null);
  const products = ids.length
    ? await trx
        .selectFrom('products')
        .select(['id', 'ref', 'name', 'quantity as stock'])
        .where('id', 'in', ids)
        .where('deleted_at', 'is', null)
        .execute()
    : [];
  const wanted = lines.map((l) => ({ ref: l.ref, name: l.name, productId: l.product_id, quantity: l.quantity }));
  return fill(trx, pharmacyId, wanted, products, 'removed', (w, p) => w.productId === p.id, mode);
}

/**
 * Puts lines typed by reference in the basket (POST /pharmacy/quick_order). References match whatever their
 * case; a reference given twice is one line with the quantities summed, reported as merged.
 */
export async function quickOrderIntoBasket(
  trx: Kysely<DB>,
  pharmacyId: number,
  lines: QuickOrderLine[],
  mode: BasketFillMode = 'set',
): Promise<BasketFill> {
  // a scanned EAN/GTIN or GS1 string stands for the product carrying its GTIN when no reference is written so (issue 29 §6)
  const keys = [...new Set(lines.map((l) => l.ref.toLowerCase()))];
  const gtins = new Map(
    keys.map((key) => [key, scannedGtin(key)] as const).filter((e): e is [string, string] => e[1] !== null),
  );
  const products = await trx
    .selectFrom('products')
    .select(['id', 'ref', 'name', 'gtin', 'quantity as stock'])
    .where((eb) =>
      eb.or([
        eb(sql<string>`lower(ref)`, 'in', keys),
        ...(gtins.size ? [eb('gtin', 'in', [...new Set(gtins.values())])] : []),
      ]),
    )
    .where('deleted_at', 'is', null)
    .execute();
  const byRef = new Set(products.map((p) => p.ref.toLowerCase()));
  const refOf = (ref: string) => {
    const key = ref.toLowerCase();
    const scanned = byRef.has(key) ? undefined : products.find((p) => p.gtin !== null && p.gtin === gtins.get(key));
    return scanned ? scanned.ref : ref;
  };
  const merged = new Map<string, Wanted & { count: number }>();
  for (const l of lines) {
    const ref = refOf(l.ref);
    const key = ref.toLowerCase();
    const seen = merged.get(key);
    if (seen) {
      seen.quantity += l.quantity;
      seen.count += 1;
    } else merged.set(key, { ref, name: null, productId: null, quantity: l.quantity, count: 1 });
  }
  const wanted = [...merged.values()];
  const result = await fill(
    trx,
    pharmacyId,
    wanted,
    products,
    'unknown',
    (w, p) => w.ref.toLowerCase() === p.ref.toLowerCase(),
    mode,
  );
  for (const w of wanted.filter((w) => w.count > 1)) {
    const taken = result.added.find((a) => a.ref.toLowerCase() === w.ref.toLowerCase());
    result.rejected.push({
      ref: taken?.ref ?? w.ref,
      name: taken?.name ?? null,
      product_id: taken?.product_id ?? null,
      requested: w.quantity,
      quantity: taken?.quantity ?? 0,
      reason: 'merged',
    });
  }
  return result;
}
