import { sql } from 'kysely';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Code } from '../../src/contract/codes.js';
import { type Role, tokenKeys } from '../../src/contract/constants.js';
import type { Database } from '../db/index.js';
import { ApiError, send } from '../http/envelope.js';
import type { Account } from './account.js';
import { accountScope, accountStillExists } from './accounts.js';
import { forgetSessions, type SessionCache } from './sessionCache.js';
import { hashToken, issueTokens, renewalPair, type TokenTtl, tokenPayload } from './tokens.js';

/** How long a refresh token may be presented again after its rotation (concurrent tabs and calls, D7). */
export const REFRESH_GRACE_MS = 30_000;

export type { Account };

declare module 'fastify' {
  interface FastifyRequest {
    account: Account;
  }
}

const invalidSession = () => new ApiError(Code.INVALID_SESSION, 'server.invalidSession', { status: 401 });

function header(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  const s = Array.isArray(v) ? v[0] : v;
  return s && s !== 'null' && s !== 'undefined' ? s : undefined;
}

/**
 * Route guard of one role. A valid access token lets the call through with `request.account`.
 * An expired access token with a valid refresh token answers 2000 with a new pair and the call is not run:
 * the client stores the pair and repeats it (spec 000 §4). A refresh token replayed within the grace window answers
 * the same pair again (two tabs renewing at once share one session); replayed after it, it revokes its whole family.
 */
export function requireRole(
  db: Database,
  ttl: TokenTtl,
  role: Role,
  sessions: SessionCache,
): preHandlerAsyncHookHandler {
  const keys = tokenKeys(role);
  return async function guard(request: FastifyRequest, reply: FastifyReply) {
    const access = header(request, keys.accessHeader);
    const refresh = header(request, keys.refreshHeader);
    if (!access && !refresh) throw new ApiError(Code.NO_TOKENS, 'server.noTokens');
    const now = new Date();

    if (access) {
      const key = `${role}:${hashToken(access)}`;
      const known = sessions.get(key, now.getTime());
      if (known) {
        request.account = known;
        return;
      }
      const mark = sessions.mark();
      const row = await db
        .selectFrom('tokens')
        .select(['account_id', 'expires_at', sql<number | null>`(${accountScope(role)})`.as('scope')])
        .where('token_hash', '=', key.slice(role.length + 1))
        .where('role', '=', role)
        .where('kind', '=', 'access')
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      if (row && row.expires_at > now && row.scope !== null) {
        request.account = { role, id: row.account_id, ...(role === 'franchise' ? { wilayaId: row.scope } : {}) };
        sessions.put(key, request.account, row.expires_at.getTime(), mark, now.getTime());
        return;
      }
    }
    if (!refresh) throw invalidSession();

    const token = await db
      .selectFrom('tokens')
      .select(['id', 'account_id', 'family', 'signed_in_at', 'expires_at'])
      .where('token_hash', '=', hashToken(refresh))
      .where('role', '=', role)
      .where('kind', '=', 'refresh')
      .where('revoked_at', 'is', null)
      .where(accountStillExists(role))
      .executeTakeFirst();
    // the session ends SESSION_MAX_AGE after its sign-in, also for tokens issued before that setting was lowered
    const sessionEnd = token && token.signed_in_at.getTime() + ttl.sessionMaxAge * 1000;
    if (!token || token.expires_at <= now || sessionEnd! <= now.getTime()) throw invalidSession();

    const pair = renewalPair(refresh, token.family, token.id);
    // Marks it used and stores its successor in one transaction; whoever loses the race waits for that commit, sees
    // used_at set and, within the grace window, answers the same pair (computed again, never stored in clear).
    const renewed = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('tokens')
        .set({ used_at: now })
        .where('id', '=', token.id)
        .where('used_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!claimed) return false;
      await issueTokens(
        trx,
        ttl,
        role,
        token.account_id,
        { family: token.family, signedInAt: token.signed_in_at },
        pair,
      );
      return true;
    });
    if (!renewed) {
      const used = await db
        .selectFrom('tokens')
        .select(['used_at', 'revoked_at'])
        .where('id', '=', token.id)
        .executeTakeFirst();
      if (!used?.used_at || used.revoked_at || now.getTime() - used.used_at.getTime() > REFRESH_GRACE_MS) {
        await db.updateTable('tokens').set({ revoked_at: now }).where('family', '=', token.family).execute();
        forgetSessions(role, token.account_id);
        request.log.warn({ role, account: token.account_id }, 'refresh token replayed: session family revoked');
        throw invalidSession();
      }
    }
    await send(reply, [tokenPayload(role, pair)], null, Code.TOKENS_RENEWED);
    return reply;
  };
}
