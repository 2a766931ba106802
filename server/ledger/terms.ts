import { type Kysely, sql } from 'kysely';
import { Code } from '../../src/contract/codes.js';
import { type Lang, formatDZD, toDinars } from '../../src/contract/constants.js';
import type { Config } from '../config.js';
import type { DB } from '../db/schema.js';
import { ApiError } from '../http/envelope.js';

/** A pharmacy's terms, the configuration's defaults where the admin set none (D86). */
export interface Terms {
  paymentTermsDays: number;
  /** centimes */
  creditLimit: number;
}

export const effectiveTerms = (
  p: { payment_terms_days: number | null; credit_limit: number | null },
  config: Pick<Config, 'credit'>,
): Terms => ({
  paymentTermsDays: p.payment_terms_days ?? config.credit.defaultTermsDays,
  creditLimit: p.credit_limit === null ? config.credit.defaultLimit : Number(p.credit_limit),
});

const DAY_MS = 86_400_000;

/** What a pharmacy owes now, in centimes, and how late its oldest unpaid invoice is. */
export interface AccountPosition {
  balance: number;
  overdue: number;
  /** whole days the oldest overdue invoice is past its due date (0 when none) */
  oldestOverdueDays: number;
}

/**
 * Balance = debits − credits; overdue = what is left of invoices past their due date. Read from the rollups the
 * ledger's triggers keep in the writing transaction (migration 039, D103): the balance row and one read of the
 * pharmacy's overdue open debits, where summing every entry and allocation cost a pharmacy with years of orders a
 * thousand rows at each offline order and account page.
 */
export async function accountPosition(db: Kysely<DB>, pharmacyId: number, now = new Date()): Promise<AccountPosition> {
  // an aggregate without GROUP BY answers one row, with no overdue debit too
  const row = await db
    .selectFrom('open_debits as d')
    .select([
      db.selectFrom('account_balances').select('balance').where('pharmacy_id', '=', pharmacyId).as('balance'),
      sql<number | null>`sum(d.left_to_pay)`.as('overdue'),
      sql<Date | null>`min(d.due_at)`.as('oldest_due'),
    ])
    .where('d.pharmacy_id', '=', pharmacyId)
    .where('d.kind', '=', 'invoice')
    .where('d.due_at', '<', now)
    .executeTakeFirstOrThrow();
  const oldest = row.oldest_due ? new Date(row.oldest_due) : null;
  return {
    balance: Number(row.balance ?? 0),
    overdue: Number(row.overdue ?? 0),
    oldestOverdueDays: oldest ? Math.floor((now.getTime() - oldest.getTime()) / DAY_MS) : 0,
  };
}

export type HoldReason = 'overdue' | 'limit' | null;

/** The account summary: the pharmacy's terms, its position, and whether offline orders are closed and why. */
export async function accountSummary(
  db: Kysely<DB>,
  config: Pick<Config, 'credit'>,
  pharmacyId: number,
  now = new Date(),
) {
  const p = await db
    .selectFrom('pharmacies')
    .select(['payment_terms_days', 'credit_limit'])
    .where('id', '=', pharmacyId)
    .executeTakeFirstOrThrow();
  const terms = effectiveTerms(p, config);
  const position = await accountPosition(db, pharmacyId, now);
  const available = Math.max(0, terms.creditLimit - position.balance);
  const hold: HoldReason =
    position.oldestOverdueDays > config.credit.holdDays ? 'overdue' : available <= 0 ? 'limit' : null;
  return {
    balance: toDinars(position.balance),
    credit_limit: toDinars(terms.creditLimit),
    available_credit: toDinars(available),
    overdue: toDinars(position.overdue),
    payment_terms_days: terms.paymentTermsDays,
    credit_hold: hold !== null,
    credit_hold_reason: hold,
    credit_hold_days: config.credit.holdDays,
  };
}

/**
 * Credit control of an offline order (special_payment), inside its transaction after the pharmacy row is locked:
 * refused (4097) when an invoice is overdue by more than CREDIT_HOLD_DAYS, or when the open balance with this order
 * (`orderTotal`, centimes) would go above the limit. The message names the available credit; the caller's
 * transaction rolls back, so nothing is created.
 */
export function refuseBeyondCredit(
  config: Pick<Config, 'credit'>,
  r: { pharmacyId: number; orderTotal: number; lang: Lang; positionBefore: AccountPosition; terms: Terms },
) {
  const available = Math.max(0, r.terms.creditLimit - r.positionBefore.balance);
  const vars = { available: formatDZD(toDinars(available), r.lang), days: config.credit.holdDays };
  const payload = {
    available_credit: toDinars(available),
    credit_limit: toDinars(r.terms.creditLimit),
    balance: toDinars(r.positionBefore.balance),
  };
  if (r.positionBefore.oldestOverdueDays > config.credit.holdDays)
    throw new ApiError(Code.CREDIT_HOLD, 'accounts.holdOverdue', { vars, payload: { ...payload, reason: 'overdue' } });
  if (r.positionBefore.balance + r.orderTotal > r.terms.creditLimit)
    throw new ApiError(Code.CREDIT_HOLD, 'accounts.overLimit', {
      vars: { ...vars, total: formatDZD(toDinars(r.orderTotal), r.lang) },
      payload: { ...payload, reason: 'limit' },
    });
}
