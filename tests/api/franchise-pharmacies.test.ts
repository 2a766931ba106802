import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api.js';
import { franchiseWorld, pharmacyBody, type World } from './franchise-fixture.js';

/** Franchise pharmacies: list, details, add (spec 000 §2, §5, §7, §8; D11). */
let api: TestApi;
let w: World;

beforeAll(async () => {
  api = await startApi();
  w = await franchiseWorld(api);
});
afterAll(async () => api?.close());

const countPharmacies = () =>
  api.db
    .selectFrom('pharmacies')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));

const add = (who: 'alger' | 'oran', body: Record<string, unknown>, lang = '2') =>
  api.call('POST', '/franchise/add_pharmacy', { headers: { ...w.headers[who], language: lang }, body });

describe('GET /franchise/pharmacies_list', () => {
  it('lists exactly the pharmacies of the own wilaya', async () => {
    for (const who of ['alger', 'oran'] as const) {
      const res = await api.call('GET', '/franchise/pharmacies_list', { headers: w.headers[who] });
      expect(res.body.code).toBe(2001);
      const expected = await api.db
        .selectFrom('pharmacies')
        .select('id')
        .where('wilaya_id', '=', w[who].wilayaId)
        .where('deleted_at', 'is', null)
        .execute();
      const ids = res.body.payload.map((p: { id: number }) => p.id).sort((a: number, b: number) => a - b);
      expect(ids).toEqual(expected.map((p) => p.id).sort((a, b) => a - b));
      expect(ids).toContain(w[who].pharmacyId);
      const item = res.body.payload.find((p: { id: number }) => p.id === w[who].pharmacyId);
      expect(item).toMatchObject({ name: expect.any(String), email: expect.any(String), phone: expect.any(String) });
    }
  });
});

