import { sql } from 'kysely';
import type { Lang } from '../../src/contract/constants.js';
import { PRICING_LIMITS } from '../../src/contract/pricing.js';
import { recordAudit } from '../audit/record.js';
import type { Account } from '../auth/guard.js';
import type { Database } from '../db/index.js';
import { inTransaction } from '../db/transaction.js';
import { uniqueViolation } from '../http/fieldRefusals.js';
import { PricingInput } from './input.js';
import { checkScopeTargets } from './scopeTargets.js';

/** Named sets of pharmacies a price list or a promotion covers (issue 40 §1). */

export async function listPharmacyGroups(db: Database) {
  const rows = await db
    .selectFrom('pharmacy_groups as g')
    .select([
      'g.id',
      'g.name',
      sql<
        number[]
      >`coalesce((SELECT array_agg(m.pharmacy_id ORDER BY m.pharmacy_id) FROM pharmacy_group_members m WHERE m.group_id = g.id), '{}')`.as(
        'pharmacy_ids',
      ),
      'g.created_at',
      'g.updated_at',
    ])
    .orderBy(sql`lower(g.name)`)
    .orderBy('g.id')
    .execute();
  return rows.map((g) => ({ ...g, members_count: g.pharmacy_ids.length }));
}

function groupValues(input: PricingInput, body: Record<string, unknown>) {
  return {
    name: input.name(body.name),
    pharmacyIds: input.ids(body.pharmacy_ids ?? [], 'pharmacy_ids', PRICING_LIMITS.groupMembersMax),
  };
}

const nameTaken = (input: PricingInput, e: unknown): never => {
  if (uniqueViolation(e) !== null) input.refuse('name', 'nameTaken');
  throw e;
};

async function setMembers(trx: Database, groupId: number, pharmacyIds: readonly number[]) {
  await trx.deleteFrom('pharmacy_group_members').where('group_id', '=', groupId).execute();
  if (pharmacyIds.length)
    await trx
      .insertInto('pharmacy_group_members')
      .values(pharmacyIds.map((pharmacy_id) => ({ group_id: groupId, pharmacy_id })))
      .execute();
}

export async function addPharmacyGroup(db: Database, account: Account, lang: Lang, body: Record<string, unknown>) {
  const input: PricingInput = new PricingInput(lang);
  const g = groupValues(input, body);
  await checkScopeTargets(db, input, 'pharmacies', g.pharmacyIds).catch(() =>
    input.refuse('pharmacy_ids', 'badScopeIds'),
  );
  return inTransaction(db, async (trx) => {
    const created = await trx
      .insertInto('pharmacy_groups')
      .values({ name: g.name })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setMembers(trx, created.id, g.pharmacyIds);
    await recordAudit(trx, account, {
      action: 'create',
      resource: 'pharmacy_group',
      resourceId: created.id,
      label: g.name,
      after: { name: g.name, pharmacy_ids: g.pharmacyIds },
    });
    return created.id;
  }).catch((e: unknown) => nameTaken(input, e));
}

export async function updatePharmacyGroup(db: Database, account: Account, lang: Lang, body: Record<string, unknown>) {
  const input: PricingInput = new PricingInput(lang);
  const id = input.id(body.id, 'id');
  const g = groupValues(input, body);
  await checkScopeTargets(db, input, 'pharmacies', g.pharmacyIds).catch(() =>
    input.refuse('pharmacy_ids', 'badScopeIds'),
  );
  return inTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom('pharmacy_groups')
      .select(['id', 'name'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) input.refuse('id', 'notFound');
    const members = await trx
      .selectFrom('pharmacy_group_members')
      .select('pharmacy_id')
      .where('group_id', '=', id)
      .orderBy('pharmacy_id')
      .execute();
    await trx
      .updateTable('pharmacy_groups')
      .set({ name: g.name, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    await setMembers(trx, id, g.pharmacyIds);
    await recordAudit(trx, account, {
      action: 'update',
      resource: 'pharmacy_group',
      resourceId: id,
      label: g.name,
      before: { name: before.name, pharmacy_ids: members.map((m) => m.pharmacy_id) },
      after: { name: g.name, pharmacy_ids: [...g.pharmacyIds].sort((a, b) => a - b) },
    });
    return id;
  }).catch((e: unknown) => nameTaken(input, e));
}

/** Deletes a group no price list nor running promotion names (4000 otherwise: change them first). */
export async function deletePharmacyGroup(db: Database, account: Account, lang: Lang, idInput: unknown) {
  const input: PricingInput = new PricingInput(lang);
  const id = input.id(idInput, 'id');
  return inTransaction(db, async (trx) => {
    const group = await trx
      .selectFrom('pharmacy_groups')
      .select(['id', 'name'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!group) input.refuse('id', 'notFound');
    const { rows } = await sql<{ used: boolean }>`SELECT
      EXISTS (SELECT 1 FROM price_lists WHERE scope = 'group' AND ${id}::int = ANY(scope_ids))
      OR EXISTS (SELECT 1 FROM promotions WHERE scope = 'group' AND ended_at IS NULL AND ${id}::int = ANY(scope_ids)) AS used`.execute(
      trx,
    );
    if (rows[0]!.used) input.refuse('id', 'groupInUse');
    await trx.deleteFrom('pharmacy_groups').where('id', '=', id).execute();
    await recordAudit(trx, account, {
      action: 'delete',
      resource: 'pharmacy_group',
      resourceId: id,
      label: group.name,
    });
    return id;
  });
}
