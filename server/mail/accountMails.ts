import type { Lang, Role } from '../../src/contract/constants.js';
import { createResetToken, RESET_TTL_MS, resetLink, SETUP_TTL_MS } from '../auth/resets.js';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { inTransaction } from '../db/transaction.js';
import { queueMail } from './queue.js';
import { accountCreatedMail, passwordResetMail } from './templates.js';

interface Recipient {
  email: string;
  name: string;
}

/** E-mail and display name of an account (person's full name, or the pharmacy's name). */
async function recipient(db: Database, role: Role, id: number): Promise<Recipient | undefined> {
  if (role === 'pharmacy')
    return db.selectFrom('pharmacies').select(['email', 'name']).where('id', '=', id).executeTakeFirst();
  const table = role === 'admin' ? 'admins' : 'franchisees';
  const row = await db
    .selectFrom(table)
    .select(['email', 'first_name', 'last_name'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { email: row.email, name: `${row.first_name} ${row.last_name}` };
}

/**
 * Queues the "forgot password" mail with a fresh one-hour link (D18). Returns the link (never to be logged). The
 * link replaces the older ones in the mail's own transaction (issue 37 §6): a database dropped in between never
 * leaves the account with its links voided and no mail.
 */
export async function queuePasswordResetMail(db: Database, config: Config, role: Role, accountId: number, lang: Lang) {
  const queue = async (trx: Database) => {
    const to = await recipient(trx, role, accountId);
    if (!to) return null;
    const link = resetLink(config, role, await createResetToken(trx, role, accountId, RESET_TTL_MS), lang);
    await queueMail(trx, {
      to: to.email,
      ...passwordResetMail(lang, { name: to.name, link, validMinutes: RESET_TTL_MS / 60_000 }),
      secret: true,
    });
    return link;
  };
  return db.isTransaction ? queue(db) : inTransaction(db, queue);
}

/**
 * Welcome mail of a new franchisee or pharmacy with a set-your-password link valid 7 days (same single-use
 * mechanism as a reset). Call it inside the transaction that creates the account, passing that transaction.
 */
export async function createPasswordSetupMail(db: Database, config: Config, role: Role, accountId: number, lang: Lang) {
  const to = await recipient(db, role, accountId);
  if (!to) throw new Error(`no ${role} account ${accountId}`);
  const link = resetLink(config, role, await createResetToken(db, role, accountId, SETUP_TTL_MS), lang);
  await queueMail(db, {
    to: to.email,
    ...accountCreatedMail(lang, { name: to.name, role, email: to.email, link, validDays: SETUP_TTL_MS / 86_400_000 }),
    secret: true,
  });
  return link;
}
