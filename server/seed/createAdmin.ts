/**
 * Creates an administrator on a deployment without demo data and mails them a set-your-password link
 * (valid 7 days; the link is printed too):
 *
 *   npx tsx server/seed/createAdmin.ts <email> <first name> <last name> [fr|en|ar]
 *
 * Uses the same configuration as the server (DATABASE_URL or DATA_DIR, SMTP_URL, WEB_URL).
 */
import { sql } from 'kysely';
import pino from 'pino';
import { LANGS, langHeaderValue } from '../../src/contract/constants.js';
import { rules } from '../../src/contract/validation.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/index.js';
import { migrateToLatest } from '../db/migrate.js';
import { createPasswordSetupMail } from '../mail/accountMails.js';
import { sendDueMail } from '../mail/worker.js';
import { ensureWilayas } from './reference.js';

async function createAdmin(args: string[]) {
  const [email = '', firstName = '', lastName = '', langArg = 'fr'] = args;
  if (!rules.required(email) || !rules.email(email)) return fail(`"${email}" is not an e-mail address`);
  if (!rules.required(firstName) || !rules.name(firstName)) return fail('the first name must have 3 to 40 letters');
  if (!rules.required(lastName) || !rules.name(lastName)) return fail('the last name must have 3 to 40 letters');
  const lang = LANGS.find((l) => l === langArg);
  if (!lang) return fail(`the language must be ${LANGS.join(', ')}`);

  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const db = await openDatabase(config);
  try {
    await migrateToLatest(db);
    await ensureWilayas(db);
    const taken = await db
      .selectFrom('admins')
      .select('id')
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
    if (taken) return fail(`an administrator with the e-mail ${email} already exists`);
    const link = await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('admins')
        .values({
          email: email.trim(),
          first_name: firstName.trim(),
          last_name: lastName.trim(),
          password_hash: null,
          language: Number(langHeaderValue(lang)),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return createPasswordSetupMail(trx, config, 'admin', id, lang);
    });
    await sendDueMail(config, db, log);
    console.log(`Administrator ${email} created. Set-your-password link (valid 7 days, also mailed):\n${link}`);
  } finally {
    await db.destroy();
  }
}

function fail(message: string) {
  console.error(`Cannot create the administrator: ${message}.`);
  process.exitCode = 1;
}

void createAdmin(process.argv.slice(2));
