import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ROLES, type Role, tokenKeys } from '../../src/contract/constants.js';
import { REFRESH_GRACE_MS } from '../../server/auth/guard.js';
import { hashToken } from '../../server/auth/tokens.js';
import { apiClient, secondInstance, startApi, type TestApi } from '../support/api.js';
import { expireTokens } from '../support/tokens.js';

/**
 * Issue 26 point 9: sign-out ends the session on the server (POST /<role>/logout), a session never outlives
 * SESSION_MAX_AGE from its sign-in, and a refresh token replayed within the grace window answers the same pair.
 */
let api: TestApi;
let other: Awaited<ReturnType<typeof secondInstance>> | null = null;
beforeAll(async () => {
  api = await startApi();
  if (process.env.DATABASE_URL) other = await secondInstance(api);
});
afterAll(async () => {
  await other?.close();
  await api?.close();
});

const info = (role: Role, headers: Record<string, string>, call = api.call) =>
  call('GET', `/${role}/get_${role}_info`, { headers });
const logout = (role: Role, headers: Record<string, string>, call = api.call) =>
  call('POST', `/${role}/logout`, { headers });
const access = (role: Role, headers: Record<string, string>) => headers[tokenKeys(role).accessHeader]!;
const refresh = (role: Role, headers: Record<string, string>) => headers[tokenKeys(role).refreshHeader]!;
const expire = async (token: string) => expect(await expireTokens(api.db, { tokenHash: hashToken(token) })).toBe(1);
const pairOf = (role: Role, body: any) => {
  const k = tokenKeys(role);
  expect(body.code).toBe(2000);
  return {
    [k.accessHeader]: body.payload[0][k.access] as string,
    [k.refreshHeader]: body.payload[0][k.refresh] as string,
  };
};

describe('POST /<role>/logout', () => {
  test.each(ROLES)(
    '%s: the access token stops working at once, the refresh token cannot renew, other sessions stay',
    async (role) => {
      const session = await api.login(role);
      const elsewhere = await api.login(role);
      expect((await info(role, session)).body.code).toBe(2001);

      const out = await logout(role, session);
      expect(out.status).toBe(200);
      expect(out.body).toMatchObject({ code: 2001, payload: [] });
      expect(out.body.meta).toBe('Signed out.');

      // the access token alone (no renewal possible) and the refresh token alone are both refused
      const k = tokenKeys(role);
      const accessOnly = await info(role, { [k.accessHeader]: access(role, session) });
      expect(accessOnly.status).toBe(401);
      expect(accessOnly.body.code).toBe(4041);
      expect((await info(role, { [k.refreshHeader]: refresh(role, session) })).body.code).toBe(4041);
      expect((await info(role, session)).body.code).toBe(4041);
      // the same account's other session is not signed out
      expect((await info(role, elsewhere)).body.code).toBe(2001);
    },
  );

  test('ends the renewed pairs of the session too (the whole family), from its latest tokens', async () => {
    const first = await api.login('pharmacy');
    await expire(access('pharmacy', first));
    const renewed = pairOf('pharmacy', (await info('pharmacy', first)).body);
    expect((await info('pharmacy', renewed)).body.code).toBe(2001);
    expect((await logout('pharmacy', renewed)).body.code).toBe(2001);
    const family = await api.db
      .selectFrom('tokens')
      .select(['revoked_at'])
      .where(
        'token_hash',
        'in',
        [first, renewed].flatMap((h) => [hashToken(access('pharmacy', h)), hashToken(refresh('pharmacy', h))]),
      )
      .execute();
    expect(family).toHaveLength(4);
    for (const t of family) expect(t.revoked_at).not.toBeNull();
  });

  test('idempotent: 2001 when already signed out, with unknown tokens, or with none; nothing else is revoked', async () => {
    const session = await api.login('franchise');
    const bystander = await api.login('franchise');
    expect((await logout('franchise', session)).body.code).toBe(2001);
    expect((await logout('franchise', session)).body.code).toBe(2001);
    expect(
      (await logout('franchise', { 'franchise-access-token': 'forged', 'franchise-refresh-token': 'forged' })).body
        .code,
    ).toBe(2001);
    expect((await logout('franchise', {})).body.code).toBe(2001);
    // a token of another role sent to this role's logout ends nothing
    const pharmacy = await api.login('pharmacy');
    const crossed = {
      'franchise-access-token': access('pharmacy', pharmacy),
      'franchise-refresh-token': refresh('pharmacy', pharmacy),
    };
    expect((await logout('franchise', crossed)).body.code).toBe(2001);
    expect((await info('pharmacy', pharmacy)).body.code).toBe(2001);
    expect((await info('franchise', bystander)).body.code).toBe(2001);
  });

  test('answers in the caller’s language', async () => {
    const res = await api.call('POST', '/admin/logout', { headers: { ...(await api.login('admin')), language: '1' } });
    expect(res.body.meta).toBe('Déconnexion effectuée.');
  });

  test.runIf(process.env.DATABASE_URL)(
    'another instance that remembered the session refuses it once signed out (PostgreSQL)',
    async () => {
      const session = await api.login('admin');
      const there = apiClient(other!.url);
      // both instances have the session in memory
      expect((await info('admin', session, there.call)).body.code).toBe(2001);
      expect((await info('admin', session)).body.code).toBe(2001);
      expect((await logout('admin', session)).body.code).toBe(2001);
      expect((await info('admin', session)).body.code).toBe(4041);
      const accessOnly = { 'admin-access-token': access('admin', session) };
      await expect.poll(async () => (await info('admin', accessOnly, there.call)).body.code).toBe(4041);
    },
  );
});

