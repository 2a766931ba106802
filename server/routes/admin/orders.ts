import type { FastifyInstance } from 'fastify';
import { Code } from '../../../src/contract/codes.js';
import { type Lang, LANGS, ORDER_STATUS, PAYMENT_TYPE } from '../../../src/contract/constants.js';
import { noteForm } from '../../../src/contract/forms.js';
import { recordAudit } from '../../audit/record.js';
import type { AppContext } from '../../context.js';
import { ApiError, ok, send } from '../../http/envelope.js';
import { idOf } from '../../http/ids.js';
import { translate } from '../../../src/contract/messages/index.js';
import type { Account } from '../../auth/guard.js';
import type { Database } from '../../db/index.js';
import { orderFilterQuerySchema, type OrderFilterQuery, orderFiltersOf } from '../../queries/orderFilters.js';
import { orderTimeline } from '../../queries/orderTimeline.js';
import { invoiceFileName, renderInvoice } from '../../invoices/index.js';
import { listOrders, orderDetails, orderInScope, PLACED_STATES, stateFilterOf, stateFilterSchema } from '../../queries/orders.js';
import { adminSecurity, bodyOf, checkForm, fieldRefusal, formBodySchema, requireId, text } from './input.js';

const notFound = () => new ApiError(Code.NOT_FOUND, 'admin.orderNotFound', { status: 404 });
const orderId = (v: unknown) => requireId(v, 'admin.invalidOrderId');

