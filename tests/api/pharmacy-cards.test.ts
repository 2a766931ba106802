import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../server/app.js';
import { startApi, type TestApi } from '../support/api.js';
import { type PharmacyFixture, pharmacyFixture } from './pharmacy-fixtures.js';

let api: TestApi;
let fx: PharmacyFixture;
/** Every line the server logged, at the most verbose level. */
const logLines: string[] = [];

const CVV = '8317';
const NUMBER = '9876543210987654';
const NUMBER2 = '9123456789014321';

beforeAll(async () => {
  api = await startApi({
    logger: { ...(loggerOptions('trace') as object), stream: { write: (line: string) => void logLines.push(line) } },
  });
  fx = await pharmacyFixture(api);
});
afterAll(() => api?.close());

const list = (headers = fx.alger.headers) => api.call('GET', '/pharmacy/get_my_cc', { headers });
const card = (over: Record<string, unknown> = {}) => ({
  card_name: 'CIB principale',
  card_number: NUMBER,
  card_holder: 'Amine Benali',
  exp_month: '07',
  exp_year: '2029',
  cvv: CVV,
  ...over,
});
const add = (body: unknown, headers = fx.alger.headers) => api.call('POST', '/pharmacy/add_cc', { headers, body });

/** Every answer of this file, to check that neither the CVV nor a full number ever comes back. */
const answers: string[] = [];
async function recorded<T extends { body: unknown }>(p: Promise<T>): Promise<T> {
  const res = await p;
  answers.push(JSON.stringify(res.body));
  return res;
}

