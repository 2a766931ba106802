import type { Lang, Role } from '../../src/contract/constants.js';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { queuePasswordResetMail } from '../mail/accountMails.js';
import { findAccountByEmail } from './accounts.js';
import { attemptChecks, claimAttempt } from './rateLimit.js';

/** "Forgot password": a reset link is mailed when the address is an account's; an unknown one does nothing (D18, D20). */
export async function requestPasswordReset(
  db: Database,
  config: Config,
  role: Role,
  r: { email: string; ip: string; lang: Lang },
) {
  await claimAttempt(db, attemptChecks('reset', role, r.email, r.ip));
  const account = await findAccountByEmail(db, role, r.email);
  if (account) await queuePasswordResetMail(db, config, role, account.id, r.lang);
}
