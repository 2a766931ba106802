import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../../server/http/badInput.js';
import { ControlCharGuard } from '../../server/http/inputGuard.js';
import {
  type AdminKit,
  franchiseBody,
  freeWilaya,
  pharmacyBody,
  placeOrder,
  productFields,
  startAdminKit,
} from './admin-fixtures.js';
import { paidCardOrder, paymentFixture } from './payment-fixtures.js';

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
  it.each([
    '1e99/10',
    '99999999999999999999999/10',
    '-5/abc',
    '0/1e99',
    '1.5/2.5',
    '9223372036854775808/-9223372036854775809',
    '0x10/0x10',
  ])('orders_list/%s is clamped, never a 5xx', async (page) => {
    for (const area of ['admin', 'franchise', 'pharmacy'] as const) {
      const headers = area === 'admin' ? kit.admin : area === 'franchise' ? kit.franchise : kit.pharmacy;
      const res = await kit.call('GET', `/${area}/orders_list/${page}`, undefined, headers);
      expect(res.status, `${area} ${page}`).toBe(200);
      expect(res.body.payload.orders.length).toBeLessThanOrEqual(100);
    }
  });

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
    expect(en.body).toMatchObject({
      code: 4000,
      meta: '"query.search" contains control characters that are not allowed.',
    });
    expect(en.body.payload).toEqual([{ path: 'query.search', msg: en.body.meta }]);
    const fr = await kit.api.call('GET', '/pharmacy/products_list?search=a%1Bb', {
      headers: { ...kit.pharmacy, language: '1' },
    });
    expect(fr.body.code).toBe(4000);
    expect(fr.body.meta).toContain('caractères de contrôle');
  });

  it('in a path parameter or a header the server reads', async () => {
    expect((await kit.call('GET', '/admin/generate-invoice/1%00')).body.code).toBe(4000);
    const header = await kit.api.call('GET', '/ok', { headers: { language: '2\u0085' } });
    expect(header.body).toMatchObject({ code: 4000, payload: [{ path: 'headers.language' }] });
    const token = await kit.api.call('GET', '/admin/orders_list/0/10', {
      headers: { ...kit.admin, 'admin-access-token': 'abc\u0080' },
    });
    expect(token.body.payload).toEqual([expect.objectContaining({ path: 'headers.admin-access-token' })]);
  });

  it('in the sign-in e-mail: the field’s code (4001), and nothing is counted against the account', async () => {
    const res = await kit.api.call('POST', '/pharmacy/login', {
      body: { email: 'pharmacy\u0000@demo.dz', password: 'whatever1' },
    });
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
    await expect(
      guarded.selectFrom('pharmacies').select('id').where('name', '=', 'a\u0000').execute(),
    ).rejects.toMatchObject({ code: 4000 });
    await expect(
      guarded.selectFrom('pharmacies').select('id').where('name', 'in', ['ok', 'b\u001b']).execute(),
    ).rejects.toMatchObject({ code: 4000 });
    expect(await guarded.selectFrom('pharmacies').select('id').where('name', '=', 'two\nlines').execute()).toEqual([]);
  });
});

describe('bodies', () => {
  const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
  const nestedObject = (depth: number) => '{"a":'.repeat(depth - 1) + '{}' + '}'.repeat(depth - 1);

  it(`refuses JSON nested deeper than ${MAX_JSON_DEPTH} levels, and a 10 000-level one, with the envelope`, async () => {
    for (const body of [nestedObject(MAX_JSON_DEPTH + 1), `{"note":${nested(MAX_JSON_DEPTH)}}`, nested(10_000)]) {
      const res = await raw('/admin/add_note', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 4000,
        meta: `Invalid request: data nested more than ${MAX_JSON_DEPTH} levels deep.`,
      });
    }
    // at the limit, the body is parsed and the route's own validation answers (no order id: 4001)
    const atLimit = await raw('/admin/add_note', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: nestedObject(MAX_JSON_DEPTH),
    });
    expect(atLimit).toMatchObject({ status: 400, body: { code: 4001 } });
  });

  it('refuses a body over 1 MB (413) and broken JSON (400) with the envelope', async () => {
    const big = await raw('/admin/add_note', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ note: 'x'.repeat(1_100_000) }),
    });
    expect(big).toMatchObject({ status: 413, body: { code: 4000 } });
    const broken = await raw('/admin/add_note', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"note":',
    });
    expect(broken).toMatchObject({ status: 400, body: { code: 4000 } });
    const poisoned = await raw('/admin/add_note', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"__proto__":{"x":1}}',
    });
    expect(poisoned).toMatchObject({ status: 400, body: { code: 4000 } });
  });

  it('answers Fastify’s own refusals in the envelope: unsupported type, unknown call, malformed URL', async () => {
    const xml = await raw('/admin/add_note', {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<a/>',
    });
    expect(xml).toMatchObject({ status: 415, body: { code: 4000 } });
    expect(await raw('/no/such/call')).toMatchObject({ status: 404, body: { code: 4041 } });
    const url = await raw('/admin/orders_list/%zz/10');
    expect(url).toMatchObject({ status: 400, body: { code: 4000, meta: 'Invalid request.' } });
  });
});

/** A row count and a digest of a table, to assert a refused request wrote nothing. */
async function tableState(table: string) {
  const { rows } = await sql<{
    n: string;
    digest: string | null;
  }>`select count(*)::text as n, md5(string_agg(t::text, ',' order by t::text)) as digest from ${sql.table(table)} t`.execute(
    kit.api.db,
  );
  return rows[0];
}

