import { Code } from '../../src/contract/codes.js';
import type { Role } from '../../src/contract/constants.js';
import type { Database } from '../db/index.js';
import { ApiError } from '../http/envelope.js';
import { accountTable, findAccountById } from './accounts.js';
import { hashPassword, verifyPassword } from './passwords.js';
import {
  ADDRESS_LIMIT,
  accountKey,
  addressKey,
  claimAttempt,
  clearAttempts,
  PASSWORD_CHECK_LIMIT,
  unlockAccount,
} from './rateLimit.js';
import { consumeResetToken } from './resets.js';
import { revokeAccountTokens, revokeOtherSessions } from './tokens.js';

async function setPassword(db: Database, role: Role, id: number, passwordHash: string) {
  await db.updateTable(accountTable[role]).set({ password_hash: passwordHash }).where('id', '=', id).execute();
}

/** A new password through a reset link's token: every session of the account ends (4041, HTTP 400, for a bad link). */
export async function resetPassword(db: Database, role: Role, r: { token: string; newPassword: string; ip: string }) {
  // a wrong or used link counts against the client address, before the Argon2 hashing
  const claimed = await claimAttempt(db, [{ key: addressKey(r.ip), limit: ADDRESS_LIMIT }]);
  const passwordHash = await hashPassword(r.newPassword);
  const email = await db.transaction().execute(async (trx) => {
    const accountId = await consumeResetToken(trx, role, r.token);
    const account = accountId === null ? undefined : await findAccountById(trx, role, accountId);
    if (!account) throw new ApiError(Code.NOT_FOUND, 'auth.resetInvalid', { status: 400 });
    await setPassword(trx, role, account.id, passwordHash);
    await revokeAccountTokens(trx, role, account.id);
    return account.email;
  });
  // the owner proved it holds the mailbox: whoever's failures locked the account, it opens again at once
  await unlockAccount(db, role, email);
  await clearAttempts(db, null, claimed);
}

/**
 * The signed-in pharmacy changes its password (spec 000 §8): wrong old password 4011, same password 4012, both
 * HTTP 400 (a 401 would end the session in the browser). Its other sessions end; the calling one stays.
 */
export async function changePharmacyPassword(
  db: Database,
  id: number,
  c: { oldPassword: string; newPassword: string; accessToken?: string },
) {
  const guesses = accountKey('password', 'pharmacy', id);
  await claimAttempt(db, [{ key: guesses, limit: PASSWORD_CHECK_LIMIT }]);
  const account = await findAccountById(db, 'pharmacy', id);
  if (!account || !(await verifyPassword(account.password_hash, c.oldPassword)))
    throw new ApiError(Code.WRONG_CREDENTIALS, 'auth.wrongOldPassword', { status: 400 });
  await clearAttempts(db, guesses);
  if (c.newPassword === c.oldPassword) throw new ApiError(Code.SAME_PASSWORD, 'auth.samePassword', { status: 400 });
  const passwordHash = await hashPassword(c.newPassword);
  await db.transaction().execute(async (trx) => {
    await setPassword(trx, 'pharmacy', id, passwordHash);
    // other devices signed in with the old password are signed out; this one stays
    await revokeOtherSessions(trx, 'pharmacy', id, c.accessToken);
  });
}
