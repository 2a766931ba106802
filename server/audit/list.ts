import { sql } from 'kysely';
import { Code } from '../../src/contract/codes.js';
import type { Database } from '../db/index.js';
import { ApiError } from '../http/envelope.js';
import { clampPage, iso, likePattern } from '../queries/paging.js';
import { dayAfter, parseDay } from '../stats/period.js';

export interface AuditFilters {
  /** over the actor's e-mail, the resource, its id and label, and the changed values */
  search?: unknown;
  /** the actor's e-mail (part of it) */
  actor?: unknown;
  resource?: unknown;
  /** YYYY-MM-DD, UTC days, both included */
  from?: unknown;
  to?: unknown;
}

const textOf = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, 100) : '');

function dayFilter(value: unknown): string | null {
  if (textOf(value) === '') return null;
  const day = parseDay(textOf(value));
  if (!day) throw new ApiError(Code.V4002, 'insight.auditFilterInvalid', { status: 400 });
  return day;
}

/** One page of the audit log, newest first: `{entries, total}` (D10 paging). */
export async function listAudit(db: Database, offset: unknown, limit: unknown, filters: AuditFilters) {
  const page = clampPage(offset, limit, 25);
  const from = dayFilter(filters.from);
  const to = dayFilter(filters.to);
  let q = db.selectFrom('audit_log');
  const search = textOf(filters.search);
  if (search) {
    const pattern = likePattern(search);
    q = q.where((eb) =>
      eb.or([
        eb('actor_email', 'ilike', pattern),
        eb('resource', 'ilike', pattern),
        eb('resource_id', '=', search),
        eb('resource_label', 'ilike', pattern),
        eb(sql`changes::text`, 'ilike', pattern),
      ]),
    );
  }
  const actor = textOf(filters.actor);
  if (actor) q = q.where('actor_email', 'ilike', likePattern(actor));
  const resource = textOf(filters.resource);
  if (resource) q = q.where('resource', '=', resource);
  if (from) q = q.where('at', '>=', new Date(`${from}T00:00:00Z`));
  if (to) q = q.where('at', '<', new Date(`${dayAfter(to)}T00:00:00Z`));

  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('at', 'desc').orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute(),
    q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    entries: rows.map((r) => ({
      id: Number(r.id),
      at: iso(r.at),
      actor_role: r.actor_role,
      actor_id: r.actor_id,
      actor_email: r.actor_email,
      action: r.action,
      resource: r.resource,
      resource_id: r.resource_id,
      resource_label: r.resource_label,
      changes: (typeof r.changes === 'string' ? JSON.parse(r.changes) : r.changes) as Record<
        string,
        { old: unknown; new: unknown }
      >,
    })),
  };
}
