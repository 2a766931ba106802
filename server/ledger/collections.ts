import { sql } from 'kysely';
import { Code } from '../../src/contract/codes.js';
import { COLLECTION_REASON_MAX, type CollectionStatus, COLLECTION_STATUSES } from '../../src/contract/receivables.js';
import { type Lang, toDinars } from '../../src/contract/constants.js';
import { translate } from '../../src/contract/messages/index.js';
import { recordAudit } from '../audit/record.js';
import type { Account } from '../auth/guard.js';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { inTransaction } from '../db/transaction.js';
import { ApiError } from '../http/envelope.js';
import { requireId } from '../http/ids.js';
import { clampPage } from '../queries/paging.js';
import { type PaymentForm, paymentAnswer, paymentFormOf, postRecordedPayment } from './recordPayment.js';

/**
 * Cash collected by a franchisee, confirmed by the admin (issue 30 §5, D96). A collection waits as `pending`
 * (nothing on the ledger); the admin's confirmation writes it as a cash payment through record_payment's own path
 * (postRecordedPayment: the pharmacy's row lock, the chosen invoices first, audited), or rejects it with a reason.
 * The collection's row is locked first, so two confirmations at once write one payment.
 */

const notFound = () => new ApiError(Code.NOT_FOUND, 'accounts.pharmacyNotFound', { status: 404 });

/** Refused when the configuration does not let franchisees record collections (FRANCHISE_CASH_COLLECTION). */
export function requireCollections(config: Pick<Config, 'franchiseCashCollection'>) {
  if (!config.franchiseCashCollection)
    throw new ApiError(Code.FORBIDDEN, 'receivables.collectionsDisabled', { status: 403 });
}

/** The body of record_collection: {pharmacyId, amount, reference?, invoiceIds?}, read as record_payment reads a cash payment. */
export function collectionFormOf(body: Record<string, unknown>): PaymentForm {
  // a plain JSON number, never a string (no coercion)
  if (typeof body.amount !== 'number') throw new ApiError(Code.V4002, 'accounts.badAmount', { status: 400 });
  return paymentFormOf({
    pharmacyId: body.pharmacyId,
    amount: body.amount,
    method: 'cash',
    reference: body.reference,
    invoiceIds: body.invoiceIds,
  });
}

/** Records a pending collection for a pharmacy of the franchisee's wilaya (another wilaya's: 4041, as if absent). Audited. */
export async function recordCollection(
  db: Database,
  franchise: Account & { wilayaId: number },
  form: PaymentForm,
  lang: Lang,
) {
  const id = await inTransaction(db, async (trx) => {
    const pharmacy = await trx
      .selectFrom('pharmacies')
      .select(['id', 'name', 'wilaya_id'])
      .where('id', '=', form.pharmacyId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!pharmacy || pharmacy.wilaya_id !== franchise.wilayaId) throw notFound();
    if (form.invoiceIds.length) {
      const own = await trx
        .selectFrom('invoices as i')
        .innerJoin('ledger_entries as e', (j) => j.onRef('e.order_id', '=', 'i.order_id').on('e.kind', '=', 'invoice'))
        .select('i.id')
        .where('i.id', 'in', form.invoiceIds)
        .where('e.pharmacy_id', '=', pharmacy.id)
        .execute();
      if (own.length !== form.invoiceIds.length)
        throw new ApiError(Code.V4006, 'accounts.badInvoices', { status: 400 });
    }
    const row = await trx
      .insertInto('cash_collections')
      .values({
        pharmacy_id: pharmacy.id,
        wilaya_id: pharmacy.wilaya_id,
        franchisee_id: franchise.id,
        amount: form.amount,
        reference: form.reference,
        invoice_ids: form.invoiceIds,
        created_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, franchise, {
      action: 'create',
      resource: 'collection',
      resourceId: row.id,
      label: pharmacy.name,
      after: { pharmacy_id: pharmacy.id, amount: form.amount, reference: form.reference, status: 'pending' },
    });
    return row.id;
  });
  return (await listCollections(db, lang, { offset: 0, limit: 1 }, { id }))!.collections[0]!;
}

/** The collections, newest first: all (the admin) or a wilaya's (its franchisee), optionally of one state. */
export async function listCollections(
  db: Database,
  lang: Lang,
  page: { offset: unknown; limit: unknown },
  o: { wilayaId?: number; status?: CollectionStatus; id?: number } = {},
) {
  const { offset, limit } = clampPage(page.offset, page.limit);
  const base = db
    .selectFrom('cash_collections as c')
    .$if(o.wilayaId !== undefined, (q) => q.where('c.wilaya_id', '=', o.wilayaId!))
    .$if(o.status !== undefined, (q) => q.where('c.status', '=', o.status!))
    .$if(o.id !== undefined, (q) => q.where('c.id', '=', o.id!));
  const [rows, count] = await Promise.all([
    base
      .innerJoin('pharmacies as p', 'p.id', 'c.pharmacy_id')
      .leftJoin('franchisees as f', 'f.id', 'c.franchisee_id')
      .select([
        'c.id',
        'c.pharmacy_id',
        'p.name as pharmacy_name',
        'c.wilaya_id',
        'c.amount',
        'c.reference',
        'c.invoice_ids',
        'c.status',
        'c.payment_entry_id',
        'c.reason',
        'c.created_at',
        'c.decided_at',
        sql<string | null>`f.first_name || ' ' || f.last_name`.as('franchisee_name'),
      ])
      .orderBy('c.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    collections: rows.map((r) => ({
      id: r.id,
      pharmacy_id: r.pharmacy_id,
      pharmacy_name: r.pharmacy_name,
      wilaya_id: r.wilaya_id,
      franchisee_name: r.franchisee_name,
      amount: toDinars(Number(r.amount)),
      reference: r.reference,
      invoice_ids: r.invoice_ids ?? [],
      status: r.status,
      status_label: translate(lang, `receivables.collectionStatus.${r.status}`),
      reason: r.reason,
      payment_id: r.payment_entry_id,
      created_at: new Date(r.created_at).toISOString(),
      decided_at: r.decided_at ? new Date(r.decided_at).toISOString() : null,
    })),
    total: count.n,
  };
}

