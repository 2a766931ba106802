import { Code } from '../../../src/contract/codes.js';
import { PAY_INVOICES_MAX } from '../../../src/contract/accounts.js';
import { ApiError } from '../../http/envelope.js';

/** Largest PostgreSQL `integer`. */
const MAX_ID = 2_147_483_647;

/**
 * The body of pay_invoices: `invoiceIds`, 1 to PAY_INVOICES_MAX plain JSON integers, each once. A string, a float,
 * an array inside or a duplicate is refused (4001), never coerced.
 */
export function invoiceIdsOf(body: unknown): number[] {
  const ids =
    body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>).invoiceIds : undefined;
  const refuse = () =>
    new ApiError(Code.V4001, 'accounts.pay.badInvoices', { status: 400, vars: { max: PAY_INVOICES_MAX } });
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > PAY_INVOICES_MAX) throw refuse();
  for (const id of ids) if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0 || id > MAX_ID) throw refuse();
  if (new Set(ids).size !== ids.length) throw refuse();
  return ids as number[];
}
