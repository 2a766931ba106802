import { Code } from '../../src/contract/codes.js';
import { CARRIER_NAME_LENGTH, TRACKING_PLACEHOLDER, TRACKING_URL_MAX } from '../../src/contract/fulfilment.js';
import { recordAudit } from '../audit/record.js';
import type { Account } from '../auth/guard.js';
import type { Database } from '../db/index.js';
import { inTransaction } from '../db/transaction.js';
import { ApiError } from '../http/envelope.js';
import { uniqueViolation } from '../http/fieldRefusals.js';

/** Carriers a shipment leaves with (name, tracking URL template holding `{tracking}`), D58. */

const COLUMNS = ['id', 'name', 'tracking_url_template', 'is_demo', 'active'] as const;

export const listCarriers = (db: Database, all = true) => {
  let q = db.selectFrom('carriers').select(COLUMNS).orderBy('active', 'desc').orderBy('name');
  if (!all) q = q.where('active', '=', true);
  return q.execute();
};

export const activeCarrier = (db: Database, id: number) =>
  db.selectFrom('carriers').select(COLUMNS).where('id', '=', id).where('active', '=', true).executeTakeFirst();

export interface CarrierInput {
  name: string;
  tracking_url_template: string | null;
  active: boolean;
}

/** The carrier form's values, refused per field; nothing coerced. */
export function carrierInputOf(body: {
  name?: unknown;
  tracking_url_template?: unknown;
  active?: unknown;
}): CarrierInput {
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (name.length < CARRIER_NAME_LENGTH.min || name.length > CARRIER_NAME_LENGTH.max)
    throw new ApiError(Code.V4002, 'carrier.name', { status: 400, vars: { ...CARRIER_NAME_LENGTH } });
  const raw = body.tracking_url_template;
  let template: string | null = null;
  if (raw !== undefined && raw !== null && raw !== '') {
    if (typeof raw !== 'string')
      throw new ApiError(Code.V4002, 'carrier.template', { status: 400, vars: { max: TRACKING_URL_MAX } });
    template = raw.trim();
    if (
      template.length > TRACKING_URL_MAX ||
      !/^https:\/\/[^\s]+$/.test(template) ||
      !template.includes(TRACKING_PLACEHOLDER)
    )
      throw new ApiError(Code.V4002, 'carrier.template', { status: 400, vars: { max: TRACKING_URL_MAX } });
  }
  if (body.active !== undefined && typeof body.active !== 'boolean')
    throw new ApiError(Code.V4002, 'carrier.name', { status: 400, vars: { ...CARRIER_NAME_LENGTH } });
  return { name, tracking_url_template: template, active: body.active ?? true };
}

const nameTaken = (error: unknown) => {
  if (uniqueViolation(error) !== null) return new ApiError(Code.CONFLICT, 'carrier.nameTaken');
  return error;
};

export async function addCarrier(db: Database, account: Account, input: CarrierInput) {
  try {
    return await inTransaction(db, async (trx) => {
      const row = await trx.insertInto('carriers').values(input).returning(COLUMNS).executeTakeFirstOrThrow();
      await recordAudit(trx, account, {
        action: 'create',
        resource: 'carrier',
        resourceId: row.id,
        label: row.name,
        before: null,
        after: input,
      });
      return row;
    });
  } catch (error) {
    throw nameTaken(error);
  }
}

export async function updateCarrier(db: Database, account: Account, id: number, input: CarrierInput) {
  try {
    return await inTransaction(db, async (trx) => {
      const before = await trx
        .selectFrom('carriers')
        .select(COLUMNS)
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!before) throw new ApiError(Code.NOT_FOUND, 'carrier.notFound', { status: 404 });
      const row = await trx
        .updateTable('carriers')
        .set(input)
        .where('id', '=', id)
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      await recordAudit(trx, account, {
        action: 'update',
        resource: 'carrier',
        resourceId: id,
        label: row.name,
        before,
        after: row,
      });
      return row;
    });
  } catch (error) {
    throw nameTaken(error);
  }
}
