import { Code } from '../../src/contract/codes.js';
import { type Lang, langHeaderValue } from '../../src/contract/constants.js';
import { recordAudit } from '../audit/record.js';
import { emailChanged, handOverAccount } from '../auth/emailChange.js';
import type { Account } from '../auth/guard.js';
import { revokeAccountTokens } from '../auth/tokens.js';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { softDelete } from '../db/softDelete.js';
import { ApiError, text } from '../http/envelope.js';
import { fieldRefusal, uniqueViolation } from '../http/fieldRefusals.js';
import { createPasswordSetupMail } from '../mail/accountMails.js';
import { pharmacyColumns, pharmacyEmailTaken } from '../queries/pharmacies.js';
import { auditedUpdate } from '../db/auditedUpdate.js';

/** Pharmacy accounts as the back office (any wilaya) and a franchisee (its own wilaya, D11) write them. */

export const pharmacyNotFound = () => new ApiError(Code.NOT_FOUND, 'admin.pharmacyNotFound', { status: 404 });

type Form = Record<string, unknown>;
interface Owner {
  wilayaId: number;
  franchiseeId: number;
}

/**
 * The checks beyond the field rules: the wilaya exists, the franchisee is the one of that wilaya (001 §5,
 * D11) and no other live pharmacy uses the e-mail. Returns the ids to store.
 */
async function checkRelations(db: Database, lang: Lang, body: Form, selfId?: number): Promise<Owner> {
  const wilaya = await db.selectFrom('wilayas').select('id').where('id', '=', Number(body.wilaya)).executeTakeFirst();
  if (!wilaya) throw fieldRefusal(lang, Code.VALIDATION, 'wilaya', 'admin.unknownWilaya');
  const franchisee = await db
    .selectFrom('franchisees')
    .select('id')
    .where('id', '=', Number(body.franchise_fk))
    .where('wilaya_id', '=', wilaya.id)
    .executeTakeFirst();
  if (!franchisee) throw fieldRefusal(lang, Code.VALIDATION, 'franchise_fk', 'admin.franchiseeNotOfWilaya');
  if (await pharmacyEmailTaken(db, text(body.pharm_email), selfId))
    throw fieldRefusal(lang, Code.CONFLICT, 'pharm_email', 'admin.emailTaken');
  return { wilayaId: wilaya.id, franchiseeId: franchisee.id };
}

const emailRace = (e: unknown, lang: Lang) =>
  uniqueViolation(e) !== null ? fieldRefusal(lang, Code.CONFLICT, 'pharm_email', 'admin.emailTaken') : e;

/** Inserts a pharmacy without a password, audits it and queues its set-your-password mail. Its id. */
async function createPharmacy(
  trx: Database,
  config: Config,
  account: Account,
  lang: Lang,
  body: Form,
  owner: Owner,
): Promise<number> {
  const row = await trx
    .insertInto('pharmacies')
    .values({ ...pharmacyColumns(body, owner), password_hash: null, language: Number(langHeaderValue(lang)) })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordAudit(trx, account, {
    action: 'create',
    resource: 'pharmacy',
    resourceId: row.id,
    label: row.name,
    after: row,
  });
  await createPasswordSetupMail(trx, config, 'pharmacy', row.id, lang);
  return row.id;
}

/** The admin's add (validated form): any wilaya, with that wilaya's franchisee. Its id. */
export async function addPharmacy(
  db: Database,
  config: Config,
  account: Account,
  lang: Lang,
  body: Form,
): Promise<number> {
  const owner = await checkRelations(db, lang, body);
  return db
    .transaction()
    .execute((trx) => createPharmacy(trx, config, account, lang, body, owner))
    .catch((e: unknown) => {
      throw emailRace(e, lang);
    });
}

/** A franchisee's add (validated form): always in its own wilaya, whatever wilaya was sent (D11). Its id. */
export async function addWilayaPharmacy(
  db: Database,
  config: Config,
  account: Account,
  lang: Lang,
  body: Form,
  owner: Owner,
): Promise<number> {
  const taken = () => new ApiError(Code.CONFLICT, 'franchise.pharmacyEmailTaken');
  return db.transaction().execute(async (trx) => {
    if (await pharmacyEmailTaken(trx, text(body.pharm_email))) throw taken();
    // two adds of the same e-mail at once: the unique index decides
    return createPharmacy(trx, config, account, lang, body, owner).catch((e: unknown) => {
      throw uniqueViolation(e) !== null ? taken() : e;
    });
  });
}

/**
 * The admin's update (validated form, `franchise_fk` the franchisee of the wilaya); a form read at an older version
 * is refused (StaleEdit, D23); a new e-mail hands the account over.
 */
export async function updatePharmacy(
  db: Database,
  account: Account,
  lang: Lang,
  id: number,
  body: Form,
  config: Config,
  version?: number,
): Promise<void> {
  const current = await db
    .selectFrom('pharmacies')
    .select(['id', 'email'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!current) throw pharmacyNotFound();
  const owner = await checkRelations(db, lang, body, id);
  await auditedUpdate(db, account, {
    table: 'pharmacies',
    id,
    resource: 'pharmacy',
    version,
    set: { ...pharmacyColumns(body, owner), updated_at: new Date() },
    label: (after) => after.name,
    notFound: pharmacyNotFound,
    refusal: (e) => emailRace(e, lang),
  });
  const after = await db.selectFrom('pharmacies').select('email').where('id', '=', id).executeTakeFirstOrThrow();
  if (emailChanged(current.email, after.email)) await handOverAccount(db, config, 'pharmacy', id);
}

/** Withdraws a pharmacy (its orders and invoices stay), ends its sessions and voids its pending password links. */
export async function deletePharmacy(db: Database, account: Account, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await softDelete(trx, account, { table: 'pharmacies', id, resource: 'pharmacy', label: (r) => r.name });
    if (!row) throw pharmacyNotFound();
    await revokeAccountTokens(trx, 'pharmacy', id);
    await trx
      .updateTable('password_resets')
      .set({ used_at: new Date() })
      .where('role', '=', 'pharmacy')
      .where('account_id', '=', id)
      .where('used_at', 'is', null)
      .execute();
  });
}
