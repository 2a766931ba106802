import { fileResponse, response } from '../../../src/contract/answers/envelope.js';
import {
  AdminOrderPage,
  BulkValidation,
  NoteSaved,
  OrderDetails,
  RejectedOrder,
  StatusSet,
  TimelineEvent,
} from '../../../src/contract/answers/orders.js';
import { Type } from 'typebox';
import { Code } from '../../../src/contract/codes.js';
import { type Lang, LANGS, ORDER_STATUS } from '../../../src/contract/constants.js';
import { noteForm } from '../../../src/contract/forms.js';
import { REJECTION_REASON_LENGTH } from '../../../src/contract/orderStates.js';
import { translate } from '../../../src/contract/messages/index.js';
import type { AppContext } from '../../context.js';
import { ApiError, ok, send, text } from '../../http/envelope.js';
import { checkForm, fieldRefusal } from '../../http/fieldRefusals.js';
import { sendPdf } from '../../http/pdfReply.js';
import { invoiceFileName, renderInvoice } from '../../invoices/index.js';
import { withExposure } from '../../ledger/exposure.js';
import {
  bulkIdsOf,
  MAX_BULK_ORDERS,
  orderNotFound,
  setCashOrderStatus,
  validateOrders,
} from '../../orders/cashStatus.js';
import { setOrderNote } from '../../orders/notes.js';
import { rejectOrder } from '../../orders/rejectOrder.js';
import { orderTimeline } from '../../queries/orderTimeline.js';
import { isCardAttempt, orderInScope } from '../../queries/orders/access.js';
import { orderDetails } from '../../queries/orders/details.js';
import { orderListFilterOf, orderListQuerySchema } from '../../queries/orders/filters.js';
import { listOrders } from '../../queries/orders/list.js';
import { cachedOrderPage } from '../../queries/orders/listCache.js';
import type { AreaApp } from '../area.js';

/** A card payment that did not go through has no invoice: said in words, not "order not found" (issue 27 §12). */
const noInvoiceForAttempt = () => new ApiError(Code.NOT_FOUND, 'admin.noInvoiceForAttempt', { status: 404 });
import { idParams, pageParams } from '../backOfficeSchemas.js';
import { adminDoc, formBody, requireId } from './input.js';

const orderId = (v: unknown) => requireId(v, 'admin.invalidOrderId');