export function registerOrderAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;
  const preHandler = ctx.guard('admin');

  app.get(
    '/admin/orders_list/:offset/:limit',
    {
      preHandler,
      schema: {
        tags: ['admin'],
        summary:
          'One page of orders, newest first: {orders, total}; ?search= over order number and pharmacy name (accent-insensitive); ' +
          '?status=2 only those awaiting sales validation (1: paid or validated); offset ≥ 0, limit ≤ 100 (D10); a search ' +
          'matching over 10 000 orders answers total 10000 and total_exact: false (D22). Each order also carries (addition) ' +
          'state, state_label and state_reason beside status and payement_type; ?state= filters (docs/payments.md). Additions (issue 13): ' +
          '?payment_type, ?wilaya, ?pharmacy, ?from / ?to (days, Algiers time) narrow the list, ?sort (order_date, order_price, order_no) and ' +
          '?order (asc, desc) order it; a list narrowed by payment type or dates is counted like a search (capped, total_exact)',
        security: adminSecurity,
        params: { type: 'object', properties: { offset: { type: 'string' }, limit: { type: 'string' } } },
        querystring: {
          type: 'object',
          properties: { search: { type: 'string' }, status: { type: 'string', enum: ['', '1', '2'] }, state: stateFilterSchema, ...orderFilterQuerySchema() },
        },
      },
    },
    async (request, reply) => {
      const { offset, limit } = request.params as { offset: string; limit: string };
      const query = (request.query ?? {}) as { search?: string; status?: string; state?: string } & OrderFilterQuery;
      const { search, status, state } = query;
      return ok(
        request,
        reply,
        await listOrders(db, {
          offset,
          limit,
          search,
          state: stateFilterOf(state),
          status: status ? Number(status) : undefined,
          lang: request.lang,
          ...orderFiltersOf(query),
        }),
      );
    },
  );

  app.post(
    '/admin/order_details',
    {
      preHandler,
      schema: { tags: ['admin'], summary: 'An order and its lines: {order, details}; order carries (addition) state, state_label, state_reason, refunded_amount and refundable_amount (what /admin/refund_order can still refund: 0 without a paid card payment), any state', security: adminSecurity, body: formBodySchema(['orderId']) },
    },
    async (request, reply) => {
      const details = await orderDetails(db, orderId(bodyOf(request.body).orderId), {}, request.lang);
      if (!details) throw notFound();
      return ok(request, reply, details);
    },
  );

  app.post(
    '/admin/add_note',
    {
      preHandler,
      schema: {
        tags: ['admin'],
        summary: "Sets the order's note (the previous ones stay in its history)",
        security: adminSecurity,
        body: formBodySchema(['orderId', 'note']),
      },
    },
    async (request, reply) => {
      const body = bodyOf(request.body);
      const id = orderId(body.orderId);
      checkForm(request.lang, { note: { ...noteForm.note!, code: Code.V4002 } }, body);
      const note = text(body.note);
      await db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('orders').select(['order_no', 'note']).where('id', '=', id).where('state', 'in', PLACED_STATES).forUpdate().executeTakeFirst();
        if (!before) throw notFound();
        await trx.updateTable('orders').set({ note, updated_at: new Date() }).where('id', '=', id).execute();
        await trx.insertInto('order_notes').values({ order_id: id, admin_id: request.account.id, note }).execute();
        await recordAudit(trx, request.account, { action: 'update', resource: 'order', resourceId: id, label: before.order_no, before: { note: before.note }, after: { note } });
      });
      return ok(request, reply, [{ orderId: id, note }], 'admin.noteSaved');
    },
  );

  app.put(
    '/admin/update_order_status',
    {
      preHandler,
      schema: {
        tags: ['admin'],
        summary:
          'Sets a cash order to 1 (approved: validated by sales) or 2 (pending); card orders follow the payment gateway and are refused (4095, D13)',
        security: adminSecurity,
        body: formBodySchema(['orderId', 'status']),
      },
    },
    async (request, reply) => {
      const body = bodyOf(request.body);
      const id = orderId(body.orderId);
      const status = Number(text(body.status));
      if (status !== ORDER_STATUS.PAID && status !== ORDER_STATUS.PENDING)
        throw fieldRefusal(request.lang, Code.V4002, 'status', 'admin.statusInvalid');
      await db.transaction().execute((trx) => setCashOrderStatus(trx, request.account, id, status));
      return ok(request, reply, [{ orderId: id, status }], 'admin.statusUpdated');
    },
  );

  app.put(
    '/admin/validate_orders',
    {
      preHandler,
      schema: {
        tags: ['admin'],
        summary:
          'Addition (issue 13): validates several cash orders awaiting sales validation at once, each like update_order_status with status 1 ' +
          `and audited alike. Body {orderIds: [1..${MAX_BULK_ORDERS} ids]}; answers payload [{validated: [ids], refused: [{orderId, code, reason}]}] ` +
          '(a card order, one not awaiting validation or not found is refused with the reason in the caller\'s language; the others are validated)',
        security: adminSecurity,
        body: {
          type: 'object',
          required: ['orderIds'],
          properties: { orderIds: { type: 'array', items: { anyOf: [{ type: 'integer' }, { type: 'string' }] }, description: `1 to ${MAX_BULK_ORDERS} order ids` } },
        },
      },
    },
    async (request, reply) => {
      const ids = bulkIdsOf((request.body as { orderIds?: unknown } | undefined)?.orderIds);
      const result = await validateOrders(db, request.account, ids, request.lang);
      return send(reply, [result], translate(request.lang, 'orderBulk.done', { smart_count: result.validated.length }));
    },
  );

  app.get(
    '/admin/order_timeline/:orderId',
    {
      preHandler,
      schema: {
        tags: ['admin'],
        summary:
          'Addition (issue 13): what happened to an order of any state, oldest first: payload [{at, kind, by, by_role, amount?, outcome?, reason?, text?}] ' +
          'with kind created, payment (an attempt and its outcome), validated / unvalidated (by whom, from the audit log), note (every version, ' +
          'author and date) or refund (amount, outcome, by whom)',
        security: adminSecurity,
        params: { type: 'object', properties: { orderId: { type: 'string' } } },
      },
    },
    async (request, reply) => {
      const id = orderId((request.params as { orderId: string }).orderId);
      const events = await orderTimeline(db, id, { showStaff: true });
      if (!events) throw notFound();
      return ok(request, reply, events);
    },
  );

  app.get(
    '/admin/generate-invoice/:id',
    {
      preHandler,
      schema: {
        tags: ['admin'],
        summary: 'The invoice of an order as a PDF (invoice_order_{order_no}_{locale}.pdf); ?orderId= repeats the id; ?lang=fr|en|ar overrides the language header',
        security: adminSecurity,
        params: { type: 'object', properties: { id: { type: 'string' } } },
        querystring: { type: 'object', properties: { orderId: { type: 'string' }, lang: { type: 'string' } } },
      },
    },
    async (request, reply) => {
      const { id: pathId } = request.params as { id: string };
      const query = (request.query ?? {}) as { orderId?: string; lang?: string };
      const id = orderId(/^\d+$/.test(pathId) ? pathId : query.orderId);
      const lang: Lang = LANGS.find((l) => l === query.lang) ?? request.lang;
      if (!(await orderInScope(db, id))) throw notFound();
      const invoice = await renderInvoice(db, config, id, lang);
      if (!invoice) throw new ApiError(Code.NOT_FOUND, 'admin.invoiceUnavailable', { status: 404 });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${invoiceFileName(invoice.orderNo, lang)}"`)
        .header('cache-control', 'no-store')
        .send(invoice.pdf);
    },
  );
}