/** A status filter from the query string (absent: every state). */
export function collectionStatusOf(value: unknown): CollectionStatus | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !(COLLECTION_STATUSES as readonly string[]).includes(value))
    throw new ApiError(Code.V4002, 'receivables.badCollectionStatus', { status: 400 });
  return value as CollectionStatus;
}

/** Locks a pending collection (first in the lock order of a confirmation), or refuses: 4041 absent, 4095 decided. */
async function lockPending(trx: Database, id: number) {
  const c = await trx.selectFrom('cash_collections').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!c) throw new ApiError(Code.NOT_FOUND, 'receivables.collectionNotFound', { status: 404 });
  if (c.status !== 'pending')
    throw new ApiError(Code.STATE_CONFLICT, 'receivables.collectionDecided', { status: 409, vars: { id } });
  return c;
}

/** The admin confirms a collection: a cash payment on the ledger, written once. Answers as record_payment, with the collection's id. */
export async function confirmCollection(
  db: Database,
  config: Config,
  admin: Account,
  body: Record<string, unknown>,
  lang: Lang,
) {
  const id = requireId(body.collectionId, 'receivables.collectionNotFound', Code.V4001);
  let amount = 0;
  const done = await inTransaction(db, async (trx) => {
    const c = await lockPending(trx, id);
    amount = Number(c.amount);
    const paid = await postRecordedPayment(trx, admin, {
      pharmacyId: c.pharmacy_id,
      amount,
      method: 'cash',
      reference: c.reference,
      bank: null,
      invoiceIds: c.invoice_ids ?? [],
    });
    await trx
      .updateTable('cash_collections')
      .set({ status: 'confirmed', payment_entry_id: paid.entryId, decided_by: admin.id, decided_at: new Date() })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, admin, {
      action: 'update',
      resource: 'collection',
      resourceId: id,
      before: { status: 'pending' },
      after: { status: 'confirmed', payment_id: paid.entryId },
    });
    return paid;
  });
  return { collection_id: id, ...(await paymentAnswer(db, config, done, amount, lang)) };
}

/** The admin rejects a collection with a reason (1 to COLLECTION_REASON_MAX characters): nothing reaches the ledger. */
export async function rejectCollection(db: Database, admin: Account, body: Record<string, unknown>) {
  const id = requireId(body.collectionId, 'receivables.collectionNotFound', Code.V4001);
  const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
  if (!reason || reason.length > COLLECTION_REASON_MAX)
    throw new ApiError(Code.V4002, 'receivables.reasonRequired', { status: 400, vars: { max: COLLECTION_REASON_MAX } });
  return inTransaction(db, async (trx) => {
    await lockPending(trx, id);
    await trx
      .updateTable('cash_collections')
      .set({ status: 'rejected', reason, decided_by: admin.id, decided_at: new Date() })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, admin, {
      action: 'update',
      resource: 'collection',
      resourceId: id,
      before: { status: 'pending' },
      after: { status: 'rejected', reason },
    });
    return { collection_id: id, status: 'rejected' as const, reason };
  });
}
