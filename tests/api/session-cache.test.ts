import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { tokenKeys } from '../../src/contract/constants.js';
import { hashToken } from '../../server/auth/tokens.js';
import { adminQuery } from '../support/postgres.js';
import { startApi, type TestApi } from '../support/api.js';

/**
 * The guard keeps valid access tokens in memory (server/auth/sessionCache.ts) and forgets them when the database
 * announces a change (migration 013), in this process and in the others of a deployment.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api?.close());

const pharmacyInfo = (call: TestApi['call'], headers: Record<string, string>) =>
  call('GET', '/pharmacy/get_pharmacy_info', { headers });
const accessHash = (headers: Record<string, string>) => hashToken(headers[tokenKeys('pharmacy').accessHeader]!);

describe('the guard remembers a valid session', () => {
  test('a second call is let through from memory: the token row is not read again', async () => {
    const headers = await api.login('pharmacy');
    expect((await pharmacyInfo(api.call, headers)).body.code).toBe(2001);
    // a change the triggers do not announce (no real change of session ever looks like this): the row no longer
    // matches the token, yet the remembered session still answers
    await api.db
      .updateTable('tokens')
      .set({ token_hash: 'moved' })
      .where('token_hash', '=', accessHash(headers))
      .execute();
    expect((await pharmacyInfo(api.call, headers)).body.code).toBe(2001);
  });

  test('a token revoked straight in the database (another process, an operator) is no longer let through once its change is announced', async () => {
    const headers = await api.login('pharmacy');
    expect((await pharmacyInfo(api.call, headers)).body.code).toBe(2001);
    await api.db
      .updateTable('tokens')
      .set({ revoked_at: new Date() })
      .where('token_hash', '=', accessHash(headers))
      .execute();
    // the refresh token is still good: the answer is a renewal, not the remembered session
    await expect.poll(async () => (await pharmacyInfo(api.call, headers)).body.code).toBe(2000);
  });

  test('a token cut short in the database is no longer let through either', async () => {
    const headers = await api.login('pharmacy');
    expect((await pharmacyInfo(api.call, headers)).body.code).toBe(2001);
    await api.db
      .updateTable('tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', accessHash(headers))
      .execute();
    // the refresh token is still good: the answer is a renewal, not the remembered session
    await expect.poll(async () => (await pharmacyInfo(api.call, headers)).body.code).toBe(2000);
  });
});

describe.runIf(process.env.DATABASE_URL)('when the notifications stop (PostgreSQL)', () => {
  test('while its notifications are cut off, the guard asks the database at every call, then remembers again', async () => {
    const headers = await api.login('pharmacy');
    const database = new URL(api.config.databaseUrl!).pathname.slice(1);
    const listeners = () =>
      adminQuery(`SELECT pid FROM pg_stat_activity WHERE datname = $1 AND query ILIKE 'LISTEN%'`, [database]);
    expect((await listeners()).rows.length).toBeGreaterThan(0);
    await adminQuery(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND query ILIKE 'LISTEN%'`,
      [database],
    );

    // a revocation made while nobody listens is never announced: it must still be seen
    expect((await pharmacyInfo(api.call, headers)).body.code).toBe(2001);
    await api.db
      .updateTable('tokens')
      .set({ revoked_at: new Date() })
      .where('token_hash', '=', accessHash(headers))
      .execute();
    await expect.poll(async () => (await pharmacyInfo(api.call, headers)).body.code).toBe(2000);

    // listening again, and remembering again
    await expect.poll(async () => (await listeners()).rows.length).toBeGreaterThan(0);
    const again = await api.login('pharmacy');
    await expect
      .poll(async () => {
        const code = (await pharmacyInfo(api.call, again)).body.code;
        await api.db
          .updateTable('tokens')
          .set({ token_hash: 'moved-again' })
          .where('token_hash', '=', accessHash(again))
          .execute();
        return code === 2001 && (await pharmacyInfo(api.call, again)).body.code;
      })
      .toBe(2001);
  });
});
