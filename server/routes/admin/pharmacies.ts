import type { FastifyInstance } from 'fastify';
import { Code } from '../../../src/contract/codes.js';
import { type Lang, langHeaderValue } from '../../../src/contract/constants.js';
import { PHARMACY_FIELDS } from '../../../src/contract/adminFields.js';
import { adminPharmacyForm } from '../../../src/contract/forms.js';
import { recordAudit } from '../../audit/record.js';
import { revokeAccountTokens } from '../../auth/tokens.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/index.js';
import { ApiError, ok } from '../../http/envelope.js';
import { createPasswordSetupMail } from '../../mail/accountMails.js';
import { listPharmacies, pharmacyColumns, pharmacyDetails, pharmacyEmailTaken } from '../../queries/pharmacies.js';
import { registerDetailsRoute } from './detailsRoute.js';
import { adminSecurity, bodyOf, checkForm, fieldRefusal, formBodySchema, requireId, text, uniqueViolation } from './input.js';

const notFound = () => new ApiError(Code.NOT_FOUND, 'admin.pharmacyNotFound', { status: 404 });

/**
 * The checks beyond the field rules: the wilaya exists, the franchisee is the one of that wilaya (001 §5,
 * D11) and no other live pharmacy uses the e-mail. Returns the ids to store.
 */
async function checkRelations(db: Database, lang: Lang, body: Record<string, unknown>, selfId?: number) {
  const wilaya = await db.selectFrom('wilayas').select('id').where('id', '=', Number(body.wilaya)).executeTakeFirst();
  if (!wilaya) throw fieldRefusal(lang, Code.VALIDATION, 'wilaya', 'admin.unknownWilaya');
  const franchisee = await db
    .selectFrom('franchisees')
    .select('id')
    .where('id', '=', Number(body.franchise_fk))
    .where('wilaya_id', '=', wilaya.id)
    .executeTakeFirst();
  if (!franchisee) throw fieldRefusal(lang, Code.VALIDATION, 'franchise_fk', 'admin.franchiseeNotOfWilaya');
  if (await pharmacyEmailTaken(db, text(body.pharm_email), selfId)) throw fieldRefusal(lang, Code.CONFLICT, 'pharm_email', 'admin.emailTaken');
  return { wilayaId: wilaya.id, franchiseeId: franchisee.id };
}

const emailRace = (e: unknown, lang: Lang) =>
  uniqueViolation(e) !== null ? fieldRefusal(lang, Code.CONFLICT, 'pharm_email', 'admin.emailTaken') : e;

export function registerPharmacyAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;
  const preHandler = ctx.guard('admin');

  app.get(
    '/admin/pharmacies_list',
    {
      preHandler,
      schema: { tags: ['admin'], summary: 'Every pharmacy with its point of contact and franchisee full names', security: adminSecurity },
    },
    async (request, reply) => ok(request, reply, await listPharmacies(db)),
  );

  registerDetailsRoute(app, preHandler, {
    path: '/admin/pharmacy_details',
    summary: 'One pharmacy with point of contact, franchisee and last orders: payload[0]',
    load: (id) => pharmacyDetails(db, id),
    notFound,
  });

  app.post(
    '/admin/add_pharmacy',
    {
      preHandler,
      schema: {
        tags: ['admin'],
        summary: "Adds a pharmacy followed by its wilaya's franchisee and e-mails it a set-your-password link",
        security: adminSecurity,
        body: formBodySchema(PHARMACY_FIELDS),
      },
    },
    async (request, reply) => {
      const body = bodyOf(request.body);
      checkForm(request.lang, adminPharmacyForm, body);
      const ids = await checkRelations(db, request.lang, body);
      const id = await db
        .transaction()
        .execute(async (trx) => {
          const row = await trx
            .insertInto('pharmacies')
            .values({ ...pharmacyColumns(body, ids), language: Number(langHeaderValue(request.lang)) })
            .returningAll()
            .executeTakeFirstOrThrow();
          await recordAudit(trx, request.account, { action: 'create', resource: 'pharmacy', resourceId: row.id, label: row.name, after: row });
          await createPasswordSetupMail(trx, config, 'pharmacy', row.id, request.lang);
          return row.id;
        })
        .catch((e: unknown) => {
          throw emailRace(e, request.lang);
        });
      return ok(request, reply, [await pharmacyDetails(db, id)], 'admin.pharmacyAdded');
    },
  );

  app.put(
    '/admin/update_pharmacy',
    {
      preHandler,
      schema: {
        tags: ['admin'],
        summary: 'Updates a pharmacy (id); its franchisee is `fra_id` (or `franchise_fk`) and must be the one of its wilaya',
        security: adminSecurity,
        body: formBodySchema(['id', 'fra_id', ...PHARMACY_FIELDS]),
      },
    },
    async (request, reply) => {
      const raw = bodyOf(request.body);
      const id = requireId(raw.id, 'admin.invalidId', Code.VALIDATION);
      const body = { ...raw, franchise_fk: raw.fra_id ?? raw.franchise_fk };
      checkForm(request.lang, adminPharmacyForm, body);
      const current = await db.selectFrom('pharmacies').select('id').where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
      if (!current) throw notFound();
      const ids = await checkRelations(db, request.lang, body, id);
      await db
        .transaction()
        .execute(async (trx) => {
          const before = await trx.selectFrom('pharmacies').selectAll().where('id', '=', id).where('deleted_at', 'is', null).forUpdate().executeTakeFirst();
          if (!before) throw notFound();
          const after = await trx
            .updateTable('pharmacies')
            .set({ ...pharmacyColumns(body, ids), updated_at: new Date() })
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirstOrThrow();
          await recordAudit(trx, request.account, { action: 'update', resource: 'pharmacy', resourceId: id, label: after.name, before, after });
        })
        .catch((e: unknown) => {
          throw emailRace(e, request.lang);
        });
      return ok(request, reply, [await pharmacyDetails(db, id)], 'admin.pharmacyUpdated');
    },
  );

  app.delete(
    '/admin/delete_pharmacy',
    {
      preHandler,
      schema: {
        tags: ['admin'],
        summary: 'Deletes a pharmacy (soft delete: its orders and invoices stay) and ends its sessions at once',
        security: adminSecurity,
        body: formBodySchema(['id']),
      },
    },
    async (request, reply) => {
      const id = requireId(bodyOf(request.body).id);
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('pharmacies')
          .set({ deleted_at: new Date(), updated_at: new Date() })
          .where('id', '=', id)
          .where('deleted_at', 'is', null)
          .returningAll()
          .executeTakeFirst();
        if (!row) throw notFound();
        await recordAudit(trx, request.account, { action: 'delete', resource: 'pharmacy', resourceId: id, label: row.name, before: row });
        await revokeAccountTokens(trx, 'pharmacy', id);
        await trx.updateTable('password_resets').set({ used_at: new Date() }).where('role', '=', 'pharmacy').where('account_id', '=', id).where('used_at', 'is', null).execute();
      });
      return ok(request, reply, [{ id }], 'admin.pharmacyDeleted');
    },
  );
}
