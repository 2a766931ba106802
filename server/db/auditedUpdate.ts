import type { Selectable, Updateable } from 'kysely';
import { type AuditResource, recordAudit } from '../audit/record.js';
import type { Account } from '../auth/guard.js';
import type { Database } from './index.js';
import type { DB } from './schema.js';

/** The back office's edited tables: each has an id and updated_at, the soft-deletable ones deleted_at. */
type Edited = 'products' | 'pharmacies' | 'franchisees' | 'categories';

/**
 * A save over a newer version of the row (D23): thrown before anything changed, with the version the row is at.
 * The route answers it with the record as it is now.
 */
export class StaleEdit extends Error {
  constructor(public readonly currentVersion: number) {
    super('stale edit');
  }
}

interface AuditedUpdate<T extends Edited> {
  table: T;
  id: number;
  resource: AuditResource;
  /** the new values, or worked out from the locked row (a stock change applied to the stock as it is now) */
  set: Updateable<DB[T]> | ((before: Selectable<DB[T]>) => Updateable<DB[T]>);
  /** the version the form was read at: a row at another version is refused with StaleEdit; none sent, not checked */
  version?: number;
  /** what the audit log names the row by (as it is after the change) */
  label: (row: Selectable<DB[T]>) => string;
  /** thrown when no row (no live row, for products and pharmacies) has that id */
  notFound: () => Error;
  /** more work of the same transaction once the row is changed (a stock edit moving its lots, D81) */
  alongside?: (trx: Database, before: Selectable<DB[T]>, after: Selectable<DB[T]>) => Promise<void>;
  /** what a failure of the update becomes (a unique index refusing the change, worded for the form) */
  refusal?: (error: unknown) => unknown;
}

/**
 * An edit of the back office: the row is locked, its version checked, changed and audited with its values before
 * and after, in one transaction; a withdrawn product or pharmacy is not found. The version is bumped by the
 * database's trigger (migration 019) when a watched column changes.
 */
export async function auditedUpdate<T extends Edited>(
  db: Database,
  account: Account,
  what: AuditedUpdate<T>,
): Promise<void> {
  // one statement for the four tables: they share the id column, and deleted_at where it exists
  const table = what.table as Edited;
  const live = table === 'products' || table === 'pharmacies';
  await db
    .transaction()
    .execute(async (trx) => {
      let locked = trx.selectFrom(table).selectAll().where('id', '=', what.id);
      if (live) locked = locked.where('deleted_at' as never, 'is', null);
      const before = await locked.forUpdate().executeTakeFirst();
      if (!before) throw what.notFound();
      if (what.version !== undefined && before.version !== what.version) throw new StaleEdit(before.version);
      const set = typeof what.set === 'function' ? what.set(before as Selectable<DB[T]>) : what.set;
      const after = await trx
        .updateTable(table)
        .set(set as Updateable<DB[Edited]>)
        .where('id', '=', what.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (what.alongside) await what.alongside(trx, before as Selectable<DB[T]>, after as Selectable<DB[T]>);
      const label = what.label(after as Selectable<DB[T]>);
      await recordAudit(trx, account, {
        action: 'update',
        resource: what.resource,
        resourceId: what.id,
        label,
        before,
        after,
      });
    })
    .catch((e: unknown) => {
      throw what.refusal ? what.refusal(e) : e;
    });
}
