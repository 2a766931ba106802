import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Code } from '../../../src/contract/codes.js';
import { type Lang, langFromHeader, langHeaderValue } from '../../../src/contract/constants.js';
import { FRANCHISE_FIELDS } from '../../../src/contract/adminFields.js';
import { franchiseEditForm, franchiseForm } from '../../../src/contract/forms.js';
import { recordAudit } from '../../audit/record.js';
import { revokeAccountTokens } from '../../auth/tokens.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/index.js';
import { ApiError, clean, ok } from '../../http/envelope.js';
import { idOf } from '../../http/ids.js';
import { createPasswordSetupMail } from '../../mail/accountMails.js';
import { franchiseQuery, franchiseeItem, loadFranchisee } from '../../queries/franchisees.js';
import { registerDetailsRoute } from './detailsRoute.js';
import { adminSecurity, bodyOf, checkForm, fieldRefusal, formBodySchema, requireId, text, uniqueViolation } from './input.js';

const notFound = () => new ApiError(Code.NOT_FOUND, 'admin.franchiseNotFound', { status: 404 });

async function wilayaOf(db: Database, lang: Lang, id: unknown) {
  const wilayaId = idOf(id);
  const w = wilayaId === null ? undefined : await db.selectFrom('wilayas').select(['id', 'code', 'name']).where('id', '=', wilayaId).executeTakeFirst();
  if (!w) throw fieldRefusal(lang, Code.V4009, 'wilaya', 'admin.unknownWilaya');
  return w;
}

/** Refuses an e-mail another franchisee has (4091) and a wilaya that already has its franchisee (4092, D11). */
async function checkUnique(db: Database, lang: Lang, email: string, wilaya: { id: number; name: string }, selfId?: number) {
  let emailQ = db.selectFrom('franchisees').select('id').where(sql`lower(email)`, '=', email.toLowerCase());
  if (selfId) emailQ = emailQ.where('id', '!=', selfId);
  if (await emailQ.executeTakeFirst()) throw fieldRefusal(lang, Code.CONFLICT, 'email', 'admin.emailTaken');
  let wilayaQ = db.selectFrom('franchisees').select(['first_name', 'last_name']).where('wilaya_id', '=', wilaya.id);
  if (selfId) wilayaQ = wilayaQ.where('id', '!=', selfId);
  const holder = await wilayaQ.executeTakeFirst();
  if (holder)
    throw fieldRefusal(lang, Code.WILAYA_TAKEN, 'wilaya', 'admin.wilayaTaken', {
      wilaya: wilaya.name,
      name: `${holder.first_name} ${holder.last_name}`,
    });
}

/** A lost race on the unique indexes answers like the checks above. */
function uniqueRefusal(error: unknown, lang: Lang) {
  const index = uniqueViolation(error);
  if (index === null) return error;
  if (index.includes('wilaya')) return fieldRefusal(lang, Code.WILAYA_TAKEN, 'wilaya', 'admin.wilayaTaken', { wilaya: '', name: '' });
  return fieldRefusal(lang, Code.CONFLICT, 'email', 'admin.emailTaken');
}

/** The columns both the add and the edit form set, from a validated body. */
const columns = (body: Record<string, unknown>, wilayaId: number) => ({
  first_name: text(body.first_name),
  last_name: text(body.last_name),
  email: text(body.email),
  phone1: text(body.phone1),
  wilaya_id: wilayaId,
  adress1: text(body.adress1),
  adress2: clean(body.adress2),
  zip: text(body.zip),
  id_type: Number(body.Id_type),
  personal_id: text(body.personal_id),
});

/** The account's `language` column: the value sent (1 French, 2 English, 3 Arabic), else the request's language. */
const langOf = (v: unknown, fallback: Lang) => Number(['1', '2', '3'].includes(String(v)) ? String(v) : langHeaderValue(fallback));

