import type { Selectable } from 'kysely';
import { type AuditResource, recordAudit } from '../audit/record.js';
import type { Account } from '../auth/guard.js';
import type { Database } from './index.js';
import type { DB } from './schema.js';

/** The tables whose rows are withdrawn rather than deleted: past orders and invoices still point at them. */
type SoftDeletable = 'products' | 'pharmacies';

interface SoftDelete<T extends SoftDeletable> {
  table: T;
  id: number;
  resource: AuditResource;
  /** what the audit log names the row by */
  label: (row: Selectable<DB[T]>) => string;
}

/**
 * Withdraws a live row (sets `deleted_at`) and audits the deletion with the row as it was, inside the caller's
 * transaction. The row as it was, or undefined when no live row has that id.
 */
export async function softDelete<T extends SoftDeletable>(
  trx: Database,
  account: Account,
  what: SoftDelete<T>,
): Promise<Selectable<DB[T]> | undefined> {
  const now = new Date();
  // one statement for both tables: they share the id, deleted_at and updated_at columns
  const table = what.table as SoftDeletable;
  const row = await trx
    .updateTable(table)
    .set({ deleted_at: now, updated_at: now })
    .where('id', '=', what.id)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (!row) return undefined;
  const before = { ...row, deleted_at: null } as Selectable<DB[T]>;
  await recordAudit(trx, account, {
    action: 'delete',
    resource: what.resource,
    resourceId: what.id,
    label: what.label(before),
    before,
  });
  return before;
}
