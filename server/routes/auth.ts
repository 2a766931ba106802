import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { Code } from '../../src/contract/codes.js';
import { profilePayload, tokensPayload } from '../../src/contract/answers/auth.js';
import { Empty, publicResponse, response } from '../../src/contract/answers/envelope.js';
import { ROLES, type Role, tokenKeys } from '../../src/contract/constants.js';
import type { FieldErrorItem } from '../../src/contract/envelope.js';
import { changePasswordForm, forgotPasswordForm, loginForm, resetPasswordForm } from '../../src/contract/forms.js';
import { translate } from '../../src/contract/messages/index.js';
import { type FormSpec, PASSWORD_MAX, validateForm } from '../../src/contract/validation.js';
import { changePharmacyPassword, resetPassword } from '../auth/passwordChange.js';
import { loadProfile } from '../auth/profiles.js';
import { requestPasswordReset } from '../auth/resetRequest.js';
import { signIn } from '../auth/signIn.js';
import { revokeSessionsOf } from '../auth/tokens.js';
import type { AppContext } from '../context.js';
import { ApiError, ok } from '../http/envelope.js';
import type { Area, AreaApp } from './area.js';
import { routeDoc, text } from './schemaParts.js';

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
function checkForm(
  request: FastifyRequest,
  spec: FormSpec,
  body: Record<string, unknown>,
  messages: Record<string, string>,
) {
  const errors = validateForm(spec, body);
  if (!errors.length) return;
  const first = errors[0]!;
  const payload: FieldErrorItem[] = errors.map((e) => ({
    path: e.path,
    msg: translate(request.lang, messages[e.path] ?? e.message),
  }));
  throw new ApiError(spec[first.path]!.code ?? Code.VALIDATION, messages[first.path] ?? first.message, {
    status: 400,
    payload,
  });
}

const normalEmail = (email: unknown) => String(email).trim().toLowerCase();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const authDoc = routeDoc(['auth']);

/**
 * The auth calls: sign-in, sign-out, forgot and reset password are public (sign-out reads its tokens itself, so an
 * expired or revoked session still answers 2001 instead of a renewal or a refusal); each role's profile (and the
 * pharmacy's password change) sits behind that role's guard.
 */
export const authAreas: Area[] = [
  { routes: (app, ctx) => ROLES.forEach((role) => registerSignIn(app, ctx, role)) },
  ...ROLES.map((role): Area => ({ role, routes: (app, ctx) => registerProfile(app, ctx, role) })),
  { role: 'pharmacy', routes: registerPasswordChange },
];

/** The profile of the signed-in account of one role. */
function registerProfile(app: AreaApp, { db }: AppContext, role: Role) {
  app.get(
    `/${role}/get_${role}_info`,
    {
      schema: {
        ...routeDoc(['auth'], role)(`Profile of the signed-in ${role} account: payload [profile]`),
        response: response(profilePayload(role)),
      },
    },
    async (request, reply) => {
      const profile = await loadProfile(db, role, request.account.id);
      if (!profile) throw new ApiError(Code.INVALID_SESSION, 'server.invalidSession', { status: 401 });
      return ok(request, reply, [profile]);
    },
  );
}

