import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Role, tokenKeys } from '../../src/contract/constants.js';
import { REFRESH_GRACE_MS } from '../../server/auth/guard.js';
import { hashToken } from '../../server/auth/tokens.js';
import { startApi, type TestApi } from '../support/api.js';
import { expireTokens } from '../support/tokens.js';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api?.close());

const info = (role: Role, headers: Record<string, string>) => api.call('GET', `/${role}/get_${role}_info`, { headers });
const access = (role: Role, headers: Record<string, string>) => headers[tokenKeys(role).accessHeader]!;
const refresh = (role: Role, headers: Record<string, string>) => headers[tokenKeys(role).refreshHeader]!;

/** Makes an access token expired, as time would (no sleeping tests). */
async function expire(token: string) {
  expect(await expireTokens(api.db, { tokenHash: hashToken(token) })).toBe(1);
}

/** Headers of the pair in a 2000 answer. */
function pairHeaders(role: Role, body: any): Record<string, string> {
  const k = tokenKeys(role);
  expect(body.code).toBe(2000);
  const pair = body.payload[0];
  expect(pair[k.access]).toEqual(expect.any(String));
  expect(pair[k.refresh]).toEqual(expect.any(String));
  return { [k.accessHeader]: pair[k.access], [k.refreshHeader]: pair[k.refresh] };
}

describe('renewal (D7, spec 000 §4)', () => {
  test('an expired access token with a valid refresh token answers 2000 with a new pair; the repeated call succeeds', async () => {
    const first = await api.login('franchise');
    await expire(access('franchise', first));
    const renewed = await info('franchise', first);
    expect(renewed.status).toBe(200);
    const second = pairHeaders('franchise', renewed.body);
    expect(access('franchise', second)).not.toBe(access('franchise', first));
    expect(refresh('franchise', second)).not.toBe(refresh('franchise', first));
    expect((await info('franchise', second)).body.code).toBe(2001);

    // and again, with the rotated refresh token
    await expire(access('franchise', second));
    const third = pairHeaders('franchise', (await info('franchise', second)).body);
    expect((await info('franchise', third)).body.code).toBe(2001);
  });

  test('concurrent calls with the same expired access token all get 2000, and each retry succeeds', async () => {
    const headers = await api.login('pharmacy');
    await expire(access('pharmacy', headers));
    const answers = await Promise.all(Array.from({ length: 5 }, () => info('pharmacy', headers)));
    for (const a of answers) expect(a.body.code).toBe(2000);
    const retries = await Promise.all(answers.map((a) => info('pharmacy', pairHeaders('pharmacy', a.body))));
    for (const r of retries) expect(r.body.code).toBe(2001);
  });

  test('a refresh token replayed after the grace window revokes the whole family', async () => {
    const headers = await api.login('admin');
    await expire(access('admin', headers));
    const renewed = pairHeaders('admin', (await info('admin', headers)).body);
    expect((await info('admin', renewed)).body.code).toBe(2001);

    // the old refresh token is presented again, long after its rotation
    await api.db
      .updateTable('tokens')
      .set({ used_at: new Date(Date.now() - REFRESH_GRACE_MS - 5000) })
      .where('token_hash', '=', hashToken(refresh('admin', headers)))
      .execute();
    const replay = await info('admin', headers);
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe(4041);
    // the pair obtained legitimately is revoked with the family
    const after = await info('admin', renewed);
    expect(after.body.code).toBe(4041);
    // a fresh sign-in starts a new family and works
    expect((await info('admin', await api.login('admin'))).body.code).toBe(2001);
  });

  test('an expired refresh token ends the session', async () => {
    const headers = await api.login('franchise');
    await expire(access('franchise', headers));
    await expire(refresh('franchise', headers));
    const res = await info('franchise', headers);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(4041);
  });
});

describe('refusals', () => {
  test('no tokens: 4031', async () => {
    const res = await info('pharmacy', {});
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 4031, payload: [] });
    expect(res.body.meta).toBe('No tokens provided. Please login again.');
  });

  test('tokens sent as the strings "null"/"undefined" count as none', async () => {
    const res = await info('pharmacy', { 'pharmacy-access-token': 'null', 'pharmacy-refresh-token': 'undefined' });
    expect(res.body.code).toBe(4031);
  });

  test('unknown tokens: 4041 with HTTP 401', async () => {
    const res = await info('pharmacy', { 'pharmacy-access-token': 'forged', 'pharmacy-refresh-token': 'forged' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(4041);
  });

  test('a token of one role never opens another role’s calls', async () => {
    const pharmacy = await api.login('pharmacy');
    // sent under the other role's header names
    const asFranchise = {
      'franchise-access-token': access('pharmacy', pharmacy),
      'franchise-refresh-token': refresh('pharmacy', pharmacy),
    };
    const asAdmin = {
      'admin-access-token': access('pharmacy', pharmacy),
      'admin-refresh-token': refresh('pharmacy', pharmacy),
    };
    expect((await info('franchise', asFranchise)).body.code).toBe(4041);
    expect((await info('admin', asAdmin)).body.code).toBe(4041);
    // sent under its own header names to another role's call
    expect((await info('admin', pharmacy)).body.code).toBe(4031);
    // and the refresh token of one role does not renew another's session
    const franchise = await api.login('franchise');
    await expire(access('franchise', franchise));
    const mixed = {
      'franchise-access-token': access('franchise', franchise),
      'franchise-refresh-token': refresh('pharmacy', pharmacy),
    };
    expect((await info('franchise', mixed)).body.code).toBe(4041);
    // the pharmacy's own session still works
    expect((await info('pharmacy', pharmacy)).body.code).toBe(2001);
  });

  test('deleting an account ends its sessions, access and refresh, once the change is announced', async () => {
    const victim = await api.db
      .selectFrom('franchisees')
      .select(['id', 'email'])
      .where('email', '=', 'franchise.constantine@demo.dz')
      .executeTakeFirstOrThrow();
    const a = await api.login('franchise', victim.email);
    const b = await api.login('franchise', victim.email);
    expect((await info('franchise', a)).body.code).toBe(2001);
    // straight in the database, as another process would: this server hears of it by the database's notification
    await api.db.deleteFrom('franchisees').where('id', '=', victim.id).execute();
    await expect.poll(async () => (await info('franchise', a)).body.code).toBe(4041);
    await expire(access('franchise', b));
    expect((await info('franchise', b)).body.code).toBe(4041);
  });

  test('a soft-deleted pharmacy’s tokens stop working', async () => {
    const victim = await api.db
      .selectFrom('pharmacies')
      .select(['id', 'email'])
      .where('email', 'not in', ['pharmacy@demo.dz', 'pharmacy.oran@demo.dz'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const headers = await api.login('pharmacy', victim.email);
    expect((await info('pharmacy', headers)).body.code).toBe(2001);
    await api.db.updateTable('pharmacies').set({ deleted_at: new Date() }).where('id', '=', victim.id).execute();
    await expect.poll(async () => (await info('pharmacy', headers)).body.code).toBe(4041);
    expect((await info('pharmacy', headers)).status).toBe(401);
  });
});
