import { sql } from 'kysely';
import { Code } from '../../../src/contract/codes.js';
import { CARD_PAYMENT_METHOD, type Lang, toDinars } from '../../../src/contract/constants.js';
import { translate } from '../../../src/contract/messages/index.js';
import type { Database } from '../../db/index.js';
import { ApiError } from '../../http/envelope.js';
import { money } from '../../invoices/pdf.js';
import { respCodeText } from '../respCode.js';
import type { InvoiceAttempt } from './settle.js';

function failureKey(a: InvoiceAttempt): string {
  if (a.status === 'declined') return 'payment.declined';
  if (a.status === 'superseded') return 'accounts.pay.replaced';
  if (a.status === 'late_paid') return 'accounts.pay.latePaidRefunding';
  if (a.status === 'refunded') return 'accounts.pay.latePaidRefunded';
  if (a.status === 'expired') return 'accounts.pay.expired';
  if (a.status === 'error')
    return a.error_message?.startsWith('amount mismatch')
      ? 'accounts.pay.amountMismatch'
      : 'accounts.pay.providerUnavailable';
  return 'accounts.pay.notCompleted';
}

const leftOfDebit = sql<number>`(e.debit - coalesce((SELECT sum(a.amount) FROM allocations a WHERE a.debit_entry_id = e.id), 0))::bigint`;

/**
 * What the result page shows of an invoice payment (the order payment's paymentDetails, D17) and its invoices: what
 * was left on each when it was registered (`amount`), what this payment paid of it (`paid`) and what is left now
 * (`amount_due`); `on_account` is what of it went elsewhere (another open debit or credit on account, D99). Not
 * paid: 4221 with the same details and a `reason`, as the order payment.
 */
export async function invoicePaymentResult(db: Database, lang: Lang, a: InvoiceAttempt) {
  const paid = a.status === 'paid';
  const rows = await db
    .selectFrom('invoice_payment_items as it')
    .innerJoin('invoices as i', 'i.id', 'it.invoice_id')
    .innerJoin('ledger_entries as e', 'e.id', 'it.debit_entry_id')
    .select(['it.invoice_id', 'i.number', 'it.amount', 'it.debit_entry_id', leftOfDebit.as('left')])
    .where('it.invoice_payment_id', '=', a.id)
    .orderBy('it.position')
    .execute();
  const allocations = a.ledger_entry_id
    ? await db
        .selectFrom('allocations')
        .select(['debit_entry_id', 'amount'])
        .where('credit_entry_id', '=', a.ledger_entry_id)
        .execute()
    : [];
  const paidOn = (entry: number) =>
    allocations.filter((x) => x.debit_entry_id === entry).reduce((s, x) => s + Number(x.amount), 0);
  const invoices = rows.map((r) => ({
    invoice_id: r.invoice_id,
    invoice_no: r.number,
    amount: toDinars(Number(r.amount)),
    paid: toDinars(paidOn(r.debit_entry_id)),
    amount_due: toDinars(Number(r.left)),
  }));
  const onNamed = rows.reduce((s, r) => s + paidOn(r.debit_entry_id), 0);
  const key = paid ? 'accounts.pay.paid' : failureKey(a);
  const defaultDesc = translate(lang, paid ? 'payment.respCode.00' : 'payment.respCode.declined');
  const gatewayText = respCodeText(lang, a.resp_code, a.resp_code_desc);
  const paymentDetails = {
    respCode: a.resp_code,
    respCode_desc: gatewayText ?? (paid ? defaultDesc : translate(lang, key, { reason: defaultDesc })),
    orderId: a.provider_order_id,
    orderNumber: a.order_number,
    approvalCode: a.approval_code,
    pan: a.pan_masked,
    date: (a.confirmed_at ?? a.updated_at).toISOString(),
    paymentMethod: CARD_PAYMENT_METHOD,
    amount: toDinars(Number(a.amount)),
  };
  const payload = { paymentDetails, invoices, on_account: paid ? toDinars(Number(a.amount) - onNamed) : 0 };
  if (!paid) {
    const vars = { reason: gatewayText ?? defaultDesc, amount: money(Number(a.amount), lang) };
    const reason = translate(lang, key, vars);
    const lateRefund = a.status === 'late_paid' ? 'pending' : a.status === 'refunded' ? 'done' : undefined;
    throw new ApiError(Code.PAYMENT_FAILED, key, {
      status: 422,
      vars,
      payload: {
        ...payload,
        reason,
        pending: a.status === 'registered',
        ...(lateRefund && { late_refund: lateRefund }),
      },
    });
  }
  return { key, payload };
}
