import type { Lang } from '../../src/contract/constants.js';
import type { Database } from '../db/index.js';
import { waitingRequestOf } from './availability.js';
import { noteOutOfStockSearch } from './demand.js';
import { quotasLeft } from './quotas.js';
import { substitutesFor } from './substitutes.js';

type Page<T> = T[] | { products: T[]; total: number };

type Item = { id: number; quantity: number };

/**
 * Storefront items (a list or a page) with the reading pharmacy's quota left on each (issue 41 §4). `search`, the
 * words the pharmacy searched for: the out-of-stock products it found are noted as unserved demand (§5).
 */
export async function withQuotasLeft<T extends Item>(
  db: Database,
  pharmacyId: number,
  answer: T[],
  search?: string,
): Promise<(T & QuotaFields)[]>;
export async function withQuotasLeft<T extends Item>(
  db: Database,
  pharmacyId: number,
  answer: Page<T>,
  search?: string,
): Promise<Page<T & QuotaFields>>;
export async function withQuotasLeft<T extends Item>(
  db: Database,
  pharmacyId: number,
  answer: Page<T>,
  search?: string,
) {
  const items = Array.isArray(answer) ? answer : answer.products;
  if (search?.trim())
    noteOutOfStockSearch(
      pharmacyId,
      items.filter((i) => i.quantity <= 0).map((i) => i.id),
    );
  const left = await quotasLeft(
    db,
    pharmacyId,
    items.map((i) => i.id),
  );
  const withQuota = items.map((i) => ({ ...i, ...quotaFieldsOf(left.get(i.id)) }));
  return Array.isArray(answer) ? withQuota : { products: withQuota, total: answer.total };
}

export interface QuotaFields {
  quota_left: number | null;
  quota_period_days: number | null;
}

export const quotaFieldsOf = (q: { left: number; periodDays: number } | undefined): QuotaFields => ({
  quota_left: q?.left ?? null,
  quota_period_days: q?.periodDays ?? null,
});

/** What product_details adds for a pharmacy (issue 41): its quota left, the substitutes in stock, its waiting request. */
export async function shortageDetails(db: Database, pharmacyId: number, lang: Lang, productId: number) {
  const [left, substitutes, requestId] = await Promise.all([
    quotasLeft(db, pharmacyId, [productId]),
    substitutesFor(db, pharmacyId, lang, [productId]),
    waitingRequestOf(db, pharmacyId, productId),
  ]);
  return {
    ...quotaFieldsOf(left.get(productId)),
    substitutes: substitutes.get(productId) ?? [],
    availability_request_id: requestId,
  };
}
