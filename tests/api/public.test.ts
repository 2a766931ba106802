import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startApi, type TestApi } from '../support/api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api?.close());

describe('public calls', () => {
  test('GET /ok answers 2001 (spec 000 §7)', async () => {
    const res = await api.call('GET', '/ok');
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(2001);
    expect(res.headers.get('content-type')).toContain('application/json');
  });

  test('GET /wilayas_list: the 58 wilayas plus the 11 of the 2025 reform, flagged (D19)', async () => {
    const res = await api.call('GET', '/wilayas_list');
    expect(res.body.code).toBe(2001);
    const list = res.body.payload as { id: number; code: number; name: string; name_ar: string; from2027: boolean }[];
    expect(list).toHaveLength(69);
    expect(list.map((w) => w.code)).toEqual(Array.from({ length: 69 }, (_, i) => i + 1));
    for (const w of list) {
      expect(w.id).toEqual(expect.any(Number));
      expect(w.name.length).toBeGreaterThan(2);
      expect(w.name_ar).toMatch(/[\u0600-\u06FF]/);
      expect(w.from2027).toBe(w.code >= 59);
    }
    expect(list.find((w) => w.code === 16)?.name).toBe('Alger');
    expect(list.find((w) => w.code === 31)?.name).toBe('Oran');
  });

  test('the wilaya list needs no token and ignores a bogus one', async () => {
    const res = await api.call('GET', '/wilayas_list', { headers: { 'pharmacy-access-token': 'nonsense' } });
    expect(res.body.code).toBe(2001);
  });

  test('an unknown call answers 4041 in the envelope', async () => {
    const res = await api.call('GET', '/no/such/call');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 4041, payload: [] });
    expect(res.body.meta).toEqual(expect.any(String));
  });

  test('/docs serves the OpenAPI description of the routes', async () => {
    const res = await api.call('GET', '/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    const paths = Object.keys(res.body.paths);
    for (const p of [
      '/ok',
      '/wilayas_list',
      '/admin/login',
      '/franchise/login',
      '/pharmacy/login',
      '/pharmacy/reset_pw',
      '/pharmacy/change_pswd',
      '/franchise/get_franchise_info',
    ])
      expect(paths).toContain(p);
    expect(res.body.paths['/pharmacy/login'].post.summary).toEqual(expect.any(String));
    const ui = await api.call('GET', '/docs/');
    expect(ui.status).toBe(200);
  });
});
