import { fileResponse, response } from '../../../src/contract/answers/envelope.js';
import { ReceivablePage } from '../../../src/contract/answers/accounts.js';
import { CreditTerms, PaymentRecorded, PaymentReversed } from '../../../src/contract/answers/ledger.js';
import { Type } from 'typebox';
import { Code } from '../../../src/contract/codes.js';
import type { AppContext } from '../../context.js';
import { ApiError, ok } from '../../http/envelope.js';
import { idOf } from '../../http/ids.js';
import { idempotency } from '../../http/idempotency.js';
import { sendPdf } from '../../http/pdfReply.js';
import { listReceivables } from '../../ledger/accountLists.js';
import { termsFormOf, updateCreditTerms } from '../../ledger/creditTerms.js';
import { receiptFileName, renderReceipt } from '../../ledger/receiptPdf.js';
import { statementOf, statementPeriodOf } from '../../ledger/statement.js';
import { renderStatement, statementFileName } from '../../ledger/statementPdf.js';
import { paymentFormOf, recordPayment } from '../../ledger/recordPayment.js';
import { reversalFormOf, reversePayment } from '../../ledger/reversePayment.js';
import type { AreaApp } from '../area.js';
import { idParams, pageParams, statementQuery } from '../backOfficeSchemas.js';
import { checkedByHandler, idempotencyKeyHeader } from '../schemaParts.js';
import { adminDoc } from './input.js';

export const receivablesQuery = Type.Object({
  wilaya: Type.Optional(Type.String({ description: 'a wilaya id: only its pharmacies' })),
});

