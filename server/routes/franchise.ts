import { requireId } from '../http/ids.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Code } from '../../src/contract/codes.js';
import { type Lang, langFromInvoiceHeader, langHeaderValue, tokenKeys } from '../../src/contract/constants.js';
import { pharmacyForm } from '../../src/contract/forms.js';
import { translate } from '../../src/contract/messages/index.js';
import { recordAudit } from '../audit/record.js';
import type { AppContext } from '../context.js';
import type { Database } from '../db/index.js';
import { ApiError, clean, ok, validate } from '../http/envelope.js';
import { invoiceFileName, renderInvoice } from '../invoices/index.js';
import { requestLang } from '../http/language.js';
import { createPasswordSetupMail } from '../mail/accountMails.js';
import { orderFilterQuerySchema, type OrderFilterQuery, orderFiltersOf } from '../queries/orderFilters.js';
import { orderTimeline } from '../queries/orderTimeline.js';
import { listOrders, type OrderScope, orderDetails, orderInScope, stateFilterOf, stateFilterSchema } from '../queries/orders.js';
import { listPharmacies, pharmacyColumns, pharmacyDetails, pharmacyEmailTaken } from '../queries/pharmacies.js';

/**
 * The franchise area (spec 000 §2, §7): a franchisee runs the pharmacies and follows the orders of its own
 * wilaya, nothing else (D11). Anything outside the wilaya answers exactly like a missing id.
 */

const orderNotFound = () => new ApiError(Code.NOT_FOUND, 'franchise.orderNotFound', { status: 404 });
const pharmacyNotFound = () => new ApiError(Code.NOT_FOUND, 'franchise.pharmacyNotFound', { status: 404 });

/** The signed-in franchisee and its wilaya; a franchisee deleted meanwhile has no session any more. */
async function franchiseeOf(db: Database, request: FastifyRequest) {
  const row = await db
    .selectFrom('franchisees')
    .select(['id', 'wilaya_id'])
    .where('id', '=', request.account.id)
    .executeTakeFirst();
  if (!row) throw new ApiError(Code.INVALID_SESSION, 'server.invalidSession', { status: 401 });
  return row;
}

const hasRoleHeader = (request: FastifyRequest, role: 'franchise' | 'pharmacy') => {
  const k = tokenKeys(role);
  const present = (name: string) => {
    const v = request.headers[name];
    return typeof v === 'string' && v !== '' && v !== 'null' && v !== 'undefined';
  };
  return present(k.accessHeader) || present(k.refreshHeader);
};

const idParam = { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } as const;
/** A text field: typed by `scalarFields` below, so that `true` or `{}` never pass as the text "true". */
const text = { description: 'text (a number is accepted)' } as const;

/** Refuses a body whose fields are not text or numbers (400, code 4000, the field named). */
function scalarFields(lang: Lang, body: Record<string, unknown>, keys: string[]) {
  const wrong = keys.filter((k) => body[k] != null && typeof body[k] !== 'string' && typeof body[k] !== 'number');
  if (!wrong.length) return;
  const msg = translate(lang, 'server.badRequest');
  throw new ApiError(Code.VALIDATION, 'server.badRequest', { status: 400, payload: wrong.map((path) => ({ path, msg })) });
}

/** The franchise lists take the back office's order filters but wilaya (its own) and pharmacy. */
const WILAYA_FIXED = { wilaya: false, pharmacy: false };

