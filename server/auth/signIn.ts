import { Code } from '../../src/contract/codes.js';
import type { Role } from '../../src/contract/constants.js';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { ApiError } from '../http/envelope.js';
import { findAccountByEmail } from './accounts.js';
import { verifyPassword } from './passwords.js';
import { ACCOUNT_LIMIT, ADDRESS_LIMIT, accountKey, addressKey, claimAttempt, clearAttempts } from './rateLimit.js';
import { issueTokens, tokenPayload } from './tokens.js';

/**
 * Signs an account of a role in with a well-formed e-mail (normalised) and password: its token pair, or 4011.
 * Failures are counted per account and per client address (D20).
 */
export async function signIn(db: Database, config: Config, role: Role, c: { email: string; password: string; ip: string }) {
  const accountAttempts = accountKey('signin', role, c.email);
  // counted as a failure until the password proves right
  const claimed = await claimAttempt(db, [
    { key: accountAttempts, limit: ACCOUNT_LIMIT },
    { key: addressKey(c.ip), limit: ADDRESS_LIMIT },
  ]);
  const account = await findAccountByEmail(db, role, c.email);
  // an unknown account costs the same Argon2 verification as a wrong password
  const valid = await verifyPassword(account?.password_hash, c.password);
  if (!account || !valid) throw new ApiError(Code.WRONG_CREDENTIALS, 'auth.wrongCredentials');
  await clearAttempts(db, accountAttempts, claimed);
  return tokenPayload(role, await issueTokens(db, config, role, account.id));
}