/** Issue 30: trade accounts in the back office — terms, payments received, receivables (docs/accounts.md). */
export function registerAccountAdminRoutes(app: AreaApp, { db, config }: AppContext) {
  const idem = idempotency(db);

  app.put(
    '/admin/update_credit_terms',
    {
      schema: {
        ...adminDoc(
          "Addition (issue 30): a pharmacy's payment terms and credit limit, {pharmacyId, payment_terms_days: 0|30|60|null, credit_limit: dinars|null}; null puts the configuration's default back (DEFAULT_PAYMENT_TERMS_DAYS, DEFAULT_CREDIT_LIMIT). New terms apply to invoices issued from now on. Audited. Answers the terms in force",
        ),
        body: Type.Object({
          pharmacyId: checkedByHandler(),
          payment_terms_days: checkedByHandler(),
          credit_limit: checkedByHandler(),
          loaded: checkedByHandler(
            'Addition (D104), optional: {payment_terms_days, credit_limit}, the terms the form showed (null: the default). Terms changed since answer 4099 (HTTP 409) with the account as it is now in payload[0], and nothing is saved. Not sent: not checked',
          ),
        }),
        response: response(CreditTerms),
      },
    },
    async (request, reply) => {
      const form = termsFormOf(request.body as Record<string, unknown>);
      return ok(request, reply, await updateCreditTerms(db, config, request.account, form), 'accounts.termsUpdated');
    },
  );

  app.post(
    '/admin/record_payment',
    {
      preHandler: idem.preHandler,
      onSend: idem.onSend,
      schema: {
        ...adminDoc(
          "Addition (issue 30): records a payment received, {pharmacyId, amount (dinars), method: cash|cheque|transfer, reference (cheque or transfer number; optional for cash), bank (a cheque's), invoiceIds?}. Paid to the chosen invoices first, in the order given, then to the oldest due; what is left stays on account. Answers {payment_id, amount, allocations: [{invoice_id, invoice_no, amount}], unallocated, balance, receipt (PDF, base64)}",
        ),
        headers: idempotencyKeyHeader('Record'),
        body: Type.Object({
          pharmacyId: checkedByHandler(),
          amount: checkedByHandler(),
          method: checkedByHandler(),
          reference: checkedByHandler(),
          bank: checkedByHandler(),
          invoiceIds: checkedByHandler(),
        }),
        response: response(PaymentRecorded),
      },
    },
    async (request, reply) => {
      const form = paymentFormOf(request.body as Record<string, unknown>);
      return ok(
        request,
        reply,
        await recordPayment(db, config, request.account, form, request.lang),
        'accounts.paymentRecorded',
      );
    },
  );

  app.post(
    '/admin/reverse_payment',
    {
      preHandler: idem.preHandler,
      onSend: idem.onSend,
      schema: {
        ...adminDoc(
          'Addition (issue 30, D102): reverses a payment received (cash, cheque, transfer), {paymentId, reason}: a reversing entry through the ledger, its allocations undone (the invoices it paid are open again), audited. Answers {payment_id, reversal_id, amount, balance}. 4001 payment id, 4002 reason, 4041 unknown payment, 4095 already reversed or a card payment (refunded by a credit note)',
        ),
        headers: idempotencyKeyHeader('Reverse'),
        body: Type.Object({ paymentId: checkedByHandler(), reason: checkedByHandler() }),
        response: response(PaymentReversed),
      },
    },
    async (request, reply) => {
      const form = reversalFormOf(request.body as Record<string, unknown>);
      return ok(request, reply, await reversePayment(db, request.account, form), 'accounts.reversal.done');
    },
  );

  app.get(
    '/admin/receivables/:offset/:limit',
    {
      schema: {
        ...adminDoc(
          'Addition (issue 30): receivables per pharmacy, those that owe most first: {pharmacies: [{pharmacy_id, name, wilaya_id, balance, overdue, available_credit, credit_limit, payment_terms_days, aging: {d0_30, d31_60, d61_90, d90_plus}}], total}; the aged buckets (days past due) add up to the balance; ?wilaya=<id>',
        ),
        params: pageParams,
        querystring: receivablesQuery,
        response: response(ReceivablePage),
      },
    },
    async (request, reply) => {
      const raw = request.query.wilaya;
      const wilayaId = raw === undefined || raw === '' ? undefined : idOf(raw);
      if (wilayaId === null) throw new ApiError(Code.V4001, 'admin.invalidId', { status: 400 });
      const { offset, limit } = request.params;
      return ok(request, reply, await listReceivables(db, config, { offset, limit }, { wilayaId }));
    },
  );

  app.get(
    '/admin/payment_receipt/:id',
    {
      schema: {
        ...adminDoc("Addition (issue 30): the receipt PDF of a payment received, in the caller's language"),
        params: idParams('id'),
        response: fileResponse('application/pdf', 'the receipt PDF'),
      },
    },
    async (request, reply) => {
      const id = idOf(request.params.id);
      const receipt = id === null ? null : await renderReceipt(db, config, id, request.lang);
      if (!receipt) throw new ApiError(Code.NOT_FOUND, 'server.notFound', { status: 404 });
      return sendPdf(reply, receiptFileName(id!, request.lang), receipt.pdf, 'no-store');
    },
  );

  app.get(
    '/admin/account_statement/:pharmacyId',
    {
      schema: {
        ...adminDoc(
          "Addition (issue 30, D100): a pharmacy's statement of account PDF for ?from=YYYY-MM-DD&to=YYYY-MM-DD (Algiers days, both included, 3 years at most), in the caller's language. 4001 bad start, 4002 bad end, 4003 end before start or period too long; 4041 unknown pharmacy",
        ),
        params: idParams('pharmacyId'),
        querystring: statementQuery,
        response: fileResponse('application/pdf', 'the account statement PDF'),
      },
    },
    async (request, reply) => {
      const id = idOf(request.params.pharmacyId);
      const period = statementPeriodOf(request.query);
      const statement = id === null ? null : await statementOf(db, id, period);
      if (!statement) throw new ApiError(Code.NOT_FOUND, 'accounts.pharmacyNotFound', { status: 404 });
      return sendPdf(
        reply,
        statementFileName(statement.pharmacy.id, period, request.lang),
        await renderStatement(statement, config, request.lang),
        'no-store',
      );
    },
  );
}
