import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Code } from '../../src/contract/codes.js';
import { ROLES, type Role, tokenKeys } from '../../src/contract/constants.js';
import type { FieldErrorItem } from '../../src/contract/envelope.js';
import { changePasswordForm, forgotPasswordForm, loginForm, resetPasswordForm } from '../../src/contract/forms.js';
import { translate } from '../../src/contract/messages/index.js';
import { type FormSpec, PASSWORD_MAX, validateForm } from '../../src/contract/validation.js';
import { accountTable, findAccountByEmail, findAccountById } from '../auth/accounts.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { loadProfile } from '../auth/profiles.js';
import {
  ACCOUNT_LIMIT,
  ADDRESS_LIMIT,
  accountKey,
  addressKey,
  claimAttempt,
  clearAttempts,
} from '../auth/rateLimit.js';
import { consumeResetToken } from '../auth/resets.js';
import { hashToken, issueTokens, revokeAccountTokens, tokenPayload } from '../auth/tokens.js';
import type { AppContext } from '../context.js';
import type { Database } from '../db/index.js';
import { ApiError, ok } from '../http/envelope.js';
import { queuePasswordResetMail } from '../mail/accountMails.js';

/**
 * Whatever happens, "forgot password" answers after at least this long, so that an unknown address (no token,
 * no mail) cannot be told from a known one by timing (D18).
 */
export const FORGOT_MIN_MS = 300;

const label: Record<Role, string> = { admin: 'an administrator', franchise: 'a franchisee', pharmacy: 'a pharmacy' };

/**
 * Checks a body against a shared form spec; the first invalid field decides the code (spec 000 §8) and the
 * message is the auth one of that field (e.g. "Invalid email address." for 4001 on login).
 */
function checkForm(request: FastifyRequest, spec: FormSpec, body: Record<string, unknown>, messages: Record<string, string>) {
  const errors = validateForm(spec, body);
  if (!errors.length) return;
  const first = errors[0]!;
  const payload: FieldErrorItem[] = errors.map((e) => ({ path: e.path, msg: translate(request.lang, messages[e.path] ?? e.message) }));
  throw new ApiError(spec[first.path]!.code ?? Code.VALIDATION, messages[first.path] ?? first.message, { status: 400, payload });
}

const normalEmail = (email: unknown) => String(email).trim().toLowerCase();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const stringBody = (...fields: string[]) => ({
  type: 'object',
  properties: Object.fromEntries(fields.map((f) => [f, { type: 'string' }])),
});

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext) {
  for (const role of ROLES) registerRoleAuth(app, ctx, role);
  registerPasswordChange(app, ctx);
}

/** Sign-in, profile, forgot and reset password of one role: the same code for the three roles. */
function registerRoleAuth(app: FastifyInstance, { db, config, guard }: AppContext, role: Role) {
  const keys = tokenKeys(role);
  const tags = ['auth'];

  app.post(
    `/${role}/login`,
    {
      schema: {
        tags,
        summary: `Signs ${label[role]} in: payload [{${keys.access}, ${keys.refresh}}]`,
        description: '4001 invalid e-mail, 4002 empty or malformed password, 4011 wrong e-mail or password, 4290 too many failures (D20).',
        body: stringBody('email', 'password'),
      },
    },
    async (request, reply) => {
      const body = (request.body ?? {}) as { email?: string; password?: string };
      checkForm(request, loginForm, body, { email: 'auth.invalidEmail', password: 'auth.passwordMalformed' });
      const password = String(body.password);
      if (password.length > PASSWORD_MAX) throw new ApiError(Code.V4002, 'auth.passwordMalformed', { status: 400 });
      const email = normalEmail(body.email);
      const accountAttempts = accountKey('signin', role, email);
      // counted as a failure until the password proves right
      const claimed = await claimAttempt(db, [
        { key: accountAttempts, limit: ACCOUNT_LIMIT },
        { key: addressKey(request.ip), limit: ADDRESS_LIMIT },
      ]);
      const account = await findAccountByEmail(db, role, email);
      // an unknown account costs the same Argon2 verification as a wrong password
      const valid = await verifyPassword(account?.password_hash, password);
      if (!account || !valid) throw new ApiError(Code.WRONG_CREDENTIALS, 'auth.wrongCredentials');
      await clearAttempts(db, accountAttempts, claimed);
      const pair = await issueTokens(db, config, role, account.id);
      return ok(request, reply, [tokenPayload(role, pair)], 'auth.loggedIn');
    },
  );

  app.get(
    `/${role}/get_${role}_info`,
    {
      preHandler: guard(role),
      schema: { tags, summary: `Profile of the signed-in ${role} account: payload [profile]`, security: [{ [`${role}Access`]: [] }] },
    },
    async (request, reply) => {
      const profile = await loadProfile(db, role, request.account.id);
      if (!profile) throw new ApiError(Code.INVALID_SESSION, 'server.invalidSession', { status: 401 });
      return ok(request, reply, [profile]);
    },
  );

  app.post(
    `/${role}/login/forget_pw`,
    {
      schema: {
        tags,
        summary: `Mails a one-hour reset link to ${label[role]} (same answer for unknown addresses)`,
        description: 'Always 2001 for a well-formed address; 4001 malformed address; 4290 too many requests (D18, D20).',
        body: stringBody('email'),
      },
    },
    async (request, reply) => {
      const started = Date.now();
      const body = (request.body ?? {}) as { email?: string };
      checkForm(request, forgotPasswordForm, body, { email: 'auth.invalidEmail' });
      const email = normalEmail(body.email);
      await claimAttempt(db, [
        { key: accountKey('reset', role, email), limit: ACCOUNT_LIMIT },
        { key: addressKey(request.ip), limit: ADDRESS_LIMIT },
      ]);
      const account = await findAccountByEmail(db, role, email);
      if (account) await queuePasswordResetMail(db, config, role, account.id, request.lang);
      await pause(FORGOT_MIN_MS - (Date.now() - started));
      return ok(request, reply, [], 'auth.resetSent');
    },
  );

  app.post(
    `/${role}/reset_pw`,
    {
      schema: {
        tags,
        summary: `Sets a new password with the token of a reset link (t → et); ends every session of the account`,
        description: '4002 password shorter than 8 or longer than 128 characters; 4041 (HTTP 400) link invalid, expired or used.',
        body: stringBody('new_pass', 'et'),
      },
    },
    async (request, reply) => {
      const body = (request.body ?? {}) as { new_pass?: string; et?: string };
      checkForm(request, resetPasswordForm, body, { new_pass: 'validation.password', et: 'auth.resetInvalid' });
      // a wrong or used link counts against the client address, before the Argon2 hashing
      const claimed = await claimAttempt(db, [{ key: addressKey(request.ip), limit: ADDRESS_LIMIT }]);
      const passwordHash = await hashPassword(String(body.new_pass));
      const email = await db.transaction().execute(async (trx) => {
        const accountId = await consumeResetToken(trx, role, String(body.et));
        const account = accountId === null ? undefined : await findAccountById(trx, role, accountId);
        if (!account) throw new ApiError(Code.NOT_FOUND, 'auth.resetInvalid', { status: 400 });
        await setPassword(trx, role, account.id, passwordHash);
        await revokeAccountTokens(trx, role, account.id);
        return account.email;
      });
      await clearAttempts(db, accountKey('signin', role, email), claimed);
      return ok(request, reply, [], 'auth.resetDone');
    },
  );
}

