import { sql } from 'kysely';
import type { Database } from '../db/index.js';
import type { Job } from '../job.js';

const dayAgo = sql<Date>`now() - interval '1 day'`;

/**
 * Deletes what can no longer serve: tokens expired or revoked for a day (a used, unexpired refresh token is
 * kept: its replay must still revoke the family, D7), reset links expired or used for a day, and auth attempts
 * older than any rate-limit window.
 */
export async function purgeExpiredAuthData(db: Database) {
  const tokens = await db
    .deleteFrom('tokens')
    .where((eb) => eb.or([eb('expires_at', '<', dayAgo), eb('revoked_at', '<', dayAgo)]))
    .executeTakeFirst();
  const resets = await db
    .deleteFrom('password_resets')
    .where((eb) => eb.or([eb('expires_at', '<', dayAgo), eb('used_at', '<', dayAgo)]))
    .executeTakeFirst();
  const attempts = await db.deleteFrom('auth_attempts').where('created_at', '<', dayAgo).executeTakeFirst();
  return {
    tokens: Number(tokens.numDeletedRows),
    resets: Number(resets.numDeletedRows),
    attempts: Number(attempts.numDeletedRows),
  };
}

export const purgeJob: Job = {
  name: 'auth.purge',
  everyMs: 3600_000,
  run: async (_config, db, log) => {
    const deleted = await purgeExpiredAuthData(db);
    const total = deleted.tokens + deleted.resets + deleted.attempts;
    if (total) log.info(deleted, 'expired auth data purged');
    return total;
  },
};
