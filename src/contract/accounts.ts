import { isCalendarDay } from './algiersTime';
/** Trade accounts (issue 30): what browser and server agree on. */
export const INVOICE_STATUSES = ['open', 'partly_paid', 'paid', 'overdue'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Payment methods an admin records by hand; card payments come from the gateway only. */
export const RECORDED_METHODS = ['cash', 'cheque', 'transfer'] as const;
export type RecordedMethod = (typeof RECORDED_METHODS)[number];

/** The payment terms a pharmacy may have, in days (0: on delivery). */
export const PAYMENT_TERMS = [0, 30, 60] as const;

/** A reference or bank name's length at most. */
export const PAYMENT_REFERENCE_MAX = 64;

/** A payment reversal's reason (D102), at most this many characters. */
export const REVERSAL_REASON_MAX = 500;

/** How many invoices one card payment of several invoices may name (POST /pharmacy/pay_invoices, D98). */
export const PAY_INVOICES_MAX = 100;

/** The state of an invoice from its amount, what is left to pay and its due date. */
export function invoiceStatus(amount: number, due: number, dueAt: Date, now: Date): InvoiceStatus {
  if (due <= 0) return 'paid';
  if (dueAt.getTime() < now.getTime()) return 'overdue';
  return due < amount ? 'partly_paid' : 'open';
}

export interface Aging {
  d0_30: number;
  d31_60: number;
  d61_90: number;
  d90_plus: number;
}

/**
 * Aged buckets that add up to the balance (D89): what is left of debits by days past due, from which the credits not
 * allocated yet are taken oldest bucket first; what remains of those credits lowers d0_30 (a credit balance). Centimes.
 */
export function agedBuckets(open: Aging, unallocated: number): Aging {
  const order: (keyof Aging)[] = ['d90_plus', 'd61_90', 'd31_60', 'd0_30'];
  const out = { ...open };
  let left = unallocated;
  for (const k of order) {
    const take = Math.min(out[k], left);
    out[k] -= take;
    left -= take;
  }
  out.d0_30 -= left;
  return out;
}

/** The longest period a statement covers (D100): three years of entries stay a few thousand rows. */
export const STATEMENT_MAX_YEARS = 3;

/** What is wrong with a statement's period, as the server answers it and the form says it before sending. */
export interface StatementPeriodProblem {
  code: 4001 | 4002 | 4003;
  field: 'from' | 'to';
  message: 'accounts.statement.badDate' | 'accounts.statement.badPeriod' | 'accounts.statement.tooLong';
  vars?: { years: number };
}

/** An Algiers day YYYY-MM-DD that is a real date, as midnight UTC of that date, or null. */
export const statementDayOf = (value: unknown): Date | null =>
  isCalendarDay(value) ? new Date(`${value}T00:00:00Z`) : null;

/** The first problem of a statement period (`from` and `to` both included), or null when it can be drawn. */
export function statementPeriodProblem(from: unknown, to: unknown): StatementPeriodProblem | null {
  const start = statementDayOf(from);
  if (!start) return { code: 4001, field: 'from', message: 'accounts.statement.badDate' };
  const end = statementDayOf(to);
  if (!end) return { code: 4002, field: 'to', message: 'accounts.statement.badDate' };
  if (end < start) return { code: 4003, field: 'to', message: 'accounts.statement.badPeriod' };
  const limit = new Date(start);
  limit.setUTCFullYear(limit.getUTCFullYear() + STATEMENT_MAX_YEARS);
  if (end >= limit)
    return { code: 4003, field: 'to', message: 'accounts.statement.tooLong', vars: { years: STATEMENT_MAX_YEARS } };
  return null;
}
