import { Code } from '../../src/contract/codes.js';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { ApiError } from '../http/envelope.js';
import { accountSummary } from './terms.js';

/**
 * One pharmacy's account as the admin reads it (issue 30 §5): the summary the pharmacy itself reads, with its name,
 * wilaya and whether its terms and limit are the configuration's defaults (the terms form shows them). 4041 when the
 * pharmacy does not exist or was deleted.
 */
export async function pharmacyAccount(db: Database, config: Pick<Config, 'credit'>, pharmacyId: number) {
  const p = await db
    .selectFrom('pharmacies')
    .select(['id', 'name', 'wilaya_id', 'payment_terms_days', 'credit_limit'])
    .where('id', '=', pharmacyId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!p) throw new ApiError(Code.NOT_FOUND, 'accounts.pharmacyNotFound', { status: 404 });
  return {
    id: p.id,
    pharmacy_id: p.id,
    name: p.name,
    wilaya_id: p.wilaya_id,
    ...(await accountSummary(db, config, p.id)),
    uses_default_terms: p.payment_terms_days === null,
    uses_default_limit: p.credit_limit === null,
  };
}