describe('bodies are not coerced (issue 26 §8, D36)', () => {
  const pharmacyCall = (method: string, path: string, body: unknown) => kit.call(method, path, body, kit.pharmacy);

  it.each([
    ['an array', ['not', 'a', 'string']],
    ['an object', { text: 'Rue Didouche Mourad 12' }],
    ['a number', 12345],
    ['a boolean', true],
  ])('a text field holding %s is refused by field, nothing stored', async (_kind, address) => {
    const before = await tableState('addresses');
    const res = await pharmacyCall('POST', '/pharmacy/add_address', { address });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(4001);
    expect(res.body.payload).toEqual([
      {
        path: 'address',
        msg: 'Invalid value: a text is expected here, or a plain number (digits, optional decimals, no spaces or exponent).',
      },
    ]);
    expect(await tableState('addresses')).toEqual(before);
  });

  it('a number field takes a JSON number or a plain decimal string, nothing else', async () => {
    const product = await kit.api.db
      .selectFrom('products')
      .select('id')
      .where('quantity', '>', 10)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    await pharmacyCall('DELETE', '/pharmacy/empty_basket', {});
    for (const quantity of ['1e3', ' 2', '2 ', '0x2', '+2', [2], ['2'], { n: 2 }, true]) {
      const res = await pharmacyCall('POST', '/pharmacy/add_product_to_basket', { product_id: product.id, quantity });
      expect(res.status, JSON.stringify(quantity)).toBe(400);
      expect(res.body.code).toBe(4002);
      expect(res.body.payload[0].path).toBe('quantity');
    }
    // a product id that is not a plain number names no product
    for (const product_id of [[product.id], ` ${product.id}`, `${product.id}e0`, { id: product.id }]) {
      const res = await pharmacyCall('POST', '/pharmacy/add_product_to_basket', { product_id, quantity: 2 });
      expect(res.body.code, JSON.stringify(product_id)).toBe(4041);
    }
    expect(await tableState('basket_items')).toMatchObject({ n: '0' });
    expect(
      (await pharmacyCall('POST', '/pharmacy/add_product_to_basket', { product_id: String(product.id), quantity: '2' }))
        .body.code,
    ).toBe(2001);
    expect(
      (await pharmacyCall('POST', '/pharmacy/add_product_to_basket', { product_id: product.id, quantity: 3 })).body
        .code,
    ).toBe(2001);
    await pharmacyCall('DELETE', '/pharmacy/empty_basket', {});
  });

  it('a field the schema types (Ajv) is refused by field in the user’s language, not coerced', async () => {
    const res = await kit.api.call('PUT', '/admin/validate_orders', {
      headers: { ...kit.admin, language: '1' },
      body: { orderIds: [[1]] },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(4000);
    expect(res.body.payload).toEqual([expect.objectContaining({ path: 'orderIds.0' })]);
    expect(res.body.meta).toContain('orderIds.0');
    expect(res.body.meta).toContain('valeur invalide');
  });

  it('a JSON product form refuses an array for a single field (the first item was taken)', async () => {
    const before = await tableState('products');
    const category = await kit.api.db.selectFrom('categories').select('id').executeTakeFirstOrThrow();
    const body = { ...productFields(category.id), name: ['Vitamine C 500', 'x'] };
    const res = await kit.call('POST', '/admin/add_product', body);
    expect(res.status).toBe(400);
    expect(res.body.payload).toEqual([expect.objectContaining({ path: 'name' })]);
    expect(await tableState('products')).toEqual(before);
  });

  it('account e-mails a mailer would read as another address are refused, nothing stored (issue 26 §13)', async () => {
    const wilaya = await freeWilaya(kit.api);
    const before = await Promise.all([tableState('franchisees'), tableState('pharmacies')]);
    for (const email of [
      'karim@franchise.dz,boss@evil.dz',
      'karim@franchise.dz<boss@evil.dz>',
      '"boss@evil.dz"@franchise.dz',
      'karim\u200b@franchise.dz',
      'kar\u2060im@franchise.dz',
    ]) {
      const franchise = await kit.call('POST', '/admin/add_franchise', franchiseBody(wilaya.id, { email }));
      expect(franchise.status, email).toBe(400);
      expect(franchise.body.code).toBe(4003);
      const franchisee = await kit.api.db.selectFrom('franchisees').select('id').executeTakeFirstOrThrow();
      const pharmacy = await kit.call(
        'POST',
        '/admin/add_pharmacy',
        pharmacyBody(wilaya.id, franchisee.id, { pharm_email: email }),
      );
      expect(pharmacy.status, email).toBe(400);
      expect(pharmacy.body.payload).toEqual([expect.objectContaining({ path: 'pharm_email' })]);
    }
    expect(await Promise.all([tableState('franchisees'), tableState('pharmacies')])).toEqual(before);
  });
});

describe('refund amounts are plain numbers (issue 26 §8, D36)', () => {
  let orderId: number;
  beforeAll(async () => {
    ({ orderId } = await paidCardOrder(paymentFixture(kit.api)));
  });

  it.each([['1e3'], [[1]], [' 12'], ['0x10'], [true], [{ amount: 1 }], ['12,5']])(
    'refuses %j with 4002, nothing refunded',
    async (amount) => {
      const before = await Promise.all([tableState('payments'), tableState('refunds')]);
      const res = await kit.call('POST', '/admin/refund_order', { orderId, amount });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(4002);
      expect(res.body.payload).toEqual([expect.objectContaining({ path: 'amount' })]);
      expect(await Promise.all([tableState('payments'), tableState('refunds')])).toEqual(before);
    },
  );
});
