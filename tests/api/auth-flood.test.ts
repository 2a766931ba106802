import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ACCOUNT_ADDRESS_LIMIT, PASSWORD_CHECK_LIMIT } from '../../server/auth/rateLimit.js';
import { DEMO_ACCOUNTS } from '../../server/seed/accounts.js';
import { secondInstance, startApi, type TestApi } from '../support/api.js';

/**
 * Parallel floods against the sign-in, reset and password-change limits (D20, D33: per account and client
 * address for sign-in and reset, all from one address here). Every answer is either a
 * verification (4011: the password was checked with Argon2) or a refusal before any password work (4290),
 * so counting the codes counts the verifications. On PostgreSQL the requests are spread over two server
 * instances sharing the database, as a deployment's would be.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

let api: TestApi;
let other: Awaited<ReturnType<typeof secondInstance>> | null = null;
beforeAll(async () => {
  api = await startApi();
  if (onPostgres) other = await secondInstance(api);
});
afterAll(async () => {
  await other?.close();
  await api?.close();
});

const urls = () => [api.url, ...(other ? [other.url] : [])];
/** POSTs `body` to `path`, alternating between the instances; returns the answers' codes. */
async function flood(count: number, path: string, body: unknown, headers: Record<string, string> = {}) {
  const answers = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const res = await fetch(urls()[i % urls().length] + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', language: '2', ...headers },
        body: JSON.stringify(body),
      });
      return ((await res.json()) as { code: number }).code;
    }),
  );
  const tally = (code: number) => answers.filter((c) => c === code).length;
  return { answers, tally };
}

const clearAttempts = () => api.db.deleteFrom('auth_attempts').execute();

describe('parallel floods never get past the per-account limit', () => {
  test('150 parallel wrong passwords for one account from one address: exactly the limit are verified, the rest refused before Argon2', async () => {
    await clearAttempts();
    const { answers, tally } = await flood(150, '/pharmacy/login', {
      email: 'pharmacy@demo.dz',
      password: 'Wrong#Guess1',
    });
    expect(tally(4011)).toBe(ACCOUNT_ADDRESS_LIMIT.max);
    expect(tally(4290)).toBe(150 - ACCOUNT_ADDRESS_LIMIT.max);
    expect(answers).toHaveLength(150);
    // and the right password is refused too while the account is at its limit
    expect(
      (
        await api.call('POST', '/pharmacy/login', {
          body: { email: 'pharmacy@demo.dz', password: DEMO_ACCOUNTS.password },
        })
      ).body.code,
    ).toBe(4290);
  });

  test('forget_pw 40 in parallel: at most the limit of mails are queued', async () => {
    await clearAttempts();
    const before = await api.db
      .selectFrom('outgoing_mail')
      .select('id')
      .where('recipient', '=', 'pharmacy.oran@demo.dz')
      .execute();
    const { tally } = await flood(40, '/pharmacy/login/forget_pw', { email: 'pharmacy.oran@demo.dz' });
    expect(tally(2001)).toBe(ACCOUNT_ADDRESS_LIMIT.max);
    expect(tally(4290)).toBe(40 - ACCOUNT_ADDRESS_LIMIT.max);
    const after = await api.db
      .selectFrom('outgoing_mail')
      .select('id')
      .where('recipient', '=', 'pharmacy.oran@demo.dz')
      .execute();
    expect(after.length - before.length).toBe(ACCOUNT_ADDRESS_LIMIT.max);
  });

  test('change_pswd 30 wrong old passwords in parallel: exactly the limit are checked', async () => {
    await clearAttempts();
    const headers = await api.login('pharmacy', 'pharmacy.oran@demo.dz');
    const { tally } = await flood(
      30,
      '/pharmacy/change_pswd',
      { old_pw: 'Wrong#Guess1', new_pw: 'Nouveau#2026' },
      headers,
    );
    expect(tally(4011)).toBe(PASSWORD_CHECK_LIMIT.max);
    expect(tally(4290)).toBe(30 - PASSWORD_CHECK_LIMIT.max);
    // the password did not change
    expect(
      (
        await api.call('POST', '/pharmacy/login', {
          body: { email: 'pharmacy.oran@demo.dz', password: DEMO_ACCOUNTS.password },
        })
      ).body.code,
    ).toBe(2001);
  });
});