describe('POST /franchise/pharmacy_details', () => {
  it('answers [pharmacy] with its point of contact and last orders', async () => {
    const res = await api.call('POST', '/franchise/pharmacy_details', {
      headers: w.headers.alger,
      body: { pharmacyID: w.alger.pharmacyId },
    });
    expect(res.body.code).toBe(2001);
    const [p] = res.body.payload;
    expect(p).toMatchObject({
      id: w.alger.pharmacyId,
      rc: expect.any(String),
      nif: expect.any(String),
      rib: expect.any(String),
      zip: expect.any(String),
    });
    expect(p).toHaveProperty('poc');
    const numbers = p.orders.map((o: { order_no: string }) => o.order_no);
    expect(numbers).toContain(w.alger.paidOrder.order_no);
    expect(numbers).not.toContain(w.alger.failedOrder.order_no);
    const paid = p.orders.find((o: { order_no: string }) => o.order_no === w.alger.paidOrder.order_no);
    expect(paid).toMatchObject({
      total_price: 2380,
      status: 1,
      order_date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it("refuses the other wilaya's pharmacies exactly like a missing one", async () => {
    const missing = await api.call('POST', '/franchise/pharmacy_details', {
      headers: w.headers.alger,
      body: { pharmacyID: 2_000_000_000 },
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 4041, meta: 'Pharmacy not found.' });
    const other = await api.call('POST', '/franchise/pharmacy_details', {
      headers: w.headers.alger,
      body: { pharmacyID: w.oran.pharmacyId },
    });
    expect(other.status).toBe(404);
    expect(other.body).toEqual(missing.body);
    const back = await api.call('POST', '/franchise/pharmacy_details', {
      headers: w.headers.oran,
      body: { pharmacyID: w.alger.pharmacyId },
    });
    expect(back.body).toEqual(missing.body);
    for (const pharmacyID of ['x', -3, '99999999999', "1'; DROP TABLE pharmacies; --"]) {
      const bad = await api.call('POST', '/franchise/pharmacy_details', {
        headers: w.headers.alger,
        body: { pharmacyID },
      });
      expect(bad.status).toBe(400);
    }
  });

  it('does not show a deleted pharmacy', async () => {
    const res = await add('alger', pharmacyBody({ pharm_name: 'Pharmacie Supprimee' }));
    expect(res.body.code).toBe(2001);
    const row = await api.db
      .selectFrom('pharmacies')
      .select('id')
      .where('name', '=', 'Pharmacie Supprimee')
      .executeTakeFirstOrThrow();
    await api.db.updateTable('pharmacies').set({ deleted_at: new Date() }).where('id', '=', row.id).execute();
    const details = await api.call('POST', '/franchise/pharmacy_details', {
      headers: w.headers.alger,
      body: { pharmacyID: row.id },
    });
    expect(details.status).toBe(404);
    const list = await api.call('GET', '/franchise/pharmacies_list', { headers: w.headers.alger });
    expect(list.body.payload.map((p: { id: number }) => p.id)).not.toContain(row.id);
  });
});

describe('POST /franchise/add_pharmacy', () => {
  it("adds the pharmacy to the franchisee's own wilaya whatever wilaya is sent, and mails it a set-password link", async () => {
    for (const [who, other] of [
      ['alger', 'oran'],
      ['oran', 'alger'],
    ] as const) {
      const body = pharmacyBody({ wilaya: w[other].wilayaId, pharm_name: `Pharmacie Nouvelle ${who}` });
      const res = await add(who, body);
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(2001);
      expect(res.body.meta).toMatch(/Pharmacy added successfully/);
      const row = await api.db
        .selectFrom('pharmacies')
        .selectAll()
        .where('email', '=', body.pharm_email)
        .executeTakeFirstOrThrow();
      expect(row.wilaya_id).toBe(w[who].wilayaId);
      expect(row.franchisee_id).toBe(w[who].franchiseeId);
      expect(row.password_hash).toBeNull();
      expect(row).toMatchObject({
        name: body.pharm_name,
        phone1: body.pharm_phone1,
        phone2: null,
        address1: body.adress1,
        address2: null,
        rc: body.rc,
        nif: body.nif,
        rib: body.rib,
        zip: body.zip,
        poc_first_name: 'Samira',
        poc_email: 'samira.belkacem@example.dz',
      });
      const mail = await api.db
        .selectFrom('outgoing_mail')
        .selectAll()
        .where('recipient', '=', body.pharm_email)
        .executeTakeFirst();
      expect(mail?.text_body).toMatch(/\/pharmacy\/reset_password\?t=/);

      const mine = await api.call('GET', '/franchise/pharmacies_list', { headers: w.headers[who] });
      expect(mine.body.payload.map((p: { email: string }) => p.email)).toContain(body.pharm_email);
      const theirs = await api.call('GET', '/franchise/pharmacies_list', { headers: w.headers[other] });
      expect(theirs.body.payload.map((p: { email: string }) => p.email)).not.toContain(body.pharm_email);
    }
  });

  it('answers in French with language 1', async () => {
    const res = await add('alger', pharmacyBody(), '1');
    expect(res.body.meta).toMatch(/Pharmacie ajoutée avec succès/);
  });

  it('refuses each invalid field with code 4000, the field errors and nothing created', async () => {
    const before = await countPharmacies();
    const cases: [string, unknown][] = [
      ['pharm_name', ''],
      ['pharm_name', 'P'],
      ['pharm_name', 'Pharmacie_24'],
      ['pharm_name', 'A'.repeat(81)],
      ['pharm_name', 'x'.repeat(100_000)],
      ['pharm_name', "Robert'); DROP TABLE pharmacies;--"],
      ['pharm_email', 'not-an-email'],
      ['pharm_email', ''],
      ['pharm_email', "a@b.dz' OR '1'='1"],
      ['pharm_phone1', ''],
      ['pharm_phone1', '123'],
      ['pharm_phone2', 'abcdefghij'],
      ['rc', '12 B/20'],
      ['nif', '12345'],
      ['nif', '1'.repeat(16)],
      ['rib', '1'.repeat(19)],
      ['zip', '12345678'],
      ['zip', ''],
      ['adress1', ''],
      ['adress1', '<script>alert(1)</script>'],
      ['adress1', 'rue '.repeat(30)],
      ['adress2', 'ab'],
      ['poc_first_name', 'J0hn'],
      ['poc_email', 'samira@'],
      ['poc_phone', 'phone'],
    ];
    for (const [field, value] of cases) {
      const res = await add('alger', pharmacyBody({ [field]: value }));
      expect(res.status, `${field}=${String(value).slice(0, 40)}`).toBe(400);
      expect(res.body.code).toBe(4000);
      expect(res.body.payload).toEqual([{ path: field, msg: expect.any(String) }]);
      expect(res.body.meta).toBe(res.body.payload[0].msg);
    }
    const all = await add('alger', {});
    expect(all.body.payload.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['pharm_name', 'pharm_email', 'pharm_phone1', 'rc', 'nif', 'rib', 'zip', 'adress1']),
    );
    const fr = await add('alger', pharmacyBody({ nif: '123' }), '1');
    expect(fr.body.meta).toBe('Le NIF doit contenir exactement 15 chiffres.');
    expect(await countPharmacies()).toBe(before);
  });

  it('refuses wrong types and oversized bodies', async () => {
    const before = await countPharmacies();
    for (const value of [{ $ne: null }, ['a', 'b'], true]) {
      const res = await add('alger', pharmacyBody({ pharm_name: value }));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(4000);
    }
    const huge = await add('alger', pharmacyBody({ adress2: 'a'.repeat(2 * 1024 * 1024) }));
    expect(huge.status).toBe(413);
    const notJson = await api.call('POST', '/franchise/add_pharmacy', {
      headers: { ...w.headers.alger, 'content-type': 'application/json' },
      body: undefined,
    });
    expect(notJson.status).toBe(400);
    expect(await countPharmacies()).toBe(before);
  });

  it('accepts numbers where the form sends digits', async () => {
    const res = await add('oran', pharmacyBody({ nif: 161600012345678, rib: '00799999001616000124', zip: 31000 }));
    expect(res.body.code).toBe(2001);
  });

  it('refuses an e-mail already used by a pharmacy, whatever its wilaya or case (4091)', async () => {
    const oranEmail = (
      await api.db
        .selectFrom('pharmacies')
        .select('email')
        .where('id', '=', w.oran.pharmacyId)
        .executeTakeFirstOrThrow()
    ).email;
    const before = await countPharmacies();
    const res = await add('alger', pharmacyBody({ pharm_email: oranEmail.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe(4091);
    expect(res.body.meta).toBe('A pharmacy already uses this e-mail address.');
    expect(await countPharmacies()).toBe(before);
  });

  it('lets only one of two simultaneous adds of the same e-mail through', async () => {
    const body = pharmacyBody();
    const answers = await Promise.all([add('alger', body), add('alger', body), add('oran', body)]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([2001, 4091, 4091]);
  });
});

describe('tokens', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/franchise/pharmacies_list'],
    ['POST', '/franchise/pharmacy_details', { pharmacyID: 1 }],
    ['POST', '/franchise/add_pharmacy', {}],
  ];

  it('refuses pharmacy and admin tokens and no tokens with 4031, changing nothing', async () => {
    const before = await countPharmacies();
    for (const [method, path, body] of calls)
      for (const headers of [w.headers.pharmacyAlger, w.headers.admin, {}]) {
        const res = await api.call(method, path, {
          headers,
          body: path.endsWith('add_pharmacy') ? pharmacyBody() : body,
        });
        expect(res.status, `${method} ${path}`).toBe(401);
        expect(res.body.code).toBe(4031);
      }
    expect(await countPharmacies()).toBe(before);
  });
});
