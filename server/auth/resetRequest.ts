import type { Lang, Role } from '../../src/contract/constants.js';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { queuePasswordResetMail } from '../mail/accountMails.js';
import { findAccountByEmail } from './accounts.js';
import { ACCOUNT_LIMIT, ADDRESS_LIMIT, accountKey, addressKey, claimAttempt } from './rateLimit.js';

/** "Forgot password": a reset link is mailed when the address is an account's; an unknown one does nothing (D18, D20). */
export async function requestPasswordReset(db: Database, config: Config, role: Role, r: { email: string; ip: string; lang: Lang }) {
  await claimAttempt(db, [
    { key: accountKey('reset', role, r.email), limit: ACCOUNT_LIMIT },
    { key: addressKey(r.ip), limit: ADDRESS_LIMIT },
  ]);
  const account = await findAccountByEmail(db, role, r.email);
  if (account) await queuePasswordResetMail(db, config, role, account.id, r.lang);
}