export function registerFranchiseRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;
  const franchiseGuard = ctx.guard('franchise');
  const pharmacyGuard = ctx.guard('pharmacy');

  app.get(
    '/franchise/pharmacies_list',
    { preHandler: franchiseGuard, schema: { tags: ['franchise'], summary: "Pharmacies of the franchisee's wilaya (plain list)" } },
    async (request, reply) => {
      const me = await franchiseeOf(db, request);
      return ok(request, reply, await listPharmacies(db, { wilayaId: me.wilaya_id }));
    },
  );

  app.post(
    '/franchise/add_pharmacy',
    {
      preHandler: franchiseGuard,
      schema: {
        tags: ['franchise'],
        summary: "Adds a pharmacy to the franchisee's own wilaya (the wilaya sent is ignored, D11) and mails it a set-password link",
        body: {
          type: 'object',
          properties: Object.fromEntries([...Object.keys(pharmacyForm), 'wilaya'].map((k) => [k, text])),
        },
      },
    },
    async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      scalarFields(request.lang, body, Object.keys(pharmacyForm));
      validate(request.lang, pharmacyForm, body);
      const me = await franchiseeOf(db, request);
      const email = clean(body.pharm_email)!;
      const language = Number(langHeaderValue(request.lang));

      const id = await db.transaction().execute(async (trx) => {
        if (await pharmacyEmailTaken(trx, email)) throw new ApiError(Code.CONFLICT, 'franchise.pharmacyEmailTaken');
        const created = await trx
          .insertInto('pharmacies')
          .values({ ...pharmacyColumns(body, { wilayaId: me.wilaya_id, franchiseeId: me.id }), password_hash: null, language })
          .returningAll()
          .executeTakeFirstOrThrow()
          .catch((e: { code?: string }) => {
            // two adds of the same e-mail at once: the unique index decides
            if (e.code === '23505') throw new ApiError(Code.CONFLICT, 'franchise.pharmacyEmailTaken');
            throw e;
          });
        await recordAudit(trx, request.account, { action: 'create', resource: 'pharmacy', resourceId: created.id, label: created.name, after: created });
        await createPasswordSetupMail(trx, config, 'pharmacy', created.id, request.lang);
        return created.id;
      });
      return ok(request, reply, [{ id }], 'franchise.pharmacyAdded');
    },
  );

  app.post(
    '/franchise/pharmacy_details',
    {
      preHandler: franchiseGuard,
      schema: {
        tags: ['franchise'],
        summary: 'A pharmacy of the wilaya with its point of contact and last orders: payload [pharmacy]',
        body: { type: 'object', properties: { pharmacyID: text } },
      },
    },
    async (request, reply) => {
      const id = requireId((request.body as { pharmacyID?: unknown } | undefined)?.pharmacyID, 'franchise.invalidPharmacyId');
      const me = await franchiseeOf(db, request);
      const pharmacy = await pharmacyDetails(db, id, { wilayaId: me.wilaya_id });
      if (!pharmacy) throw pharmacyNotFound();
      return ok(request, reply, [pharmacy]);
    },
  );

  app.get(
    '/franchise/orders_list/:offset/:limit',
    {
      preHandler: franchiseGuard,
      schema: {
        tags: ['franchise'],
        summary: 'One page of the orders of the wilaya, newest first: {orders, total} (D10); a search matching over 10 000 orders adds total_exact: false (D22). Each order also carries (addition) state, state_label and state_reason beside status and payement_type; ?state= filters (docs/payments.md); additions (issue 13): ?payment_type, ?from / ?to (days, Algiers time), ?sort and ?order as on /admin/orders_list',
        params: { type: 'object', properties: { offset: { type: 'string' }, limit: { type: 'string' } } },
        querystring: { type: 'object', properties: { search: { type: 'string' }, state: stateFilterSchema, ...orderFilterQuerySchema(WILAYA_FIXED) } },
      },
    },
    async (request, reply) => {
      const { offset, limit } = request.params as { offset: string; limit: string };
      const query = request.query as { search?: string; state?: string } & OrderFilterQuery;
      const filters = orderFiltersOf(query, WILAYA_FIXED);
      const me = await franchiseeOf(db, request);
      const orders = await listOrders(db, { offset, limit, search: query.search, state: stateFilterOf(query.state), lang: request.lang, ...filters, wilayaId: me.wilaya_id });
      return ok(request, reply, orders);
    },
  );

  app.post(
    '/franchise/order_details',
    {
      preHandler: franchiseGuard,
      schema: {
        tags: ['franchise'],
        summary: 'An order of the wilaya with its lines: {order, details}; order carries (addition) state, state_label, state_reason, any state',
        body: { type: 'object', properties: { orderID: text } },
      },
    },
    async (request, reply) => {
      const id = requireId((request.body as { orderID?: unknown } | undefined)?.orderID, 'franchise.invalidOrderId');
      const me = await franchiseeOf(db, request);
      const details = await orderDetails(db, id, { wilayaId: me.wilaya_id }, request.lang);
      if (!details) throw orderNotFound();
      return ok(request, reply, details);
    },
  );

  app.get(
    '/franchise/order_timeline/:orderId',
    {
      preHandler: franchiseGuard,
      schema: {
        tags: ['franchise'],
        summary:
          "Addition (issue 13): the timeline of an order of the wilaya, as /admin/order_timeline answers it, but the back office's people are not named (by: null, by_role says who acted)",
        params: { type: 'object', properties: { orderId: { type: 'string' } } },
      },
    },
    async (request, reply) => {
      const id = requireId((request.params as { orderId: string }).orderId, 'franchise.invalidOrderId');
      const me = await franchiseeOf(db, request);
      const events = await orderTimeline(db, id, { wilayaId: me.wilaya_id, showStaff: false });
      if (!events) throw orderNotFound();
      return ok(request, reply, events);
    },
  );

  /**
   * The franchise call of spec 000 §7, also used by pharmacies for their own orders: whichever role's tokens
   * come decides the guard and the scope (franchise first). Admins have their own /admin/generate-invoice.
   */
  async function invoiceGuard(request: FastifyRequest, reply: FastifyReply) {
    if (hasRoleHeader(request, 'franchise')) return franchiseGuard.call(app, request, reply);
    if (hasRoleHeader(request, 'pharmacy')) return pharmacyGuard.call(app, request, reply);
    throw new ApiError(Code.NO_TOKENS, 'server.noTokens');
  }

  app.get(
    '/generate-invoice/:id',
    {
      preHandler: invoiceGuard,
      schema: {
        tags: ['franchise', 'pharmacy'],
        summary:
          'Invoice PDF of an order of the wilaya (franchise token) or of the pharmacy (pharmacy token). ' +
          'Here `language` 1 means English, 2 French (spec 000 §7, D8), 3 Arabic (an addition).',
        params: idParam,
      },
    },
    async (request, reply) => {
      const id = requireId((request.params as { id: string }).id, 'franchise.invalidOrderId');
      let scope: OrderScope;
      if (request.account.role === 'franchise') scope = { wilayaId: (await franchiseeOf(db, request)).wilaya_id };
      else scope = { pharmacyId: request.account.id };
      if (!(await orderInScope(db, id, scope))) throw orderNotFound();
      const lang = requestLang(request, langFromInvoiceHeader);
      const invoice = await renderInvoice(db, config, id, lang);
      if (!invoice) throw orderNotFound();
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${invoiceFileName(invoice.orderNo, lang)}"`)
        .header('cache-control', 'private, no-store')
        .send(invoice.pdf);
    },
  );
}
