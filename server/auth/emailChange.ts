import { langFromHeader, type Role } from '../../src/contract/constants.js';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { createPasswordSetupMail } from '../mail/accountMails.js';
import { accountTable } from './accounts.js';
import { revokeAccountTokens } from './tokens.js';

/** Whether an edit changes the address an account signs in with (its case aside: the same mailbox). */
export const emailChanged = (before: string, after: string) =>
  before.trim().toLowerCase() !== after.trim().toLowerCase();

/**
 * The back office gave an account another e-mail: another person takes it over (a wilaya handed to a new
 * franchisee). Nothing of the former person still opens it: every session ends, the password is cleared, pending
 * links are voided, and the new address gets the set-your-password mail (7 days), in the account's language.
 */
export async function handOverAccount(db: Database, config: Config, role: Role, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const account = await trx
      .updateTable(accountTable[role])
      .set({ password_hash: null })
      .where('id', '=', id)
      .returning('language')
      .executeTakeFirst();
    if (!account) return;
    await revokeAccountTokens(trx, role, id);
    // a new link voids the older ones (resets.ts)
    await createPasswordSetupMail(trx, config, role, id, langFromHeader(String(account.language)));
  });
}
