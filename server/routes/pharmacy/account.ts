import { fileResponse, response } from '../../../src/contract/answers/envelope.js';
import {
  AccountSummary,
  EntryPage,
  InvoicePage,
  InvoicePaymentStarted,
} from '../../../src/contract/answers/accounts.js';
import { Type } from 'typebox';
import { Code } from '../../../src/contract/codes.js';
import type { AppContext } from '../../context.js';
import { ApiError, ok } from '../../http/envelope.js';
import { idOf } from '../../http/ids.js';
import { sendPdf } from '../../http/pdfReply.js';
import { idempotency } from '../../http/idempotency.js';
import { listEntries, listInvoices } from '../../ledger/accountLists.js';
import { startInvoicePayment } from '../../payments/invoices/checkout.js';
import { invoiceIdsOf } from '../../payments/invoices/form.js';
import { receiptFileName, renderReceipt } from '../../ledger/receiptPdf.js';
import { statementOf, statementPeriodOf } from '../../ledger/statement.js';
import { renderStatement, statementFileName } from '../../ledger/statementPdf.js';
import { accountSummary } from '../../ledger/terms.js';
import type { AreaApp } from '../area.js';
import { idParams, pageParams, statementQuery } from '../backOfficeSchemas.js';
import { checkedByHandler } from '../schemaParts.js';
import { pharmacyDoc } from './doc.js';

/** Issue 30: the pharmacy's trade account — what it owes, its invoices, its payments and credit notes. */
export function registerAccountRoutes(app: AreaApp, { db, config }: AppContext) {
  // after the area's guard: a repeat is answered only to the pharmacy that made the first call
  const idem = idempotency(db);

  app.post(
    '/pharmacy/pay_invoices',
    {
      preHandler: idem.preHandler,
      onSend: idem.onSend,
      schema: {
        ...pharmacyDoc(
          "Addition (issue 30 §4, D98): pays several of the pharmacy's invoices at once by card: ONE SATIM registration for the sum of what is left " +
            'on them; answers {formUrl, orderNumber} like save_order (Idempotency-Key alike). The gateway sends the browser back to ' +
            '/pharmacy/account/payment/success|failed?orderId=, whose page asks POST /pharmacy/payment. Refusals: 4001 invoiceIds (not 1 to 100 ' +
            "plain integers, each once); 4041 an invoice that is not one of the pharmacy's (as a missing one), nothing created; 4095 an invoice with " +
            "nothing left to pay (payload {invoice_id, invoice_no}); 5021 the gateway did not answer (or could not say whether the pharmacy's " +
            'earlier open invoice payment was paid). An earlier open invoice payment of the pharmacy is asked at the gateway and replaced (D98)',
        ),
        headers: Type.Object({
          'idempotency-key': Type.Optional(
            Type.String({
              description:
                'a UUID per click of Pay; a repeat within 24 h gets the first answer and registers no second payment',
            }),
          ),
        }),
        // checked by invoiceIdsOf: a string, a float or a nested array is refused with 4001, never coerced
        body: Type.Object({
          invoiceIds: checkedByHandler(
            "1 to 100 of the pharmacy's invoice ids (invoice_id of invoices_list), plain JSON integers, each once",
          ),
        }),
        response: response(InvoicePaymentStarted),
      },
    },
    async (request, reply) => {
      const invoiceIds = invoiceIdsOf(request.body);
      const started = await startInvoicePayment(db, config, {
        pharmacyId: request.account.id,
        invoiceIds,
        lang: request.lang,
        log: request.log,
      });
      return ok(request, reply, started, 'accounts.pay.redirecting');
    },
  );

  app.get(
    '/pharmacy/account_summary',
    {
      schema: {
        ...pharmacyDoc(
          'Addition (issue 30): {balance, credit_limit, available_credit, overdue, payment_terms_days, credit_hold, credit_hold_reason: overdue|limit|null, credit_hold_days}, amounts in dinars. While credit_hold is true, special_payment is refused (4097); the card stays open',
        ),
        response: response(AccountSummary),
      },
    },
    async (request, reply) => ok(request, reply, await accountSummary(db, config, request.account.id)),
  );

  app.get(
    '/pharmacy/invoices_list/:offset/:limit',
    {
      schema: {
        ...pharmacyDoc(
          "Addition (issue 30): the pharmacy's invoices, those left to pay first (oldest due first): {invoices: [{invoice_id, invoice_no, order_id, order_no, amount, amount_due, issued_at, due_date, status: open|partly_paid|paid|overdue, status_label}], total}; ?unpaid=1 keeps those left to pay",
        ),
        params: pageParams,
        querystring: Type.Object({ unpaid: Type.Optional(Type.String()) }),
        response: response(InvoicePage),
      },
    },
    async (request, reply) => {
      const { offset, limit } = request.params;
      return ok(
        request,
        reply,
        await listInvoices(db, request.account.id, { offset, limit }, request.lang, {
          unpaid: request.query.unpaid === '1',
        }),
      );
    },
  );

  app.get(
    '/pharmacy/account_entries/:offset/:limit',
    {
      schema: {
        ...pharmacyDoc(
          "Addition (issue 30): the pharmacy's account entries, newest first: {entries: [{id, kind: invoice|payment|credit_note|refund|reversal, date, debit, credit, method, method_label, reference, bank, order_no, invoice_no, credit_note_no, reversed}], total}; reversed (optional addition, D102): a reversal entry corrects it",
        ),
        params: pageParams,
        response: response(EntryPage),
      },
    },
    async (request, reply) => {
      const { offset, limit } = request.params;
      return ok(request, reply, await listEntries(db, request.account.id, { offset, limit }, request.lang));
    },
  );

  app.get(
    '/pharmacy/payment_receipt/:id',
    {
      schema: {
        ...pharmacyDoc("Addition (issue 30): the receipt PDF of one of the pharmacy's payments received"),
        params: idParams('id'),
        response: fileResponse('application/pdf', 'the receipt PDF'),
      },
    },
    async (request, reply) => {
      const id = idOf(request.params.id);
      const receipt =
        id === null ? null : await renderReceipt(db, config, id, request.lang, { pharmacyId: request.account.id });
      if (!receipt) throw new ApiError(Code.NOT_FOUND, 'server.notFound', { status: 404 });
      return sendPdf(reply, receiptFileName(id!, request.lang), receipt.pdf, 'private, no-store');
    },
  );

  app.get(
    '/pharmacy/account_statement',
    {
      schema: {
        ...pharmacyDoc(
          "Addition (issue 30, D100): the pharmacy's statement of account PDF for ?from=YYYY-MM-DD&to=YYYY-MM-DD (Algiers days, both included, 3 years at most), in the caller's language: opening balance, every entry with the running balance, closing balance, what was overdue at the end. 4001 bad start, 4002 bad end, 4003 end before start or period too long",
        ),
        querystring: statementQuery,
        response: fileResponse('application/pdf', 'the account statement PDF'),
      },
    },
    async (request, reply) => {
      const period = statementPeriodOf(request.query);
      const statement = await statementOf(db, request.account.id, period);
      if (!statement) throw new ApiError(Code.NOT_FOUND, 'server.notFound', { status: 404 });
      return sendPdf(
        reply,
        statementFileName(statement.pharmacy.id, period, request.lang),
        await renderStatement(statement, config, request.lang),
        'private, no-store',
      );
    },
  );
}
