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
import { pharmacyAccount } from './pharmacyAccount.js';
import { effectiveTerms } from './terms.js';

interface Terms {
  /** null: the configuration's default */
  paymentTermsDays: number | null;
  /** centimes; null: the configuration's default */
  creditLimit: number | null;
}

export interface TermsForm extends Terms {
  pharmacyId: number;
  /** the terms the form showed (D104): saved only over those */
  loaded?: Terms;
}

/** Terms as sent (4002 terms, 4003 limit): 0, 30 or 60 days or null; a limit in dinars, 2 decimals at most, or null. */
function termsOf(body: Record<string, unknown>): Terms {
  const days = body.payment_terms_days;
  if (days !== null && !(typeof days === 'number' && (PAYMENT_TERMS as readonly number[]).includes(days)))
    throw new ApiError(Code.V4002, 'accounts.badTerms', { status: 400 });
  const limit = body.credit_limit;
  if (limit !== null && !(isPlainNumber(limit) && /^\d{1,10}(\.\d{1,2})?$/.test(String(limit))))
    throw new ApiError(Code.V4003, 'accounts.badLimit', { status: 400 });
  return { paymentTermsDays: days, creditLimit: limit === null ? null : toCentimes(String(limit)) };
}

/**
 * The body of update_credit_terms (4001 pharmacy, 4002 terms, 4003 limit); null puts a field back to its default.
 * `loaded`, optional (D104), holds the terms the form showed, checked by the same rules.
 */
export function termsFormOf(body: Record<string, unknown>): TermsForm {
  const pharmacyId = requireId(body.pharmacyId, 'accounts.pharmacyNotFound', Code.V4001);
  const loaded = body.loaded;
  if (loaded !== undefined && (loaded === null || typeof loaded !== 'object' || Array.isArray(loaded)))
    throw new ApiError(Code.V4002, 'accounts.badTerms', { status: 400 });
  return {
    pharmacyId,
    ...termsOf(body),
    ...(loaded === undefined ? {} : { loaded: termsOf(loaded as Record<string, unknown>) }),
  };
}

/**
 * Sets a pharmacy's payment terms and credit limit (D86), row locked, audited before/after in the same transaction.
 * Sent with the terms its form showed (D104), a save over terms changed since is refused with 4099 and the account as
 * it is now, and nothing changes.
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
    const stored = {
      days: before.payment_terms_days,
      limit: before.credit_limit === null ? null : Number(before.credit_limit),
    };
    if (form.loaded && (form.loaded.paymentTermsDays !== stored.days || form.loaded.creditLimit !== stored.limit))
      throw new ApiError(Code.STALE_EDIT, 'admin.staleEdit', {
        payload: [await pharmacyAccount(trx, config, form.pharmacyId)],
      });
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
      before: {
        payment_terms_days: before.payment_terms_days,
        credit_limit: before.credit_limit === null ? null : Number(before.credit_limit),
      },
      after: {
        payment_terms_days: after.payment_terms_days,
        credit_limit: after.credit_limit === null ? null : Number(after.credit_limit),
      },
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
