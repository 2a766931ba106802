import { sql } from 'kysely';
import type { PromotionScope } from '../../src/contract/pricing.js';
import type { Database } from '../db/index.js';
import type { PricingInput } from './input.js';

const TARGETS = { pharmacies: 'pharmacies', group: 'pharmacy_groups', wilayas: 'wilayas' } as const;

/** Every id of a scope names something that exists (a live pharmacy, a group, a wilaya), or the call is refused. */
export async function checkScopeTargets(
  db: Database,
  input: PricingInput,
  scope: PromotionScope,
  ids: readonly number[],
) {
  if (scope === 'all' || !ids.length) return;
  const table = TARGETS[scope];
  const live = scope === 'pharmacies' ? sql`AND deleted_at IS NULL` : sql``;
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM ${sql.table(table)} WHERE id = ANY(${[...ids]}::int[]) ${live}`.execute(db);
  if (rows[0]!.n !== ids.length) input.refuse('scope_ids', 'badScopeIds');
}
