import type { FastifyInstance } from 'fastify';
import { Code } from '../../../src/contract/codes.js';
import { type Lang, LANGS, ORDER_STATUS, PAYMENT_TYPE } from '../../../src/contract/constants.js';
import { noteForm } from '../../../src/contract/forms.js';
import { recordAudit } from '../../audit/record.js';
import type { AppContext } from '../../context.js';
import { ApiError, ok } from '../../http/envelope.js';
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
          'state, state_label and state_reason beside status and payement_type; ?state= filters (docs/payments.md)',
        security: adminSecurity,
        params: { type: 'object', properties: { offset: { type: 'string' }, limit: { type: 'string' } } },
        querystring: { type: 'object', properties: { search: { type: 'string' }, status: { type: 'string', enum: ['', '1', '2'] }, state: stateFilterSchema } },
      },
    },
    async (request, reply) => {
      const { offset, limit } = request.params as { offset: string; limit: string };
      const { search, status, state } = (request.query ?? {}) as { search?: string; status?: string; state?: string };
      return ok(
        request,
        reply,
        await listOrders(db, { offset, limit, search, state: stateFilterOf(state), status: status ? Number(status) : undefined, lang: request.lang }),
      );
    },
  );

  app.post(
    '/admin/order_details',
    {
      preHandler,
      schema: { tags: ['admin'], summary: 'An order and its lines: {order, details}; order carries (addition) state, state_label, state_reason, any state', security: adminSecurity, body: formBodySchema(['orderId']) },
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
      const paid = status === ORDER_STATUS.PAID;
      await db.transaction().execute(async (trx) => {
        const order = await trx
          .selectFrom('orders')
          .select(['id', 'order_no', 'payement_type', 'status', 'state', 'paid_at'])
          .where('id', '=', id)
          .where('state', 'in', PLACED_STATES)
          .forUpdate()
          .executeTakeFirst();
        if (!order) throw notFound();
        if (order.payement_type !== PAYMENT_TYPE.CASH) throw new ApiError(Code.STATE_CONFLICT, 'admin.cardOrderStatus');
        const after = await trx
          .updateTable('orders')
          .set({ status, state: paid ? 'paid' : 'pending_validation', paid_at: paid ? new Date() : null, updated_at: new Date() })
          .where('id', '=', id)
          .returning(['status', 'state', 'paid_at'])
          .executeTakeFirstOrThrow();
        const { order_no, payement_type: _type, id: _id, ...before } = order;
        await recordAudit(trx, request.account, { action: 'update', resource: 'order', resourceId: id, label: order_no, before, after });
      });
      return ok(request, reply, [{ orderId: id, status }], 'admin.statusUpdated');
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