describe('cards', () => {
  it('saves a card from JSON and answers it masked, without the CVV', async () => {
    const res = await recorded(add(card()));
    expect(res.body).toMatchObject({ code: 2001, meta: 'Card added successfully.' });
    expect(res.body.payload).toEqual([
      {
        id: expect.any(Number),
        cc_id: expect.any(Number),
        card_name: 'CIB principale',
        card_number: '**** **** **** 7654',
        last4: '7654',
        card_holder: 'Amine Benali',
        exp_month: '07',
        exp_year: '2029',
      },
    ]);
    expect((await recorded(list())).body.payload).toEqual(res.body.payload);
  });

  it('saves a card from form fields (name, cardNumber, expiry MM/YYYY, cvv, holder) — multipart and urlencoded', async () => {
    const form = new FormData();
    form.set('name', 'Edahabia');
    form.set('cardNumber', NUMBER2);
    form.set('expiry', '03/2031');
    form.set('cvv', '123');
    form.set('holder', 'Samia Haddad');
    let res = await recorded(api.call('POST', '/pharmacy/add_cc', { headers: fx.alger.headers, form }));
    expect(res.body.code).toBe(2001);
    expect(res.body.payload[1]).toMatchObject({
      card_name: 'Edahabia',
      card_number: '**** **** **** 4321',
      card_holder: 'Samia Haddad',
      exp_month: '03',
      exp_year: '2031',
    });

    const urlencoded = await fetch(`${api.url}/pharmacy/add_cc`, {
      method: 'POST',
      headers: { ...fx.oran.headers, language: '2', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'Carte Oran', cardNumber: NUMBER, expiry: '12/2030', cvv: CVV }).toString(),
    });
    const body = await urlencoded.json();
    answers.push(JSON.stringify(body));
    expect(body.code).toBe(2001);
    // without `holder` the card name stands in for it (D9)
    expect(body.payload[0]).toMatchObject({
      card_name: 'Carte Oran',
      card_holder: 'Carte Oran',
      exp_month: '12',
      exp_year: '2030',
    });

    const badExpiry = new FormData();
    badExpiry.set('name', 'Edahabia');
    badExpiry.set('cardNumber', NUMBER2);
    badExpiry.set('expiry', '2031-03');
    badExpiry.set('cvv', '123');
    res = await recorded(api.call('POST', '/pharmacy/add_cc', { headers: fx.alger.headers, form: badExpiry }));
    expect(res.body).toMatchObject({ code: 4004, meta: 'Invalid expiry date (format MM/YYYY).' });
  });

  it.each([
    [
      'a number not starting with 9',
      { card_number: '4123456789012345' },
      4002,
      'Please enter a valid card number starting with 9',
    ],
    ['a 15-digit number', { card_number: '912345678901234' }, 4002, 'Please enter a valid card number starting with 9'],
    [
      'letters in the number',
      { card_number: '91234567890123ab' },
      4002,
      'Please enter a valid card number starting with 9',
    ],
    ['no card name', { card_name: '' }, 4001, 'This field is required.'],
    ['a long card name', { card_name: 'x'.repeat(41) }, 4001, 'The card name must not exceed 40 characters.'],
    ['a holder with digits', { card_holder: 'Amine 2' }, 4003, 'Please enter a valid name (3 to 20 letters)'],
    ['a 21-letter holder', { card_holder: 'a'.repeat(21) }, 4003, 'Please enter a valid name (3 to 20 letters)'],
    ['month 13', { exp_month: '13' }, 4004, 'Invalid month (01 to 12).'],
    ['month 0', { exp_month: '0' }, 4004, 'Invalid month (01 to 12).'],
    ['year 2055', { exp_year: '2055' }, 4005, 'Invalid year (2025 to 2054).'],
    ['an expired card', { exp_month: '01', exp_year: '2025' }, 4004, 'This card has expired.'],
    ['a 2-digit CVV', { cvv: '12' }, 4006, 'Invalid security code'],
    ['a 5-digit CVV', { cvv: '12345' }, 4006, 'Invalid security code'],
    ['no CVV', { cvv: undefined }, 4006, 'This field is required.'],
  ])('refuses %s', async (_label, over, code, meta) => {
    const before = (await list()).body.payload;
    const res = await recorded(add(card(over)));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code, meta });
    expect((await list()).body.payload).toEqual(before);
  });

  it('updates a card: masked number kept, new number replaced; the CVV is optional but checked', async () => {
    const [first] = (await list()).body.payload;
    let res = await recorded(
      api.call('PUT', '/pharmacy/update_cc', {
        headers: fx.alger.headers,
        body: {
          cc_id: first.cc_id,
          card_name: 'CIB pro',
          card_number: first.card_number,
          card_holder: 'Amine Benali',
          exp_month: '8',
          exp_year: '2030',
          cvv: '',
        },
      }),
    );
    expect(res.body).toMatchObject({ code: 2001, meta: 'Card updated successfully.' });
    expect(res.body.payload[0]).toMatchObject({
      card_name: 'CIB pro',
      card_number: '**** **** **** 7654',
      exp_month: '08',
      exp_year: '2030',
    });
    res = await recorded(
      api.call('PUT', '/pharmacy/update_cc', {
        headers: fx.alger.headers,
        body: { ...card({ card_number: '9000000000001111', cvv: '999' }), cc_id: first.cc_id },
      }),
    );
    expect(res.body.payload[0].card_number).toBe('**** **** **** 1111');
    res = await recorded(
      api.call('PUT', '/pharmacy/update_cc', {
        headers: fx.alger.headers,
        body: { ...card({ card_number: '5000000000001111' }), cc_id: first.cc_id },
      }),
    );
    expect(res.body.code).toBe(4002);
    res = await recorded(
      api.call('PUT', '/pharmacy/update_cc', {
        headers: fx.alger.headers,
        body: { ...card({ cvv: '1' }), cc_id: first.cc_id },
      }),
    );
    expect(res.body.code).toBe(4006);
    expect((await list()).body.payload[0].card_number).toBe('**** **** **** 1111');
  });

  it("answers another pharmacy's card exactly like a missing one, and leaves it alone", async () => {
    const [oranCard] = (await list(fx.oran.headers)).body.payload;
    const missing = await api.call('PUT', '/pharmacy/update_cc', {
      headers: fx.alger.headers,
      body: { ...card(), cc_id: 999999 },
    });
    const foreign = await api.call('PUT', '/pharmacy/update_cc', {
      headers: fx.alger.headers,
      body: { ...card(), cc_id: oranCard.cc_id },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body).toMatchObject({ code: 4041, meta: 'Card not found.' });
    const del = await api.call('DELETE', '/pharmacy/delete_cc', {
      headers: fx.alger.headers,
      body: { cc_id: oranCard.cc_id },
    });
    expect(del.body).toEqual(missing.body);
    expect((await list()).body.payload.some((c: any) => c.cc_id === oranCard.cc_id)).toBe(false);
    expect((await list(fx.oran.headers)).body.payload).toEqual([oranCard]);
  });

  it('deletes its own card', async () => {
    const before = (await list()).body.payload;
    const res = await recorded(
      api.call('DELETE', '/pharmacy/delete_cc', { headers: fx.alger.headers, body: { cc_id: before[1].cc_id } }),
    );
    expect(res.body).toMatchObject({ code: 2001, meta: 'Card deleted successfully.' });
    expect(res.body.payload).toEqual([before[0]]);
  });

  it('refuses every card call without tokens', async () => {
    for (const [method, path] of [
      ['GET', '/pharmacy/get_my_cc'],
      ['POST', '/pharmacy/add_cc'],
      ['PUT', '/pharmacy/update_cc'],
      ['DELETE', '/pharmacy/delete_cc'],
    ] as const) {
      const res = await recorded(api.call(method, path, { body: method === 'GET' ? undefined : card() }));
      expect(res.body.code, path).toBe(4031);
    }
  });

  it('never stores, returns or logs the CVV or a full card number (D16)', async () => {
    const rows = JSON.stringify(await api.db.selectFrom('cards').selectAll().execute());
    // pid, time and durations are numbers that could contain the digits by chance
    const logged = logLines.map((line) => {
      const { pid: _pid, time: _time, hostname: _host, ms: _ms, responseTime: _rt, ...rest } = JSON.parse(line);
      return JSON.stringify(rest);
    });
    const everything = [rows, ...answers, ...logged].join('\n');
    expect(logLines.length).toBeGreaterThan(10); // the capture works: one line per request at least
    // '"999"': the CVV as a JSON value (a bare 999" also ends a port number such as 127.0.0.1:45999")
    for (const secret of [CVV, NUMBER, NUMBER2, '9000000000001111', '"999"']) expect(everything).not.toContain(secret);
    // nor the session tokens: the multipart plugin logs the request's headers at trace level
    const tokens = Object.values(fx.alger.headers).filter((v) => v.length > 20);
    expect(tokens.length).toBeGreaterThan(0);
    for (const token of tokens) expect(logged.join('\n')).not.toContain(token);
  });
});