/** Sign-in, forgot and reset password of one role: the same code for the three roles. */
function registerSignIn(app: AreaApp, { db, config }: AppContext, role: Role) {
  const keys = tokenKeys(role);

  app.post(
    `/${role}/login`,
    {
      schema: {
        ...authDoc(`Signs ${label[role]} in: payload [{${keys.access}, ${keys.refresh}}]`, {
          description:
            '4001 invalid e-mail, 4002 empty or malformed password, 4011 wrong e-mail or password, 4290 too many failures (D20).',
        }),
        body: Type.Object({ email: text(), password: text() }),
        response: publicResponse(tokensPayload(role)),
      },
    },
    async (request, reply) => {
      const { body } = request;
      checkForm(request, loginForm, body, { email: 'auth.invalidEmail', password: 'auth.passwordMalformed' });
      const password = String(body.password);
      if (password.length > PASSWORD_MAX) throw new ApiError(Code.V4002, 'auth.passwordMalformed', { status: 400 });
      const tokens = await signIn(db, config, role, { email: normalEmail(body.email), password, ip: request.ip });
      return ok(request, reply, [tokens], 'auth.loggedIn');
    },
  );

  app.post(
    `/${role}/logout`,
    {
      schema: {
        ...authDoc(
          `Signs ${label[role]} out: ends the session of the token headers sent (${keys.accessHeader}, ${keys.refreshHeader})`,
          {
            description:
              'Revokes the whole token family of the access or refresh token presented, on every instance at once: both stop working immediately. ' +
              'Always 2001 with payload [], also when the tokens are unknown, expired or already revoked (idempotent). Added by issue 26 (D31).',
          },
        ),
        response: publicResponse(Empty),
      },
    },
    async (request, reply) => {
      const sent = [keys.accessHeader, keys.refreshHeader]
        .map((h) => headerValue(request, h))
        .filter((t): t is string => Boolean(t));
      await revokeSessionsOf(db, role, sent);
      return ok(request, reply, [], 'auth.loggedOut');
    },
  );

  app.post(
    `/${role}/login/forget_pw`,
    {
      schema: {
        ...authDoc(`Mails a one-hour reset link to ${label[role]} (same answer for unknown addresses)`, {
          description:
            'Always 2001 for a well-formed address; 4001 malformed address; 4290 too many requests (D18, D20).',
        }),
        body: Type.Object({ email: text() }),
        response: publicResponse(Empty),
      },
    },
    async (request, reply) => {
      const started = Date.now();
      const { body } = request;
      checkForm(request, forgotPasswordForm, body, { email: 'auth.invalidEmail' });
      await requestPasswordReset(db, config, role, {
        email: normalEmail(body.email),
        ip: request.ip,
        lang: request.lang,
      });
      await pause(FORGOT_MIN_MS - (Date.now() - started));
      return ok(request, reply, [], 'auth.resetSent');
    },
  );

  app.post(
    `/${role}/reset_pw`,
    {
      schema: {
        ...authDoc(`Sets a new password with the token of a reset link (t → et); ends every session of the account`, {
          description:
            '4002 password shorter than 8 or longer than 128 characters; 4041 (HTTP 400) link invalid, expired or used.',
        }),
        body: Type.Object({ new_pass: text(), et: text() }),
        response: publicResponse(Empty),
      },
    },
    async (request, reply) => {
      const { body } = request;
      checkForm(request, resetPasswordForm, body, { new_pass: 'validation.password', et: 'auth.resetInvalid' });
      await resetPassword(db, role, { token: String(body.et), newPassword: String(body.new_pass), ip: request.ip });
      return ok(request, reply, [], 'auth.resetDone');
    },
  );
}

/** One token header's value (the first when repeated). */
function headerValue(request: FastifyRequest, name: string): string | undefined {
  const raw = request.headers[name];
  return Array.isArray(raw) ? raw[0] : raw;
}

/** The access token the call was made with (the session that stays signed in). */
const accessTokenOf = (request: FastifyRequest, role: Role) => headerValue(request, tokenKeys(role).accessHeader);

/**
 * POST /pharmacy/change_pswd (spec 000 §8 "Password change"). Refusals answer HTTP 400, not 401: the browser
 * treats any 401 as the end of the session, and a mistyped old password must not sign the user out.
 */
function registerPasswordChange(app: AreaApp, { db }: AppContext) {
  app.post(
    '/pharmacy/change_pswd',
    {
      schema: {
        ...routeDoc(['auth'], 'pharmacy')('Changes the signed-in pharmacy’s password; its other sessions end', {
          description:
            '4001 old password required, 4002 new password shorter than 8 characters, 4011 wrong old password, 4012 same as the old one.',
        }),
        body: Type.Object({ old_pw: text(), new_pw: text() }),
        response: response(Empty),
      },
    },
    async (request, reply) => {
      const { body } = request;
      checkForm(request, changePasswordForm, body, {
        old_pw: 'auth.oldPasswordRequired',
        new_pw: 'auth.passwordTooShort',
      });
      await changePharmacyPassword(db, request.account.id, {
        oldPassword: String(body.old_pw),
        newPassword: String(body.new_pw),
        accessToken: accessTokenOf(request, 'pharmacy'),
      });
      return ok(request, reply, [], 'auth.passwordChanged');
    },
  );
}