export function registerOrderAdminRoutes(app: AreaApp, ctx: AppContext) {
  const { db, config } = ctx;

  app.get(
    '/admin/orders_list/:offset/:limit',
    {
      schema: {
        ...adminDoc(
          'One page of orders, newest first: {orders, total}; ?search= over order number and pharmacy name (accent-insensitive); ' +
            '?status=2 only those awaiting sales validation (1: paid or validated); offset ≥ 0, limit ≤ 100 (D10); a search ' +
            'matching over 10 000 orders answers total 10000 and total_exact: false (D22). Each order also carries (addition) ' +
            'state, state_label and state_reason beside status and payement_type; ?state= filters (docs/payments.md). Additions (issue 13): ' +
            '?payment_type, ?wilaya, ?pharmacy, ?from / ?to (days, Algiers time) narrow the list, ?sort (order_date, order_price, order_no) and ' +
            '?order (asc, desc) order it; a list narrowed by payment type or dates is counted like a search (capped, total_exact). ' +
            'Additions (issue 27 §15): each order also carries wilaya_id, price_without_tax, tax_amount, stamp_duty (dinars) and invoice_no (null until numbered). ' +
            'Addition (issue 30, D97): an offline order awaiting validation also carries exposure: {balance, credit_limit, available_credit, fits} (dinars; the ' +
            "pharmacy's balance with this order's invoice, and whether it stays within the limit)",
        ),
        params: pageParams,
        querystring: orderListQuerySchema('admin'),
        response: response(AdminOrderPage),
      },
    },
    async (request, reply) => {
      const { offset, limit } = request.params;
      const filter = orderListFilterOf('admin', request.query);
      const answer = await cachedOrderPage(db, ['admin', offset, limit, request.query, request.lang], async () => {
        const list = await listOrders(db, { ...filter, offset, limit, lang: request.lang });
        return { ...list, orders: await withExposure(db, config, list.orders) };
      });
      return ok(request, reply, answer);
    },
  );

  app.post(
    '/admin/order_details',
    {
      schema: {
        ...adminDoc(
          'An order and its lines: {order, details}; order carries (addition) state, state_label, state_reason, refunded_amount and refundable_amount (what /admin/refund_order can still refund: 0 without a paid card payment), any state',
        ),
        body: formBody(['orderId']),
        response: response(OrderDetails),
      },
    },
    async (request, reply) => {
      const details = await orderDetails(db, orderId(request.body.orderId), {}, request.lang);
      if (!details) throw orderNotFound();
      return ok(request, reply, details);
    },
  );

  app.post(
    '/admin/add_note',
    {
      schema: {
        ...adminDoc("Sets the order's note (the previous ones stay in its history)"),
        body: formBody(['orderId', 'note']),
        response: response(NoteSaved),
      },
    },
    async (request, reply) => {
      const id = orderId(request.body.orderId);
      checkForm(request.lang, { note: { ...noteForm.note!, code: Code.V4002 } }, request.body);
      const note = text(request.body.note);
      await setOrderNote(db, request.account, id, note);
      return ok(request, reply, [{ orderId: id, note }], 'admin.noteSaved');
    },
  );

  app.put(
    '/admin/update_order_status',
    {
      schema: {
        ...adminDoc(
          'Sets a cash order to 1 (approved: validated by sales) or 2 (pending); card orders follow the payment gateway and are refused (4095, D13)',
        ),
        body: formBody(['orderId', 'status']),
        response: response(StatusSet),
      },
    },
    async (request, reply) => {
      const id = orderId(request.body.orderId);
      const status = Number(text(request.body.status));
      if (status !== ORDER_STATUS.PAID && status !== ORDER_STATUS.PENDING)
        throw fieldRefusal(request.lang, Code.V4002, 'status', 'admin.statusInvalid');
      await setCashOrderStatus(db, request.account, id, status);
      return ok(request, reply, [{ orderId: id, status }], 'admin.statusUpdated');
    },
  );

  app.put(
    '/admin/validate_orders',
    {
      schema: {
        ...adminDoc(
          'Addition (issue 13): validates several cash orders awaiting sales validation at once, each like update_order_status with status 1 ' +
            `and audited alike. Body {orderIds: [1..${MAX_BULK_ORDERS} ids]}; answers payload [{validated: [ids], refused: [{orderId, code, reason}]}] ` +
            "(a card order, one not awaiting validation or not found is refused with the reason in the caller's language; the others are validated)",
        ),
        body: Type.Object({
          orderIds: Type.Array(Type.Union([Type.Integer(), Type.String()]), {
            description: `1 to ${MAX_BULK_ORDERS} order ids`,
          }),
        }),
        response: response(Type.Tuple([BulkValidation])),
      },
    },
    async (request, reply) => {
      const result = await validateOrders(db, request.account, bulkIdsOf(request.body.orderIds), request.lang);
      return send(reply, [result], translate(request.lang, 'orderBulk.done', { smart_count: result.validated.length }));
    },
  );

  app.post(
    '/admin/reject_order',
    {
      schema: {
        ...adminDoc(
          'Addition (issue 26): rejects an offline (cash) order awaiting sales validation, also when its pharmacy was deleted. ' +
            `Body {orderId, reason} (reason ${REJECTION_REASON_LENGTH.min} to ${REJECTION_REASON_LENGTH.max} characters, trimmed; else 4002 with {path: 'reason', msg}). ` +
            'Its stock goes back, its state becomes rejected (status stays 2), the change is audited and the pharmacy is mailed the reason in its language. ' +
            'Answers payload [{orderId, order_no, state, rejected_at, rejection_reason}]; a card order, or one already validated or rejected, is refused with 4095; ' +
            'an unknown order 404. A validation and a rejection of the same order at once: exactly one wins, the other is refused with 4095',
        ),
        body: Type.Object({
          orderId: Type.Union([Type.Integer(), Type.String()], { description: "the order's id" }),
          reason: Type.Optional(
            Type.Unknown({
              description: `why, ${REJECTION_REASON_LENGTH.min} to ${REJECTION_REASON_LENGTH.max} characters; told to the pharmacy`,
            }),
          ),
        }),
        response: response(Type.Tuple([RejectedOrder])),
      },
    },
    async (request, reply) => {
      const id = orderId(request.body.orderId);
      const reason = typeof request.body.reason === 'string' ? request.body.reason.trim() : '';
      if (reason.length < REJECTION_REASON_LENGTH.min || reason.length > REJECTION_REASON_LENGTH.max)
        throw fieldRefusal(request.lang, Code.V4002, 'reason', 'orderReject.reason', { ...REJECTION_REASON_LENGTH });
      const rejected = await rejectOrder(db, request.account, id, reason);
      return send(reply, [rejected], translate(request.lang, 'orderReject.done', { order: rejected.order_no }));
    },
  );

  app.get(
    '/admin/order_timeline/:orderId',
    {
      schema: {
        ...adminDoc(
          'Addition (issue 13): what happened to an order of any state, oldest first: payload [{at, kind, by, by_role, amount?, outcome?, reason?, text?}] ' +
            'with kind created, payment (an attempt and its outcome), validated / unvalidated (by whom, from the audit log), note (every version, ' +
            'author and date) or refund (amount, outcome, by whom)',
        ),
        params: idParams('orderId'),
        response: response(Type.Array(TimelineEvent)),
      },
    },
    async (request, reply) => {
      const events = await orderTimeline(db, orderId(request.params.orderId), { showStaff: true });
      if (!events) throw orderNotFound();
      return ok(request, reply, events);
    },
  );

  app.get(
    '/admin/generate-invoice/:id',
    {
      schema: {
        ...adminDoc(
          'The invoice of an order as a PDF (invoice_order_{order_no}_{locale}.pdf); ?orderId= repeats the id; ?lang=fr|en|ar overrides the language header. ' +
            'A card attempt that never became an order (failed, expired, cancelled, awaiting payment) has none: 4041 with a message saying so',
        ),
        params: idParams('id'),
        querystring: Type.Object({ orderId: Type.Optional(Type.String()), lang: Type.Optional(Type.String()) }),
        response: fileResponse('application/pdf', 'the invoice PDF'),
      },
    },
    async (request, reply) => {
      const { orderId: queryId, lang: queryLang } = request.query;
      const id = orderId(/^\d+$/.test(request.params.id) ? request.params.id : queryId);
      const lang: Lang = LANGS.find((l) => l === queryLang) ?? request.lang;
      if (!(await orderInScope(db, id))) throw (await isCardAttempt(db, id)) ? noInvoiceForAttempt() : orderNotFound();
      const invoice = await renderInvoice(db, config, id, lang);
      if (!invoice) throw new ApiError(Code.NOT_FOUND, 'admin.invoiceUnavailable', { status: 404 });
      return sendPdf(reply, invoiceFileName(invoice.orderNo, lang), invoice.pdf, 'no-store');
    },
  );
}
