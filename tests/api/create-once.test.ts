import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api.js';
import { expectInvariants } from '../support/invariants.js';
import { categoryBody } from './admin-fixtures.js';
import { paymentFixture } from './payment-fixtures.js';

/**
 * Issue 26 §7: a double click on a create dialog's button makes one record. The dialogs send one Idempotency-Key
 * per click; here ten identical requests with one key arrive at once, and exactly one card, address or category
 * is created, every answer being the first one.
 */

let api: TestApi;
let fx: ReturnType<typeof paymentFixture>;

beforeAll(async () => {
  api = await startApi({ seed: false });
  fx = paymentFixture(api);
});
// the money and stock invariants of issue 37 hold after every test of this file
afterEach(async () => {
  await expectInvariants(api);
});

afterAll(async () => api?.close());

const AT_ONCE = 10;

/** The same request AT_ONCE times at once with one key: the answers' codes and bodies. */
async function sameKeyAtOnce(method: string, path: string, headers: Record<string, string>, body: unknown) {
  const key = randomUUID();
  const answers = await Promise.all(
    Array.from({ length: AT_ONCE }, () =>
      api.call(method, path, { headers: { ...headers, 'idempotency-key': key }, body }),
    ),
  );
  return { key, answers };
}

const card = {
  card_name: 'CIB principale',
  card_number: '9000123412347654',
  card_holder: 'Amine Benali',
  exp_month: '07',
  exp_year: '2029',
  cvv: '123',
};

describe('create calls honour Idempotency-Key', () => {
  it('add_cc: ten at once with one key save one card', async () => {
    const ph = await fx.pharmacy();
    const { answers } = await sameKeyAtOnce('POST', '/pharmacy/add_cc', ph.headers, card);
    expect(answers.map((a) => a.body.code)).toEqual(Array(AT_ONCE).fill(2001));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await api.db.selectFrom('cards').select('id').where('pharmacy_id', '=', ph.id).execute()).toHaveLength(1);
  });

  it('add_address: ten at once with one key add one address; another key adds another', async () => {
    const ph = await fx.pharmacy();
    const count = async () =>
      (await api.db.selectFrom('addresses').select('id').where('pharmacy_id', '=', ph.id).execute()).length;
    // the fixture's pharmacy has one address already
    const { answers } = await sameKeyAtOnce('POST', '/pharmacy/add_address', ph.headers, {
      address: 'Cité des 500 logements, Bt 12 n°3',
    });
    expect(answers.map((a) => a.body.code)).toEqual(Array(AT_ONCE).fill(2001));
    expect(await count()).toBe(2);
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(AT_ONCE - 1);
  });

  it('add_category: ten at once with one key create one category; the key reused for another body is refused', async () => {
    const admin = await fx.admin();
    const body = categoryBody();
    const { key, answers } = await sameKeyAtOnce('POST', '/admin/add_category', admin.headers, body);
    expect(answers.map((a) => a.body.code)).toEqual(Array(AT_ONCE).fill(2001));
    expect(
      await api.db.selectFrom('categories').select('id').where('name_fr', '=', body.nameFR).execute(),
    ).toHaveLength(1);
    const reused = await api.call('POST', '/admin/add_category', {
      headers: { ...admin.headers, 'idempotency-key': key },
      body: categoryBody(),
    });
    expect(reused.status).toBe(422);
    // the same key of another account is that account's own
    const other = await fx.admin();
    const second = categoryBody();
    expect(
      (
        await api.call('POST', '/admin/add_category', {
          headers: { ...other.headers, 'idempotency-key': key },
          body: second,
        })
      ).body.code,
    ).toBe(2001);
  });

  it('without the header, each request creates as before', async () => {
    const ph = await fx.pharmacy();
    await Promise.all([1, 2].map(() => api.call('POST', '/pharmacy/add_cc', { headers: ph.headers, body: card })));
    expect(await api.db.selectFrom('cards').select('id').where('pharmacy_id', '=', ph.id).execute()).toHaveLength(2);
  });
});
