import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/seed/accounts.js';
import { startApi, type TestApi } from '../support/api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api?.close());

const EMAIL = 'pharmacy.oran@demo.dz';
const change = (headers: Record<string, string>, body: unknown, lang = '2') =>
  api.call('POST', '/pharmacy/change_pswd', { body, headers: { ...headers, language: lang } });

describe('POST /pharmacy/change_pswd (spec 000 §8 "Password change")', () => {
  test('without tokens: 4031', async () => {
    const res = await change({}, { old_pw: DEMO_ACCOUNTS.password, new_pw: 'Nouveau#2026' });
    expect(res.body.code).toBe(4031);
  });

  test.each([
    ['no old password', { new_pw: 'Nouveau#2026' }, 4001, 'Old password is required.'],
    ['an empty old password', { old_pw: '', new_pw: 'Nouveau#2026' }, 4001, 'Old password is required.'],
    [
      'a new password under 8 characters',
      { old_pw: DEMO_ACCOUNTS.password, new_pw: 'Court#1' },
      4002,
      'Password must be at least 8 characters long.',
    ],
    ['no new password', { old_pw: DEMO_ACCOUNTS.password }, 4002, 'Password must be at least 8 characters long.'],
    [
      'a new password over 128 characters',
      { old_pw: DEMO_ACCOUNTS.password, new_pw: 'y'.repeat(129) },
      4002,
      'Password must be at least 8 characters long.',
    ],
    ['a wrong old password', { old_pw: 'Wrong@2026', new_pw: 'Nouveau#2026' }, 4011, 'Wrong old password.'],
    [
      'the same password',
      { old_pw: DEMO_ACCOUNTS.password, new_pw: DEMO_ACCOUNTS.password },
      4012,
      'New password cannot be the same as the old one.',
    ],
  ])('%s: %s', async (_, body, code, meta) => {
    const headers = await api.login('pharmacy', EMAIL);
    const res = await change(headers, body);
    expect(res.body.code).toBe(code);
    expect(res.body.meta).toBe(meta);
    // a refusal is never HTTP 401: the browser would take it for the end of the session
    expect(res.status).toBe(400);
    // nothing changed, the session lives on
    expect((await api.call('GET', '/pharmacy/get_pharmacy_info', { headers })).body.code).toBe(2001);
  });

  test('French messages with language 1', async () => {
    const res = await change(await api.login('pharmacy', EMAIL), { old_pw: 'Wrong@2026', new_pw: 'Nouveau#2026' }, '1');
    expect(res.body.meta).toBe('Ancien mot de passe incorrect.');
  });

  test('success: 2001 "password updated"; the new password signs in, the old one no more; other sessions end, this one stays', async () => {
    const other = await api.login('pharmacy', EMAIL);
    const current = await api.login('pharmacy', EMAIL);
    const res = await change(current, { old_pw: DEMO_ACCOUNTS.password, new_pw: 'Nouveau#2026' });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(2001);
    expect(res.body.meta).toMatch(/password updated/i);

    expect((await api.call('GET', '/pharmacy/get_pharmacy_info', { headers: current })).body.code).toBe(2001);
    expect((await api.call('GET', '/pharmacy/get_pharmacy_info', { headers: other })).body.code).toBe(4041);

    const old = await api.call('POST', '/pharmacy/login', { body: { email: EMAIL, password: DEMO_ACCOUNTS.password } });
    expect(old.body.code).toBe(4011);
    await api.login('pharmacy', EMAIL, 'Nouveau#2026');
  });

  test('another pharmacy is not affected', async () => {
    await api.login('pharmacy', 'pharmacy@demo.dz');
  });
});
