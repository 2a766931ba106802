import { toDinars } from '../../src/contract/constants.js';
import type { Account } from '../auth/guard.js';
import type { Database } from '../db/index.js';

export type AuditAction = 'create' | 'update' | 'delete';
export const AUDIT_RESOURCES = [
  'franchisee',
  'pharmacy',
  'product',
  'product_image',
  'category',
  'order',
  'refund',
  'shipment',
  'carrier',
  'holiday',
  'dispute',
  'credit_note',
  'cancellation',
  'lot',
  'payment',
  'recall',
  'collection',
  'price_list',
  'pharmacy_group',
  'promotion',
] as const;
export type AuditResource = (typeof AUDIT_RESOURCES)[number];

export type Change = { old: unknown; new: unknown };

/** Never written to the log, whatever the table: credentials, tokens, card data. */
const SECRET = /password|token|hash|secret|captcha|card|pan|cvv|raw/i;
/**
 * Bookkeeping that every write moves and nobody asks about (search_text, search_name: a product's or pharmacy's texts folded for search;
 * version: the edit version the database bumps with every change of a form's fields, migration 019).
 */
const NOISE = new Set(['updated_at', 'created_at', 'id', 'search_text', 'search_name', 'version']);
/** Integer centimes in the database: the log shows dinars, like the screens (D3). */
const MONEY = new Set([
  'cost',
  'price',
  'customer_price',
  'total',
  'amount',
  'refunded_amount',
  'price_without_tax',
  'tax_amount',
  'stamp_duty',
  'credit_limit',
]);

function plain(field: string, value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (MONEY.has(field) && typeof value === 'number') return toDinars(value);
  return value;
}

/** The fields whose value differs between two versions of a row (either may be missing: create, delete). */
export function changedFields(
  before: object | null | undefined,
  after: object | null | undefined,
): Record<string, Change> {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const changes: Record<string, Change> = {};
  for (const field of new Set([...Object.keys(b), ...Object.keys(a)])) {
    if (SECRET.test(field) || NOISE.has(field)) continue;
    const old = plain(field, b[field]);
    const now = plain(field, a[field]);
    if (JSON.stringify(old) !== JSON.stringify(now)) changes[field] = { old, new: now };
  }
  return changes;
}

export interface AuditEntry {
  action: AuditAction;
  resource: AuditResource;
  resourceId: number | string;
  /** what a person recognises the thing by: a name, a reference, an order number */
  label?: string | null;
  before?: object | null;
  after?: object | null;
}

/**
 * Writes one audit entry for an admin's or franchisee's write. Call it with the write's transaction, after the
 * write: the entry exists exactly when the change does. An update that changed nothing leaves no entry.
 */
export async function recordAudit(trx: Database, actor: Account, entry: AuditEntry): Promise<void> {
  const changes = changedFields(entry.before, entry.after);
  if (entry.action === 'update' && Object.keys(changes).length === 0) return;
  const table = actor.role === 'admin' ? 'admins' : actor.role === 'franchise' ? 'franchisees' : 'pharmacies';
  const who = await trx.selectFrom(table).select('email').where('id', '=', actor.id).executeTakeFirst();
  await trx
    .insertInto('audit_log')
    .values({
      actor_role: actor.role,
      actor_id: actor.id,
      actor_email: who?.email ?? '',
      action: entry.action,
      resource: entry.resource,
      resource_id: String(entry.resourceId),
      resource_label: entry.label ?? '',
      changes: JSON.stringify(changes),
    })
    .execute();
}

/**
 * An audit entry for a change a background job made on its own (issue 29: the midnight move of lots): the actor is
 * the system (role "system", id 0) and the job's name stands where an account's email would.
 */
export async function recordJobAudit(trx: Database, jobName: string, entry: AuditEntry): Promise<void> {
  const changes = changedFields(entry.before, entry.after);
  if (entry.action === 'update' && Object.keys(changes).length === 0) return;
  await trx
    .insertInto('audit_log')
    .values({
      actor_role: 'system',
      actor_id: 0,
      actor_email: jobName,
      action: entry.action,
      resource: entry.resource,
      resource_id: String(entry.resourceId),
      resource_label: entry.label ?? '',
      changes: JSON.stringify(changes),
    })
    .execute();
}