/**
 * Sets a cash order's status (1 validated by sales, 2 pending) and audits it; `onlyAwaiting` refuses an order that
 * is not awaiting validation (the bulk validation). Run inside the caller's transaction: the order row is locked.
 */
async function setCashOrderStatus(trx: Database, account: Account, id: number, status: number, onlyAwaiting = false) {
  const paid = status === ORDER_STATUS.PAID;
  const order = await trx
    .selectFrom('orders')
    .select(['id', 'order_no', 'payement_type', 'status', 'state', 'paid_at'])
    .where('id', '=', id)
    .where('state', 'in', PLACED_STATES)
    .forUpdate()
    .executeTakeFirst();
  if (!order) throw notFound();
  if (order.payement_type !== PAYMENT_TYPE.CASH) throw new ApiError(Code.STATE_CONFLICT, 'admin.cardOrderStatus');
  if (onlyAwaiting && (order.state !== 'pending_validation' || order.status === ORDER_STATUS.PAID))
    throw new ApiError(Code.STATE_CONFLICT, 'orderBulk.notAwaiting');
  const after = await trx
    .updateTable('orders')
    .set({ status, state: paid ? 'paid' : 'pending_validation', paid_at: paid ? new Date() : null, updated_at: new Date() })
    .where('id', '=', id)
    .returning(['status', 'state', 'paid_at'])
    .executeTakeFirstOrThrow();
  const { order_no, payement_type: _type, id: _id, ...before } = order;
  await recordAudit(trx, account, { action: 'update', resource: 'order', resourceId: id, label: order_no, before, after });
}

/** Orders one bulk validation takes at most (a page of the list, D10). */
export const MAX_BULK_ORDERS = 100;

/**
 * Validates each of the ids on its own (one refusal does not undo the others): which were validated, and which
 * were refused with the reason in the caller's language.
 */
async function validateOrders(db: Database, account: Account, ids: number[], lang: Lang) {
  const validated: number[] = [];
  const refused: { orderId: number; code: number; reason: string }[] = [];
  for (const id of ids) {
    try {
      await db.transaction().execute((trx) => setCashOrderStatus(trx, account, id, ORDER_STATUS.PAID, true));
      validated.push(id);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      const key = err.messageKey === 'admin.orderNotFound' ? 'orderBulk.notFound' : err.messageKey;
      refused.push({ orderId: id, code: err.code, reason: translate(lang, key) });
    }
  }
  return { validated, refused };
}

/** The bulk call's ids: 1 to MAX_BULK_ORDERS order ids, each once. */
function bulkIdsOf(value: unknown): number[] {
  const list = Array.isArray(value) ? value : [];
  const ids = [...new Set(list.map((v) => idOf(v)))];
  if (list.length === 0 || ids.length > MAX_BULK_ORDERS || ids.includes(null))
    throw new ApiError(Code.V4001, 'orderBulk.ids', { status: 400, vars: { max: MAX_BULK_ORDERS } });
  return ids as number[];
}
