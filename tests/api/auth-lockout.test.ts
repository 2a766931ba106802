import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ACCOUNT_ADDRESS_LIMIT, ACCOUNT_LIMIT, accountKey } from '../../server/auth/rateLimit.js';
import { DEMO_ACCOUNTS } from '../../server/seed/accounts.js';
import { startApi, type TestApi } from '../support/api.js';

/**
 * Issue 26 point 11 (D33): wrong passwords typed by someone else do not lock the owner out. Failures count per
 * account and client address; the per-account cap, whatever the address, is ten times higher; a successful password
 * reset unlocks the account at once. The client address comes from X-Forwarded-For, as behind the deployment's
 * proxy (TRUST_PROXY=1).
 */
let api: TestApi;
beforeAll(async () => {
  api = await startApi({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => api?.close());

const ATTACKER = '198.51.100.7';
const OWNER = '203.0.113.5';
const login = (email: string, password: string, from: string) =>
  api.call('POST', '/franchise/login', {
    body: { email, password },
    headers: { 'x-forwarded-for': from, language: '2' },
  });
const clearAll = () => api.db.deleteFrom('auth_attempts').execute();

/** Failures of other addresses, as other requests (or instances) stored them. */
async function spreadFailures(email: string, count: number) {
  await api.db
    .insertInto('auth_attempts')
    .values(Array.from({ length: count }, () => ({ key: accountKey('signin', 'franchise', email) })))
    .execute();
}

describe('an attacker’s failures', () => {
  test('lock the attacker’s address out, even with the right password, but not the owner signing in from elsewhere', async () => {
    await clearAll();
    for (let i = 0; i < ACCOUNT_ADDRESS_LIMIT.max; i++)
      expect((await login('franchise@demo.dz', `Wrong#${i}xx`, ATTACKER)).body.code).toBe(4011);
    const locked = await login('franchise@demo.dz', DEMO_ACCOUNTS.password, ATTACKER);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe(4290);
    expect((await login('franchise@demo.dz', DEMO_ACCOUNTS.password, OWNER)).body.code).toBe(2001);
    // the owner's success does not free the attacker's address
    expect((await login('franchise@demo.dz', DEMO_ACCOUNTS.password, ATTACKER)).body.code).toBe(4290);
  });

  test('150 parallel tries from one address check at most the limit, while the owner signs in from another', async () => {
    await clearAll();
    const [answers, owner] = await Promise.all([
      Promise.all(Array.from({ length: 150 }, () => login('franchise.oran@demo.dz', 'Wrong#Guess1', ATTACKER))),
      login('franchise.oran@demo.dz', DEMO_ACCOUNTS.password, OWNER),
    ]);
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 4011)).toHaveLength(ACCOUNT_ADDRESS_LIMIT.max);
    expect(codes.filter((c) => c === 4290)).toHaveLength(150 - ACCOUNT_ADDRESS_LIMIT.max);
    expect(owner.body.code).toBe(2001);
  });

  test('spread over many addresses, they reach the per-account cap; a successful reset unlocks the account at once', async () => {
    await clearAll();
    await spreadFailures('franchise.constantine@demo.dz', ACCOUNT_LIMIT.max - 1);
    // one address below its own limit adds the last failure the account may take
    expect((await login('franchise.constantine@demo.dz', 'Wrong#Guess1', ATTACKER)).body.code).toBe(4011);
    expect((await login('franchise.constantine@demo.dz', DEMO_ACCOUNTS.password, OWNER)).body.code).toBe(4290);

    // the owner asks for a reset link (reset requests have their own count) and uses it
    const forgot = await api.call('POST', '/franchise/login/forget_pw', {
      body: { email: 'franchise.constantine@demo.dz' },
      headers: { 'x-forwarded-for': OWNER },
    });
    expect(forgot.body.code).toBe(2001);
    const mail = await api.db
      .selectFrom('outgoing_mail')
      .select('text_body')
      .where('recipient', '=', 'franchise.constantine@demo.dz')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const token = new URL(/https?:\/\/\S+reset_password\?\S+/.exec(mail.text_body)![0]).searchParams.get('t')!;
    const reset = await api.call('POST', '/franchise/reset_pw', {
      body: { et: token, new_pass: 'Debloque#2026' },
      headers: { 'x-forwarded-for': OWNER },
    });
    expect(reset.body.code).toBe(2001);
    expect((await login('franchise.constantine@demo.dz', 'Debloque#2026', OWNER)).body.code).toBe(2001);
    // the attacker's address is unlocked too, but its old failures are gone with the old password
    expect((await login('franchise.constantine@demo.dz', 'Debloque#2026', ATTACKER)).body.code).toBe(2001);
    const left = await api.db
      .selectFrom('auth_attempts')
      .select('key')
      .where('key', 'like', 'signin:franchise:franchise.constantine%')
      .execute();
    expect(left).toHaveLength(0);
  });

  test('a reset also lifts the lock of an address, and leaves other accounts’ failures alone', async () => {
    await clearAll();
    for (let i = 0; i < ACCOUNT_ADDRESS_LIMIT.max; i++) await login('franchise@demo.dz', 'Wrong#Guess1', OWNER);
    await spreadFailures('franchise.oran@demo.dz', 3);
    expect((await login('franchise@demo.dz', DEMO_ACCOUNTS.password, OWNER)).body.code).toBe(4290);
    await api.call('POST', '/franchise/login/forget_pw', {
      body: { email: 'franchise@demo.dz' },
      headers: { 'x-forwarded-for': OWNER },
    });
    const mail = await api.db
      .selectFrom('outgoing_mail')
      .select('text_body')
      .where('recipient', '=', 'franchise@demo.dz')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const token = new URL(/https?:\/\/\S+reset_password\?\S+/.exec(mail.text_body)![0]).searchParams.get('t')!;
    const reset = await api.call('POST', '/franchise/reset_pw', {
      body: { et: token, new_pass: 'Alger#2026x' },
      headers: { 'x-forwarded-for': OWNER },
    });
    expect(reset.body.code).toBe(2001);
    expect((await login('franchise@demo.dz', 'Alger#2026x', OWNER)).body.code).toBe(2001);
    const others = await api.db
      .selectFrom('auth_attempts')
      .select('id')
      .where('key', '=', accountKey('signin', 'franchise', 'franchise.oran@demo.dz'))
      .execute();
    expect(others).toHaveLength(3);
  });
});
