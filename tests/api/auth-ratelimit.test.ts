import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { purgeExpiredAuthData } from '../../server/auth/purge.js';
import { hashToken } from '../../server/auth/tokens.js';
import {
  ACCOUNT_ADDRESS_LIMIT,
  ACCOUNT_LIMIT,
  ADDRESS_LIMIT,
  accountAddressKey,
  accountKey,
  addressKey,
  RESET_ACCOUNT_LIMIT,
} from '../../server/auth/rateLimit.js';
import { DEMO_ACCOUNTS } from '../../server/seed/accounts.js';
import { startApi, type TestApi } from '../support/api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api?.close());

const login = (role: 'admin' | 'franchise' | 'pharmacy', email: string, password: string, lang = '2') =>
  api.call('POST', `/${role}/login`, { body: { email, password }, headers: { language: lang } });
const forget = (email: string) => api.call('POST', '/pharmacy/login/forget_pw', { body: { email } });

/** Attempts as other requests (or other server instances) would have stored them, `minutesAgo` old. */
async function addAttempts(key: string, count: number, minutesAgo = 0) {
  const at = new Date(Date.now() - minutesAgo * 60_000);
  await api.db
    .insertInto('auth_attempts')
    .values(Array.from({ length: count }, () => ({ key, created_at: at })))
    .execute();
}
const clearAll = () => api.db.deleteFrom('auth_attempts').execute();

describe('per account and client address (D20, D33: 10 failures in 15 minutes)', () => {
  test('the 11th attempt after 10 failures is refused with 4290, even with the right password; other accounts are not affected', async () => {
    await clearAll();
    for (let i = 0; i < ACCOUNT_ADDRESS_LIMIT.max; i++)
      expect((await login('franchise', 'franchise@demo.dz', `Wrong#${i}xx`)).body.code).toBe(4011);
    const locked = await login('franchise', 'franchise@demo.dz', DEMO_ACCOUNTS.password);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe(4290);
    expect(locked.body.meta).toMatch(/^Too many attempts\. Try again in 1[45] minutes\.$/);
    const fr = await login('franchise', 'FRANCHISE@demo.dz', DEMO_ACCOUNTS.password, '1');
    expect(fr.body.meta).toMatch(/^Trop de tentatives\. Réessayez dans 1[45] minutes\.$/);
    // the same e-mail under another role is another account
    expect((await login('admin', 'admin@demo.dz', DEMO_ACCOUNTS.password)).body.code).toBe(2001);
    expect((await login('franchise', 'franchise.oran@demo.dz', DEMO_ACCOUNTS.password)).body.code).toBe(2001);
  });

  test('unknown e-mails are limited the same way, so a refusal tells nothing about the account', async () => {
    await clearAll();
    for (let i = 0; i < ACCOUNT_ADDRESS_LIMIT.max; i++) await login('pharmacy', 'ghost@demo.dz', 'Wrong#2026x');
    expect((await login('pharmacy', 'ghost@demo.dz', 'Wrong#2026x')).body.code).toBe(4290);
  });

  test('the wait message counts down from the oldest failure in the window', async () => {
    await clearAll();
    await addAttempts(
      accountAddressKey('signin', 'admin', 'admin@demo.dz', '127.0.0.1'),
      ACCOUNT_ADDRESS_LIMIT.max,
      11,
    );
    const res = await login('admin', 'admin@demo.dz', DEMO_ACCOUNTS.password);
    expect(res.body.code).toBe(4290);
    expect(res.body.meta).toMatch(/in [45] minute/);
  });

  test('failures older than 15 minutes no longer count', async () => {
    await clearAll();
    await addAttempts(accountAddressKey('signin', 'admin', 'admin@demo.dz', '127.0.0.1'), 50, 16);
    await addAttempts(
      accountAddressKey('signin', 'admin', 'admin@demo.dz', '127.0.0.1'),
      ACCOUNT_ADDRESS_LIMIT.max - 1,
      1,
    );
    await addAttempts(accountKey('signin', 'admin', 'admin@demo.dz'), 150, 16);
    await addAttempts(accountKey('signin', 'admin', 'admin@demo.dz'), ACCOUNT_LIMIT.max - 1, 1);
    expect((await login('admin', 'admin@demo.dz', DEMO_ACCOUNTS.password)).body.code).toBe(2001);
  });

  test('a successful sign-in clears the account’s failures', async () => {
    await clearAll();
    for (let i = 0; i < ACCOUNT_ADDRESS_LIMIT.max - 1; i++) await login('pharmacy', 'pharmacy@demo.dz', 'Wrong#2026x');
    expect((await login('pharmacy', 'pharmacy@demo.dz', DEMO_ACCOUNTS.password)).body.code).toBe(2001);
    for (let i = 0; i < ACCOUNT_ADDRESS_LIMIT.max - 1; i++)
      expect((await login('pharmacy', 'pharmacy@demo.dz', 'Wrong#2026x')).body.code).toBe(4011);
    expect((await login('pharmacy', 'pharmacy@demo.dz', DEMO_ACCOUNTS.password)).body.code).toBe(2001);
  });

  test('reset requests are limited per account too, known or not', async () => {
    await clearAll();
    for (let i = 0; i < ACCOUNT_ADDRESS_LIMIT.max; i++)
      expect((await forget('pharmacy.oran@demo.dz')).body.code).toBe(2001);
    const known = await forget('pharmacy.oran@demo.dz');
    expect(known.status).toBe(429);
    expect(known.body.code).toBe(4290);
    await addAttempts(accountKey('reset', 'pharmacy', 'nobody@demo.dz'), RESET_ACCOUNT_LIMIT.max);
    expect((await forget('nobody@demo.dz')).body).toEqual(known.body);
    const mails = await api.db
      .selectFrom('outgoing_mail')
      .select('id')
      .where('recipient', '=', 'pharmacy.oran@demo.dz')
      .execute();
    expect(mails).toHaveLength(ACCOUNT_ADDRESS_LIMIT.max);
  });
});