export function registerFranchiseeRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;
  const preHandler = ctx.guard('admin');

  app.get(
    '/admin/franchise_list',
    { preHandler, schema: { tags: ['admin'], summary: 'Every franchisee with its wilaya name and phone', security: adminSecurity } },
    async (request, reply) => {
      const rows = await franchiseQuery(db).orderBy('f.last_name').orderBy('f.first_name').orderBy('f.id').execute();
      return ok(request, reply, rows.map(franchiseeItem));
    },
  );

  registerDetailsRoute(app, preHandler, {
    path: '/admin/franchise_details',
    summary: 'One franchisee: payload[0]',
    invalidIdKey: 'admin.invalidFranchiseId',
    load: (id) => loadFranchisee(db, id),
    notFound,
  });

  app.get(
    '/admin/wilaya_s_franchisees',
    {
      preHandler,
      schema: {
        tags: ['admin'],
        summary: 'Franchisees with their wilaya, to pick the one of a pharmacy (one per wilaya, D11); ?wilaya= narrows to one wilaya',
        security: adminSecurity,
        querystring: { type: 'object', properties: { wilaya: { type: 'string' } } },
      },
    },
    async (request, reply) => {
      const { wilaya } = (request.query ?? {}) as { wilaya?: string | number };
      let q = franchiseQuery(db);
      // an impossible id filters everything out rather than being ignored
      if (wilaya !== undefined && wilaya !== '') q = q.where('f.wilaya_id', '=', idOf(wilaya) ?? -1);
      const rows = await q.orderBy('w.code').execute();
      return ok(request, reply, rows.map(franchiseeItem));
    },
  );

  app.post(
    '/admin/add_franchise',
    {
      preHandler,
      schema: {
        tags: ['admin'],
        summary: 'Adds a franchisee and e-mails it a set-your-password link; one franchisee per wilaya (4092, D11)',
        security: adminSecurity,
        body: formBodySchema(FRANCHISE_FIELDS),
      },
    },
    async (request, reply) => {
      const body = bodyOf(request.body);
      checkForm(request.lang, franchiseForm, body);
      const wilaya = await wilayaOf(db, request.lang, body.wilaya);
      const email = text(body.email);
      await checkUnique(db, request.lang, email, wilaya);
      const language = langOf(body.language, request.lang);
      const id = await db
        .transaction()
        .execute(async (trx) => {
          const row = await trx
            .insertInto('franchisees')
            .values({ ...columns(body, wilaya.id), phone2: clean(body.phone2), language })
            .returningAll()
            .executeTakeFirstOrThrow();
          await recordAudit(trx, request.account, { action: 'create', resource: 'franchisee', resourceId: row.id, label: row.email, after: row });
          await createPasswordSetupMail(trx, config, 'franchise', row.id, langFromHeader(language));
          return row.id;
        })
        .catch((e: unknown) => {
          throw uniqueRefusal(e, request.lang);
        });
      return ok(request, reply, [await loadFranchisee(db, id)], 'admin.franchiseAdded');
    },
  );

  app.put(
    '/admin/update_franchise',
    {
      preHandler,
      schema: {
        tags: ['admin'],
        summary: 'Updates a franchisee (fraId); its wilaya cannot move while pharmacies are attached to it',
        security: adminSecurity,
        body: formBodySchema(['fraId', ...FRANCHISE_FIELDS]),
      },
    },
    async (request, reply) => {
      const body = bodyOf(request.body);
      const id = requireId(body.fraId ?? body.id, 'admin.invalidFranchiseId', Code.VALIDATION);
      checkForm(request.lang, franchiseEditForm, body);
      const current = await franchiseQuery(db).where('f.id', '=', id).executeTakeFirst();
      if (!current) throw notFound();
      const wilaya = await wilayaOf(db, request.lang, body.wilaya);
      const email = text(body.email);
      await checkUnique(db, request.lang, email, wilaya, id);
      if (wilaya.id !== current.wilaya_id && Number(current.pharmacies_count) > 0)
        throw fieldRefusal(request.lang, Code.IN_USE, 'wilaya', 'admin.franchiseWilayaLocked', { smart_count: Number(current.pharmacies_count) });
      await db
        .transaction()
        .execute(async (trx) => {
          const before = await trx.selectFrom('franchisees').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
          if (!before) throw notFound();
          const after = await trx
            .updateTable('franchisees')
            .set({
              ...columns(body, wilaya.id),
              // phone 2 is on the add form only (001 §3): left as it is when the edit form does not send it
              ...('phone2' in body ? { phone2: clean(body.phone2) } : {}),
              language: Number(body.language),
              updated_at: new Date(),
            })
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirstOrThrow();
          await recordAudit(trx, request.account, { action: 'update', resource: 'franchisee', resourceId: id, label: after.email, before, after });
        })
        .catch((e: unknown) => {
          throw uniqueRefusal(e, request.lang);
        });
      return ok(request, reply, [await loadFranchisee(db, id)], 'admin.franchiseUpdated');
    },
  );

  app.delete(
    '/admin/delete_franchise',
    {
      preHandler,
      schema: {
        tags: ['admin'],
        summary: 'Deletes a franchisee and ends its sessions; refused (4094) while pharmacies are still attached to it',
        security: adminSecurity,
        body: formBodySchema(['id']),
      },
    },
    async (request, reply) => {
      const id = requireId(bodyOf(request.body).id, 'admin.invalidFranchiseId');
      await db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('franchisees').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
        if (!row) throw notFound();
        const { n } = await trx
          .selectFrom('pharmacies')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('franchisee_id', '=', id)
          .where('deleted_at', 'is', null)
          .executeTakeFirstOrThrow();
        if (Number(n) > 0) throw new ApiError(Code.IN_USE, 'admin.franchiseHasPharmacies', { vars: { smart_count: Number(n) } });
        await trx.deleteFrom('password_resets').where('role', '=', 'franchise').where('account_id', '=', id).execute();
        await trx.deleteFrom('franchisees').where('id', '=', id).execute();
        await recordAudit(trx, request.account, { action: 'delete', resource: 'franchisee', resourceId: id, label: row.email, before: row });
        await revokeAccountTokens(trx, 'franchise', id);
      });
      return ok(request, reply, [{ id }], 'admin.franchiseDeleted');
    },
  );
}
