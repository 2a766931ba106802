import { Code } from '../../src/contract/codes.js';
import { PAYMENT_REFERENCE_MAX, RECORDED_METHODS, type RecordedMethod } from '../../src/contract/accounts.js';
import { type Lang, toDinars } from '../../src/contract/constants.js';
import { recordAudit } from '../audit/record.js';
import type { Account } from '../auth/guard.js';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { inTransaction } from '../db/transaction.js';
import { ApiError } from '../http/envelope.js';
import { idOf, requireId } from '../http/ids.js';
import { refundAmountOf } from '../payments/refund.js';
import { postPayment } from './ledger.js';
import { renderReceipt } from './receiptPdf.js';
import { accountPosition } from './terms.js';

export interface PaymentForm {
  pharmacyId: number;
  /** centimes */
  amount: number;
  method: RecordedMethod;
  reference: string | null;
  bank: string | null;
  invoiceIds: number[];
}

const refuse = (key: string, code: number = Code.V4001, vars?: Record<string, string | number>) =>
  new ApiError(code, key, { status: 400, vars });

/** A text field as given (a string, never coerced), trimmed; null when absent or empty. */
function optionalText(value: unknown, key: string, code: number): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.trim().length > PAYMENT_REFERENCE_MAX)
    throw refuse(key, code, { max: PAYMENT_REFERENCE_MAX });
  return value.trim() || null;
}

/**
 * The body of record_payment, checked field by field (4001 pharmacy, 4002 amount, 4003 method, 4004 reference,
 * 4005 bank, 4006 invoices): a cheque needs its number and bank, a transfer its reference; cash may go without.
 */
export function paymentFormOf(body: Record<string, unknown>): PaymentForm {
  const pharmacyId = requireId(body.pharmacyId, 'accounts.pharmacyNotFound', Code.V4001);
  const amount = refundAmountOf(body.amount);
  if (amount === null) throw refuse('accounts.badAmount', Code.V4002);
  const method = body.method;
  if (typeof method !== 'string' || !(RECORDED_METHODS as readonly string[]).includes(method))
    throw refuse('accounts.badMethod', Code.V4003);
  const reference = optionalText(body.reference, 'accounts.referenceRequired', Code.V4004);
  const bank = optionalText(body.bank, 'accounts.bankRequired', Code.V4005);
  if (method !== 'cash' && !reference)
    throw refuse('accounts.referenceRequired', Code.V4004, { max: PAYMENT_REFERENCE_MAX });
  if (method === 'cheque' && !bank) throw refuse('accounts.bankRequired', Code.V4005, { max: PAYMENT_REFERENCE_MAX });
  let invoiceIds: number[] = [];
  if (body.invoiceIds !== undefined && body.invoiceIds !== null) {
    if (!Array.isArray(body.invoiceIds) || body.invoiceIds.length > 100)
      throw refuse('accounts.badInvoices', Code.V4006);
    const ids = body.invoiceIds.map((v) => idOf(v));
    if (ids.includes(null) || new Set(ids).size !== ids.length) throw refuse('accounts.badInvoices', Code.V4006);
    invoiceIds = ids as number[];
  }
  return {
    pharmacyId,
    amount,
    method: method as RecordedMethod,
    reference,
    bank: method === 'cheque' ? bank : null,
    invoiceIds,
  };
}

/**
 * Records a payment received from a pharmacy (D90), in the caller's transaction: under the pharmacy's row lock, the
 * chosen invoices (its own invoices with something left to pay) are paid first, in the order given, then its oldest
 * open debits; what is left stays on account. Audited in the same transaction. The admin's record_payment and the
 * confirmation of a franchisee's cash collection (D96) both write through here.
 */
export async function postRecordedPayment(trx: Database, admin: Account, form: PaymentForm) {
  const pharmacy = await trx
    .selectFrom('pharmacies')
    .select(['id', 'name', 'wilaya_id'])
    .where('id', '=', form.pharmacyId)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!pharmacy) throw new ApiError(Code.NOT_FOUND, 'accounts.pharmacyNotFound', { status: 404 });
  let debitIds: number[] = [];
  if (form.invoiceIds.length) {
    const chosen = await trx
      .selectFrom('invoices as i')
      .innerJoin('ledger_entries as e', (j) => j.onRef('e.order_id', '=', 'i.order_id').on('e.kind', '=', 'invoice'))
      .select(['i.id as invoice_id', 'e.id as entry_id'])
      .where('i.id', 'in', form.invoiceIds)
      .where('e.pharmacy_id', '=', pharmacy.id)
      .execute();
    if (chosen.length !== form.invoiceIds.length) throw refuse('accounts.badInvoices', Code.V4006);
    debitIds = form.invoiceIds.map((id) => chosen.find((c) => c.invoice_id === id)!.entry_id);
  }
  const { entryId, allocated } = await postPayment(trx, {
    pharmacyId: pharmacy.id,
    wilayaId: pharmacy.wilaya_id,
    amount: form.amount,
    method: form.method,
    reference: form.reference,
    bank: form.bank,
    createdBy: admin.id,
    debitIds,
  });
  await recordAudit(trx, admin, {
    action: 'create',
    resource: 'payment',
    resourceId: entryId,
    label: pharmacy.name,
    after: {
      pharmacy_id: pharmacy.id,
      amount: form.amount,
      method: form.method,
      reference: form.reference,
      bank: form.bank,
    },
  });
  const position = await accountPosition(trx, pharmacy.id);
  return { entryId, allocated, balance: position.balance };
}

/** What record_payment answers about a payment written: its allocations, the balance after it, the receipt PDF (base64). */
export async function paymentAnswer(
  db: Database,
  config: Config,
  done: { entryId: number; balance: number },
  amount: number,
  lang: Lang,
) {
  const invoices = await db
    .selectFrom('allocations as a')
    .innerJoin('ledger_entries as e', 'e.id', 'a.debit_entry_id')
    .leftJoin('invoices as i', 'i.order_id', 'e.order_id')
    .select(['i.id as invoice_id', 'i.number as invoice_no', 'e.kind', 'a.amount'])
    .where('a.credit_entry_id', '=', done.entryId)
    .orderBy('a.id')
    .execute();
  const allocatedTotal = invoices.reduce((s, r) => s + Number(r.amount), 0);
  const receipt = await renderReceipt(db, config, done.entryId, lang);
  return {
    payment_id: done.entryId,
    amount: toDinars(amount),
    allocations: invoices.map((r) => ({
      invoice_id: r.invoice_id,
      invoice_no: r.invoice_no,
      amount: toDinars(Number(r.amount)),
    })),
    unallocated: toDinars(amount - allocatedTotal),
    balance: toDinars(done.balance),
    receipt: receipt?.pdf.toString('base64') ?? null,
  };
}

/** Records a payment received from a pharmacy (postRecordedPayment) and answers it with the receipt in the admin's language. */
export async function recordPayment(db: Database, config: Config, admin: Account, form: PaymentForm, lang: Lang) {
  const done = await inTransaction(db, (trx) => postRecordedPayment(trx, admin, form));
  return paymentAnswer(db, config, done, form.amount, lang);
}
