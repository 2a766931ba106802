import { Code } from '../../src/contract/codes.js';
import type { Role } from '../../src/contract/constants.js';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { ApiError } from '../http/envelope.js';
import { findAccountByEmail } from './accounts.js';
import { verifyPassword } from './passwords.js';
import { accountAddressKey, attemptChecks, claimAttempt, clearAttempts } from './rateLimit.js';
import { issueTokens, tokenPayload } from './tokens.js';

/**
 * Signs an account of a role in with a well-formed e-mail (normalised) and password: its token pair, or 4011.
 * Failures are counted per account and client address, per account and per client address (D20, D33).
 */
export async function signIn(
  db: Database,
  config: Config,
  role: Role,
  c: { email: string; password: string; ip: string },
) {
  // counted as a failure until the password proves right
  const claimed = await claimAttempt(db, attemptChecks('signin', role, c.email, c.ip));
  const account = await findAccountByEmail(db, role, c.email);
  // an unknown account costs the same Argon2 verification as a wrong password
  const valid = await verifyPassword(account?.password_hash, c.password);
  if (!account || !valid) throw new ApiError(Code.WRONG_CREDENTIALS, 'auth.wrongCredentials');
  // this address's failures are forgotten; those of other addresses still count against the account
  await clearAttempts(db, accountAddressKey('signin', role, c.email, c.ip), claimed);
  return tokenPayload(role, await issueTokens(db, config, role, account.id));
}
