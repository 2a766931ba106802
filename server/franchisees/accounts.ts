import { sql } from 'kysely';
import { Code } from '../../src/contract/codes.js';
import { type Lang, langFromHeader, langHeaderValue } from '../../src/contract/constants.js';
import { recordAudit } from '../audit/record.js';
import { emailChanged, handOverAccount } from '../auth/emailChange.js';
import type { Account } from '../auth/guard.js';
import { forgetSessions } from '../auth/sessionCache.js';
import { revokeAccountTokens } from '../auth/tokens.js';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { ApiError, clean, text } from '../http/envelope.js';
import { fieldRefusal, uniqueViolation } from '../http/fieldRefusals.js';
import { idOf } from '../http/ids.js';
import { createPasswordSetupMail } from '../mail/accountMails.js';
import { franchiseQuery } from '../queries/franchisees.js';
import { auditedUpdate } from '../db/auditedUpdate.js';

/** The back office's franchisee accounts (001 §3): one franchisee per wilaya (D11), each e-mail once. */

export const franchiseNotFound = () => new ApiError(Code.NOT_FOUND, 'admin.franchiseNotFound', { status: 404 });

type Form = Record<string, unknown>;

async function wilayaOf(db: Database, lang: Lang, id: unknown) {
  const wilayaId = idOf(id);
  const w =
    wilayaId === null
      ? undefined
      : await db.selectFrom('wilayas').select(['id', 'code', 'name']).where('id', '=', wilayaId).executeTakeFirst();
  if (!w) throw fieldRefusal(lang, Code.V4009, 'wilaya', 'admin.unknownWilaya');
  return w;
}

/** Refuses an e-mail another franchisee has (4091) and a wilaya that already has its franchisee (4092, D11). */
async function checkUnique(
  db: Database,
  lang: Lang,
  email: string,
  wilaya: { id: number; name: string },
  selfId?: number,
) {
  let emailQ = db
    .selectFrom('franchisees')
    .select('id')
    .where(sql`lower(email)`, '=', email.toLowerCase());
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
  if (index.includes('wilaya'))
    return fieldRefusal(lang, Code.WILAYA_TAKEN, 'wilaya', 'admin.wilayaTaken', { wilaya: '', name: '' });
  return fieldRefusal(lang, Code.CONFLICT, 'email', 'admin.emailTaken');
}

/** The columns both the add and the edit form set, from a validated body. */
const columns = (body: Form, wilayaId: number) => ({
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
const langOf = (v: unknown, fallback: Lang) =>
  Number(['1', '2', '3'].includes(String(v)) ? String(v) : langHeaderValue(fallback));

/** Adds a franchisee from a validated form and queues its set-your-password mail. Its id. */
export async function addFranchisee(
  db: Database,
  config: Config,
  account: Account,
  lang: Lang,
  body: Form,
): Promise<number> {
  const wilaya = await wilayaOf(db, lang, body.wilaya);
  await checkUnique(db, lang, text(body.email), wilaya);
  const language = langOf(body.language, lang);
  return db
    .transaction()
    .execute(async (trx) => {
      const row = await trx
        .insertInto('franchisees')
        .values({ ...columns(body, wilaya.id), phone2: clean(body.phone2), language })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, account, {
        action: 'create',
        resource: 'franchisee',
        resourceId: row.id,
        label: row.email,
        after: row,
      });
      await createPasswordSetupMail(trx, config, 'franchise', row.id, langFromHeader(language));
      return row.id;
    })
    .catch((e: unknown) => {
      throw uniqueRefusal(e, lang);
    });
}

/**
 * Updates a franchisee from a validated form; its wilaya cannot move while pharmacies are attached to it (4094). A
 * form read at an older version is refused (StaleEdit, D23). A new e-mail is a new person: the account is handed
 * over (auth/emailChange.ts).
 */
export async function updateFranchisee(
  db: Database,
  account: Account,
  lang: Lang,
  id: number,
  body: Form,
  config: Config,
  version?: number,
): Promise<void> {
  const current = await franchiseQuery(db).where('f.id', '=', id).executeTakeFirst();
  if (!current) throw franchiseNotFound();
  const wilaya = await wilayaOf(db, lang, body.wilaya);
  await checkUnique(db, lang, text(body.email), wilaya, id);
  if (wilaya.id !== current.wilaya_id && Number(current.pharmacies_count) > 0)
    throw fieldRefusal(lang, Code.IN_USE, 'wilaya', 'admin.franchiseWilayaLocked', {
      smart_count: Number(current.pharmacies_count),
    });
  await auditedUpdate(db, account, {
    table: 'franchisees',
    id,
    resource: 'franchisee',
    version,
    set: {
      ...columns(body, wilaya.id),
      // phone 2 is on the add form only (001 §3): left as it is when the edit form does not send it
      ...('phone2' in body ? { phone2: clean(body.phone2) } : {}),
      language: Number(body.language),
      updated_at: new Date(),
    },
    label: (after) => after.email,
    notFound: franchiseNotFound,
    refusal: (e) => uniqueRefusal(e, lang),
  });
  // its wilaya is the scope its sessions carry
  if (wilaya.id !== current.wilaya_id) forgetSessions('franchise', id);
  if (emailChanged(current.email, text(body.email))) await handOverAccount(db, config, 'franchise', id);
}

/** Deletes a franchisee without pharmacies (4094 otherwise), its pending password links and its sessions. */
export async function deleteFranchisee(db: Database, account: Account, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('franchisees').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw franchiseNotFound();
    const { n } = await trx
      .selectFrom('pharmacies')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('franchisee_id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    if (Number(n) > 0)
      throw new ApiError(Code.IN_USE, 'admin.franchiseHasPharmacies', { vars: { smart_count: Number(n) } });
    await trx.deleteFrom('password_resets').where('role', '=', 'franchise').where('account_id', '=', id).execute();
    await trx.deleteFrom('franchisees').where('id', '=', id).execute();
    await recordAudit(trx, account, {
      action: 'delete',
      resource: 'franchisee',
      resourceId: id,
      label: row.email,
      before: row,
    });
    await revokeAccountTokens(trx, 'franchise', id);
  });
}