describe('SESSION_MAX_AGE: a session ends a fixed time after its sign-in', () => {
  const maxAge = () => api.config.sessionMaxAge * 1000;
  const backdate = (headers: Record<string, string>, ms: number) =>
    api.db
      .updateTable('tokens')
      .set({ signed_in_at: new Date(Date.now() - ms) })
      .where('token_hash', '=', hashToken(refresh('franchise', headers)))
      .execute();

  test('a renewal keeps the sign-in time and never gives tokens living past the session’s end', async () => {
    const session = await api.login('franchise');
    await backdate(session, maxAge() - 120_000);
    await expire(access('franchise', session));
    const renewed = pairOf('franchise', (await info('franchise', session)).body);
    const rows = await api.db
      .selectFrom('tokens')
      .select(['kind', 'expires_at', 'signed_in_at'])
      .where('token_hash', 'in', [hashToken(access('franchise', renewed)), hashToken(refresh('franchise', renewed))])
      .execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.expires_at.getTime()).toBeLessThanOrEqual(row.signed_in_at.getTime() + maxAge());
      expect(Date.now() + maxAge() - row.signed_in_at.getTime()).toBeGreaterThan(maxAge());
    }
    const refreshRow = rows.find((r) => r.kind === 'refresh')!;
    // 30 days of REFRESH_TOKEN_TTL are cut to the two minutes left
    expect(refreshRow.expires_at.getTime() - Date.now()).toBeLessThan(125_000);
  });

  test('past it, a refresh token still within its own lifetime no longer renews: the session has ended (4041, HTTP 401)', async () => {
    const session = await api.login('franchise');
    await backdate(session, maxAge() + 1000);
    await expire(access('franchise', session));
    const res = await info('franchise', session);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(4041);
  });

  test('a wrong SESSION_MAX_AGE stops the server with one line naming it', async () => {
    const { loadConfig } = await import('../../server/config.js');
    expect(() => loadConfig({ SESSION_MAX_AGE: '30d' })).toThrow(/^SESSION_MAX_AGE must be a whole number/);
    expect(() => loadConfig({ SESSION_MAX_AGE: '10' })).toThrow(/SESSION_MAX_AGE/);
    expect(loadConfig({}).sessionMaxAge).toBe(30 * 24 * 3600);
  });
});

describe('a refresh token replayed within the grace window', () => {
  test('answers the same new pair, and only one pair is stored', async () => {
    const session = await api.login('pharmacy');
    await expire(access('pharmacy', session));
    const first = pairOf('pharmacy', (await info('pharmacy', session)).body);
    const replay = pairOf('pharmacy', (await info('pharmacy', session)).body);
    expect(replay).toEqual(first);
    expect((await info('pharmacy', replay)).body.code).toBe(2001);
    const family = await api.db
      .selectFrom('tokens')
      .select('family')
      .where('token_hash', '=', hashToken(access('pharmacy', session)))
      .executeTakeFirstOrThrow();
    const stored = await api.db.selectFrom('tokens').select('id').where('family', '=', family.family).execute();
    expect(stored).toHaveLength(4);
  });

  test('concurrent renewals (tabs, instances) all get one and the same pair', async () => {
    const session = await api.login('franchise');
    await expire(access('franchise', session));
    const calls = [api.call, ...(other ? [apiClient(other.url).call] : [])];
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => info('franchise', session, calls[i % calls.length])),
    );
    const pairs = answers.map((a) => pairOf('franchise', a.body));
    for (const p of pairs) expect(p).toEqual(pairs[0]);
    const family = await api.db
      .selectFrom('tokens')
      .select('family')
      .where('token_hash', '=', hashToken(refresh('franchise', session)))
      .executeTakeFirstOrThrow();
    expect(await api.db.selectFrom('tokens').select('id').where('family', '=', family.family).execute()).toHaveLength(
      4,
    );
  });

  test('after the window, the replay still revokes the family (D7)', async () => {
    const session = await api.login('pharmacy');
    await expire(access('pharmacy', session));
    const renewed = pairOf('pharmacy', (await info('pharmacy', session)).body);
    await api.db
      .updateTable('tokens')
      .set({ used_at: new Date(Date.now() - REFRESH_GRACE_MS - 5000) })
      .where('token_hash', '=', hashToken(refresh('pharmacy', session)))
      .execute();
    expect((await info('pharmacy', session)).body.code).toBe(4041);
    expect((await info('pharmacy', renewed)).body.code).toBe(4041);
  });
});
