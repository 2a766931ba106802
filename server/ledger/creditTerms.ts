import { Code } from '../../src/contract/codes.js';
import { PAYMENT_TERMS } from '../../src/contract/accounts.js';
import { toCentimes, toDinars } from '../../src/contract/constants.js';
import { isPlainNumber } from '../../src/contract/validation.js';
import { recordAudit } from '../audit/record.js';
import type { Account } from '../auth/guard.js';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { inTransaction } from '../db/transaction.js';
import { ApiError } from '../http/envelope.js';
import { requireId } from '../http/ids.js';
import { effectiveTerms } from './terms.js';

export interface TermsForm {
  pharmacyId: number;
  /** null: back to the configuration's default */
  paymentTermsDays: number | null;
  /** centimes; null: back to the configuration's default */
  creditLimit: number | null;
}

/** The body of update_credit_terms (4001 pharmacy, 4002 terms, 4003 limit); null puts a field back to its default. */
export function termsFormOf(body: Record<string, unknown>): TermsForm {
  const pharmacyId = requireId(body.pharmacyId, 'accounts.pharmacyNotFound', Code.V4001);
  const days = body.payment_terms_days;
  if (days !== null && !(typeof days === 'number' && (PAYMENT_TERMS as readonly number[]).includes(days)))
    throw new ApiError(Code.V4002, 'accounts.badTerms', { status: 400 });
  const limit = body.credit_limit;
  if (limit !== null && !(isPlainNumber(limit) && /^\d{1,10}(\.\d{1,2})?$/.test(String(limit))))
    throw new ApiError(Code.V4003, 'accounts.badLimit', { status: 400 });
  return { pharmacyId, paymentTermsDays: days, creditLimit: limit === null ? null : toCentimes(String(limit)) };
}

/**
 * Sets a pharmacy's payment terms and credit limit (D86), row locked, audited before/after in the same transaction.
 * New terms apply to the invoices issued from now on; earlier invoices keep their due dates. Answers the terms in
 * force (the defaults where null).
 */
export async function updateCreditTerms(db: Database, config: Pick<Config, 'credit'>, admin: Account, form: TermsForm) {
  return inTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom('pharmacies')
      .select(['id', 'name', 'payment_terms_days', 'credit_limit'])
      .where('id', '=', form.pharmacyId)
      .where('deleted_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new ApiError(Code.NOT_FOUND, 'accounts.pharmacyNotFound', { status: 404 });
    const after = await trx
      .updateTable('pharmacies')
      .set({ payment_terms_days: form.paymentTermsDays, credit_limit: form.creditLimit })
      .where('id', '=', form.pharmacyId)
      .returning(['payment_terms_days', 'credit_limit'])
      .executeTakeFirstOrThrow();
    await recordAudit(trx, admin, {
      action: 'update',
      resource: 'pharmacy',
      resourceId: before.id,
      label: before.name,
      before: { payment_terms_days: before.payment_terms_days, credit_limit: before.credit_limit === null ? null : Number(before.credit_limit) },
      after: { payment_terms_days: after.payment_terms_days, credit_limit: after.credit_limit === null ? null : Number(after.credit_limit) },
    });
    const terms = effectiveTerms(after, config);
    return {
      pharmacy_id: before.id,
      payment_terms_days: terms.paymentTermsDays,
      credit_limit: toDinars(terms.creditLimit),
      uses_default_terms: after.payment_terms_days === null,
      uses_default_limit: after.credit_limit === null,
    };
  });
}