async function setPassword(db: Database, role: Role, id: number, passwordHash: string) {
  await db.updateTable(accountTable[role]).set({ password_hash: passwordHash }).where('id', '=', id).execute();
}

/** The token family of the session making the call (its access token, or the refresh token it renewed with). */
async function currentFamily(db: Database, request: FastifyRequest, role: Role): Promise<string | null> {
  const raw = request.headers[tokenKeys(role).accessHeader];
  const token = Array.isArray(raw) ? raw[0] : raw;
  if (!token) return null;
  const row = await db.selectFrom('tokens').select('family').where('token_hash', '=', hashToken(token)).executeTakeFirst();
  return row?.family ?? null;
}

/**
 * POST /pharmacy/change_pswd (spec 000 §8 "Password change"). Refusals answer HTTP 400, not 401: the browser
 * treats any 401 as the end of the session, and a mistyped old password must not sign the user out.
 */
function registerPasswordChange(app: FastifyInstance, { db, guard }: AppContext) {
  app.post(
    '/pharmacy/change_pswd',
    {
      preHandler: guard('pharmacy'),
      schema: {
        tags: ['auth'],
        summary: 'Changes the signed-in pharmacy’s password; its other sessions end',
        description: '4001 old password required, 4002 new password shorter than 8 characters, 4011 wrong old password, 4012 same as the old one.',
        body: stringBody('old_pw', 'new_pw'),
        security: [{ pharmacyAccess: [] }],
      },
    },
    async (request, reply) => {
      const body = (request.body ?? {}) as { old_pw?: string; new_pw?: string };
      checkForm(request, changePasswordForm, body, { old_pw: 'auth.oldPasswordRequired', new_pw: 'auth.passwordTooShort' });
      const oldPassword = String(body.old_pw);
      const newPassword = String(body.new_pw);
      const { id } = request.account;
      const guesses = accountKey('password', 'pharmacy', id);
      await claimAttempt(db, [{ key: guesses, limit: ACCOUNT_LIMIT }]);
      const account = await findAccountById(db, 'pharmacy', id);
      if (!account || !(await verifyPassword(account.password_hash, oldPassword)))
        throw new ApiError(Code.WRONG_CREDENTIALS, 'auth.wrongOldPassword', { status: 400 });
      await clearAttempts(db, guesses);
      if (newPassword === oldPassword) throw new ApiError(Code.SAME_PASSWORD, 'auth.samePassword', { status: 400 });
      const passwordHash = await hashPassword(newPassword);
      const family = await currentFamily(db, request, 'pharmacy');
      await db.transaction().execute(async (trx) => {
        await setPassword(trx, 'pharmacy', id, passwordHash);
        // other devices signed in with the old password are signed out; this one stays
        let others = trx
          .updateTable('tokens')
          .set({ revoked_at: new Date() })
          .where('role', '=', 'pharmacy')
          .where('account_id', '=', id)
          .where('revoked_at', 'is', null);
        if (family) others = others.where('family', '<>', family);
        await others.execute();
      });
      return ok(request, reply, [], 'auth.passwordChanged');
    },
  );
}
