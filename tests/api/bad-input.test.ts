import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../../server/http/badInput.js';
import { ControlCharGuard } from '../../server/http/inputGuard.js';
import { type AdminKit, placeOrder, startAdminKit } from './admin-fixtures.js';

/** Bad input gets a clear 4xx envelope and changes nothing, never a 5xx (issue 9 §4). */

let kit: AdminKit;
beforeAll(async () => {
  kit = await startAdminKit();
});
afterAll(async () => kit?.api.close());

/** A raw request, for bodies and URLs the JSON helper would not send. */
async function raw(path: string, init: RequestInit = {}) {
  const res = await fetch(kit.api.url + path, { ...init, headers: { language: '2', ...kit.admin, ...init.headers } });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) as { code: number; payload: unknown; meta: string | null } };
}

describe('page offsets and limits (D10)', () => {
  it.each(['1e99/10', '99999999999999999999999/10', '-5/abc', '0/1e99', '1.5/2.5', '9223372036854775808/-9223372036854775809', '0x10/0x10'])(
    'orders_list/%s is clamped, never a 5xx',
    async (page) => {
      for (const area of ['admin', 'franchise', 'pharmacy'] as const) {
        const headers = area === 'admin' ? kit.admin : area === 'franchise' ? kit.franchise : kit.pharmacy;
        const res = await kit.call('GET', `/${area}/orders_list/${page}`, undefined, headers);
        expect(res.status, `${area} ${page}`).toBe(200);
        expect(res.body.payload.orders.length).toBeLessThanOrEqual(100);
      }
    },
  );

  it('a huge offset is an empty page, not an overflow', async () => {
    const res = await kit.call('GET', '/admin/orders_list/2147483648000/10');
    expect(res.body.code).toBe(2001);
    expect(res.body.payload.orders).toEqual([]);
  });
});

describe('control characters', () => {
  it('in a query string: refused with the parameter named, in the user’s language', async () => {
    const en = await kit.call('GET', '/admin/orders_list/0/10?search=%00');
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({ code: 4000, meta: '"query.search" contains control characters that are not allowed.' });
    expect(en.body.payload).toEqual([{ path: 'query.search', msg: en.body.meta }]);
    const fr = await kit.api.call('GET', '/pharmacy/products_list?search=a%1Bb', { headers: { ...kit.pharmacy, language: '1' } });
    expect(fr.body.code).toBe(4000);
    expect(fr.body.meta).toContain('caractères de contrôle');
  });

  it('in a path parameter or a header the server reads', async () => {
    expect((await kit.call('GET', '/admin/generate-invoice/1%00')).body.code).toBe(4000);
    const header = await kit.api.call('GET', '/ok', { headers: { language: '2\u0085' } });
    expect(header.body).toMatchObject({ code: 4000, payload: [{ path: 'headers.language' }] });
    const token = await kit.api.call('GET', '/admin/orders_list/0/10', { headers: { ...kit.admin, 'admin-access-token': 'abc\u0080' } });
    expect(token.body.payload).toEqual([expect.objectContaining({ path: 'headers.admin-access-token' })]);
  });

  it('in the sign-in e-mail: the field’s code (4001), and nothing is counted against the account', async () => {
    const res = await kit.api.call('POST', '/pharmacy/login', { body: { email: 'pharmacy\u0000@demo.dz', password: 'whatever1' } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(4001);
    const attempts = await kit.api.db.selectFrom('auth_attempts').select('id').execute();
    expect(attempts).toEqual([]);
  });

  it('in an order note: the field’s code (4002) and the note unchanged; line breaks and tabs are fine', async () => {
    const o = await placeOrder(kit.api);
    const bad = await kit.call('POST', '/admin/add_note', { orderId: o.id, note: 'Call\u0000 back' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(4002);
    expect(bad.body.meta).toContain('control characters');
    const row = await kit.api.db.selectFrom('orders').select('note').where('id', '=', o.id).executeTakeFirstOrThrow();
    expect(row.note).toBeNull();
    const good = await kit.call('POST', '/admin/add_note', { orderId: o.id, note: 'First line\n\tsecond line' });
    expect(good.body.code).toBe(2001);
  });

  it('never reach the database: a query holding one is refused before it is sent', async () => {
    const guarded = kit.api.db.withPlugin(new ControlCharGuard());
    await expect(guarded.selectFrom('pharmacies').select('id').where('name', '=', 'a\u0000').execute()).rejects.toMatchObject({ code: 4000 });
    await expect(guarded.selectFrom('pharmacies').select('id').where('name', 'in', ['ok', 'b\u001b']).execute()).rejects.toMatchObject({ code: 4000 });
    expect(await guarded.selectFrom('pharmacies').select('id').where('name', '=', 'two\nlines').execute()).toEqual([]);
  });
});

describe('bodies', () => {
  const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
  const nestedObject = (depth: number) => '{"a":'.repeat(depth - 1) + '{}' + '}'.repeat(depth - 1);

  it(`refuses JSON nested deeper than ${MAX_JSON_DEPTH} levels, and a 10 000-level one, with the envelope`, async () => {
    for (const body of [nestedObject(MAX_JSON_DEPTH + 1), `{"note":${nested(MAX_JSON_DEPTH)}}`, nested(10_000)]) {
      const res = await raw('/admin/add_note', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 4000, meta: `Invalid request: data nested more than ${MAX_JSON_DEPTH} levels deep.` });
    }
    // at the limit, the body is parsed and the route's own validation answers (no order id: 4001)
    const atLimit = await raw('/admin/add_note', { method: 'POST', headers: { 'content-type': 'application/json' }, body: nestedObject(MAX_JSON_DEPTH) });
    expect(atLimit).toMatchObject({ status: 400, body: { code: 4001 } });
  });

  it('refuses a body over 1 MB (413) and broken JSON (400) with the envelope', async () => {
    const big = await raw('/admin/add_note', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ note: 'x'.repeat(1_100_000) }) });
    expect(big).toMatchObject({ status: 413, body: { code: 4000 } });
    const broken = await raw('/admin/add_note', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"note":' });
    expect(broken).toMatchObject({ status: 400, body: { code: 4000 } });
    const poisoned = await raw('/admin/add_note', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"__proto__":{"x":1}}' });
    expect(poisoned).toMatchObject({ status: 400, body: { code: 4000 } });
  });

  it('answers Fastify’s own refusals in the envelope: unsupported type, unknown call, malformed URL', async () => {
    const xml = await raw('/admin/add_note', { method: 'POST', headers: { 'content-type': 'application/xml' }, body: '<a/>' });
    expect(xml).toMatchObject({ status: 415, body: { code: 4000 } });
    expect(await raw('/no/such/call')).toMatchObject({ status: 404, body: { code: 4041 } });
    const url = await raw('/admin/orders_list/%zz/10');
    expect(url).toMatchObject({ status: 400, body: { code: 4000, meta: 'Invalid request.' } });
  });
});