describe('per client address (D20: 100 a minute)', () => {
  test('100 failures from one address within a minute block that address for every account', async () => {
    await clearAll();
    await addAttempts(addressKey('127.0.0.1'), ADDRESS_LIMIT.max - 1);
    // one more real failure reaches the limit
    expect((await login('pharmacy', 'someone@demo.dz', 'Wrong#2026x')).body.code).toBe(4011);
    const res = await login('franchise', 'franchise@demo.dz', DEMO_ACCOUNTS.password);
    expect(res.body.code).toBe(4290);
    expect(res.body.meta).toMatch(/in 1 minute/);
    expect((await forget('pharmacy@demo.dz')).body.code).toBe(4290);
  });

  test('failures older than a minute no longer count for the address', async () => {
    await clearAll();
    await addAttempts(addressKey('127.0.0.1'), ADDRESS_LIMIT.max, 2);
    expect((await login('franchise', 'franchise@demo.dz', DEMO_ACCOUNTS.password)).body.code).toBe(2001);
  });

  test('successful sign-ins do not count against the address', async () => {
    await clearAll();
    for (let i = 0; i < 5; i++) await login('admin', 'admin@demo.dz', DEMO_ACCOUNTS.password);
    const rows = await api.db.selectFrom('auth_attempts').select('key').execute();
    expect(rows).toHaveLength(0);
  });
});

test('the purge job forgets attempts older than a day, tokens expired for a day and used reset links', async () => {
  await clearAll();
  await addAttempts('signin:admin:old@demo.dz', 3, 25 * 60);
  await addAttempts('signin:admin:recent@demo.dz', 2, 5);
  const headers = await api.login('franchise', 'franchise.oran@demo.dz');
  const hashes = Object.values(headers).map(hashToken);
  await api.db
    .updateTable('tokens')
    .set({ expires_at: sql<Date>`now() - interval '2 days'` })
    .where('token_hash', 'in', hashes)
    .execute();
  await api.db
    .insertInto('password_resets')
    .values([
      {
        role: 'admin',
        account_id: 1,
        token_hash: 'used-long-ago',
        expires_at: new Date(),
        used_at: sql<Date>`now() - interval '2 days'`,
      },
      { role: 'admin', account_id: 1, token_hash: 'still-valid', expires_at: new Date(Date.now() + 3600_000) },
    ])
    .execute();

  const deleted = await purgeExpiredAuthData(api.db);
  expect(deleted).toEqual({ attempts: 3, tokens: 2, resets: 1 });
  const left = await api.db.selectFrom('auth_attempts').select('key').execute();
  expect(left.map((r) => r.key)).toEqual(['signin:admin:recent@demo.dz', 'signin:admin:recent@demo.dz']);
  expect(
    await api.db.selectFrom('password_resets').select('id').where('token_hash', '=', 'still-valid').execute(),
  ).toHaveLength(1);
  // live sessions are untouched
  expect((await api.call('GET', '/admin/get_admin_info', { headers: await api.login('admin') })).body.code).toBe(2001);
});
