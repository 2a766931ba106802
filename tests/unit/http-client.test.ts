import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../../src/config/runtime';
import { ApiError, HttpClient, NetworkError } from '../../src/http/client';

const API = 'http://api.test';
const server = setupServer();

beforeAll(() => {
  setRuntimeConfig({ apiUrl: API });
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const ok = (payload: unknown = []) => HttpResponse.json({ code: 2001, payload, meta: null });

function signIn(role: 'admin' | 'franchise' | 'pharmacy', access = 'old-access', refresh = 'old-refresh') {
  localStorage.setItem(`${role}_access_token`, access);
  localStorage.setItem(`${role}_refresh_token`, refresh);
}

describe('HttpClient headers', () => {
  beforeEach(() => localStorage.setItem('lang', 'en'));

  it("sends the role's two token headers and the language header", async () => {
    signIn('franchise', 'fa', 'fr');
    signIn('admin', 'aa', 'ar');
    let seen: Headers | null = null;
    server.use(
      http.get(`${API}/franchise/get_franchise_info`, ({ request }) => {
        seen = request.headers;
        return ok([{ first_name: 'Samir' }]);
      }),
    );
    const payload = await new HttpClient('franchise').call<{ first_name: string }[]>(
      'GET',
      '/franchise/get_franchise_info',
    );
    expect(payload[0]!.first_name).toBe('Samir');
    expect(seen!.get('franchise-access-token')).toBe('fa');
    expect(seen!.get('franchise-refresh-token')).toBe('fr');
    expect(seen!.get('language')).toBe('2');
    // another role's tokens never travel with this role's calls
    expect(seen!.get('admin-access-token')).toBeNull();
  });

  it('sends language 1 in French, and no token header from the public client', async () => {
    localStorage.setItem('lang', 'fr');
    signIn('pharmacy');
    let seen: Headers | null = null;
    server.use(
      http.get(`${API}/ok`, ({ request }) => {
        seen = request.headers;
        return ok();
      }),
    );
    await new HttpClient(null).call('GET', '/ok');
    expect(seen!.get('language')).toBe('1');
    expect(seen!.get('pharmacy-access-token')).toBeNull();
  });

  it('lets a call choose its language header (pharmacy reset link lang)', async () => {
    let seen: string | null = null;
    server.use(
      http.post(`${API}/pharmacy/reset_pw`, ({ request }) => {
        seen = request.headers.get('language');
        return ok();
      }),
    );
    await new HttpClient(null).call('POST', '/pharmacy/reset_pw', { body: { new_pass: 'x', et: 't' }, lang: 'fr' });
    expect(seen).toBe('1');
  });
});

describe('HttpClient token renewal (code 2000)', () => {
  it('stores payload[0] and repeats the call with the new tokens', async () => {
    signIn('pharmacy');
    const sent: string[] = [];
    server.use(
      http.get(`${API}/pharmacy/my_addresses`, ({ request }) => {
        const access = request.headers.get('pharmacy-access-token')!;
        sent.push(access);
        if (access === 'old-access')
          return HttpResponse.json({
            code: 2000,
            payload: [{ pharmacy_access_token: 'new-access', pharmacy_refresh_token: 'new-refresh' }],
            meta: null,
          });
        return ok([{ address_id: 1, address: '12 rue Didouche Mourad' }]);
      }),
    );
    const payload = await new HttpClient('pharmacy').call<unknown[]>('GET', '/pharmacy/my_addresses');
    expect(payload).toEqual([{ address_id: 1, address: '12 rue Didouche Mourad' }]);
    expect(sent).toEqual(['old-access', 'new-access']);
    expect(localStorage.getItem('pharmacy_access_token')).toBe('new-access');
    expect(localStorage.getItem('pharmacy_refresh_token')).toBe('new-refresh');
  });

  it('three concurrent calls answered 2000 store the tokens once and each repeat once with them', async () => {
    signIn('admin');
    let issued = 0;
    const repeatedWith: string[] = [];
    // The three first answers are held until all three calls have reached the server.
    let arrived = 0;
    let release!: () => void;
    const allArrived = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`${API}/admin/franchise_list`, async ({ request }) => {
        const access = request.headers.get('admin-access-token')!;
        if (access === 'old-access') {
          arrived += 1;
          if (arrived === 3) release();
          await allArrived;
          issued += 1; // the server rotates: each 2000 carries its own pair
          return HttpResponse.json({
            code: 2000,
            payload: [{ admin_access_token: `new-access-${issued}`, admin_refresh_token: `new-refresh-${issued}` }],
            meta: null,
          });
        }
        repeatedWith.push(access);
        return ok([{ id: 1 }]);
      }),
    );
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const client = new HttpClient('admin');
    const results = await Promise.all([1, 2, 3].map(() => client.call('GET', '/admin/franchise_list')));

    expect(results).toEqual([[{ id: 1 }], [{ id: 1 }], [{ id: 1 }]]);
    expect(issued).toBe(3);
    expect(repeatedWith).toHaveLength(3);
    expect(new Set(repeatedWith).size).toBe(1);
    expect(setItem.mock.calls.filter(([key]) => key === 'admin_access_token')).toHaveLength(1);
    expect(localStorage.getItem('admin_access_token')).toBe(repeatedWith[0]);
  });

  it('does not loop forever on a server that keeps answering 2000', async () => {
    signIn('pharmacy');
    let calls = 0;
    server.use(
      http.get(`${API}/pharmacy/get_my_cc`, () => {
        calls += 1;
        return HttpResponse.json({
          code: 2000,
          payload: [{ pharmacy_access_token: `a${calls}`, pharmacy_refresh_token: `r${calls}` }],
          meta: null,
        });
      }),
    );
    const result = await new HttpClient('pharmacy').request('GET', '/pharmacy/get_my_cc');
    expect(result.code).toBe(2000);
    expect(calls).toBeLessThanOrEqual(4);
  });
});

describe('HttpClient session end and failures', () => {
  it('calls onSessionEnd on 4041 with HTTP 401 and on 4031, not on a wrong password or a 404', async () => {
    signIn('pharmacy');
    const onEnd = vi.fn();
    const client = new HttpClient('pharmacy', localStorage, onEnd);
    server.use(
      http.get(`${API}/pharmacy/orders_list/0/10`, () =>
        HttpResponse.json({ code: 4041, payload: [], meta: 'Session expired' }, { status: 401 }),
      ),
      http.get(`${API}/pharmacy/get_basket_info`, () =>
        HttpResponse.json({ code: 4031, payload: [], meta: 'No tokens' }, { status: 401 }),
      ),
      http.post(`${API}/pharmacy/change_pswd`, () =>
        HttpResponse.json({ code: 4011, payload: [], meta: 'Wrong old password.' }, { status: 401 }),
      ),
      http.post(`${API}/pharmacy/order_details`, () =>
        HttpResponse.json({ code: 4041, payload: [], meta: 'Order not found' }, { status: 404 }),
      ),
    );
    const result = await client.request('GET', '/pharmacy/orders_list/0/10');
    expect(result).toMatchObject({ code: 4041, status: 401 });
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(onEnd).toHaveBeenLastCalledWith('pharmacy', 4041);

    await client.request('GET', '/pharmacy/get_basket_info');
    expect(onEnd).toHaveBeenCalledTimes(2);
    expect(onEnd).toHaveBeenLastCalledWith('pharmacy', 4031);

    await expect(client.call('POST', '/pharmacy/change_pswd', { body: {} })).rejects.toBeInstanceOf(ApiError);
    await expect(client.call('POST', '/pharmacy/order_details', { body: { orderID: 9 } })).rejects.toMatchObject({
      code: 4041,
      status: 404,
    });
    expect(onEnd).toHaveBeenCalledTimes(2);
  });

  it('throws NetworkError when the server cannot be reached', async () => {
    server.use(http.get(`${API}/ok`, () => HttpResponse.error()));
    await expect(new HttpClient(null).request('GET', '/ok')).rejects.toBeInstanceOf(NetworkError);
  });

  it('call() throws ApiError carrying code, status and meta on a non-2001 answer', async () => {
    server.use(
      http.post(`${API}/admin/add_category`, () =>
        HttpResponse.json({ code: 4001, payload: [], meta: 'Nom invalide' }, { status: 400 }),
      ),
    );
    const error = await new HttpClient('admin')
      .call('POST', '/admin/add_category', { body: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 4001, status: 400, message: 'Nom invalide' });
  });
});

/** FileReader, because jsdom's Blob (which fetch answers with under jsdom) has no arrayBuffer(). */
const readBlob = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

describe('HttpClient.blob', () => {
  const pdf = new TextEncoder().encode('%PDF-1.7\n% invoice\n');

  it('returns the PDF with its type and file name', async () => {
    signIn('franchise');
    server.use(
      http.get(
        `${API}/generate-invoice/12`,
        () =>
          new HttpResponse(pdf, {
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': 'attachment; filename="invoice_order_PP0012_fr.pdf"',
            },
          }),
      ),
    );
    const file = await new HttpClient('franchise').blob('GET', '/generate-invoice/12');
    expect(file.contentType).toBe('application/pdf');
    expect(file.filename).toBe('invoice_order_PP0012_fr.pdf');
    const bytes = new Uint8Array(await readBlob(file.blob));
    expect(new TextDecoder().decode(bytes)).toBe('%PDF-1.7\n% invoice\n');
  });

  it('turns a JSON answer into ApiError', async () => {
    signIn('franchise');
    server.use(
      http.get(`${API}/generate-invoice/99`, () =>
        HttpResponse.json({ code: 4041, payload: [], meta: 'Order not found' }, { status: 404 }),
      ),
    );
    const error = await new HttpClient('franchise').blob('GET', '/generate-invoice/99').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 4041, status: 404 });
  });

  it('renews the tokens on 2000 and then returns the file', async () => {
    signIn('franchise');
    server.use(
      http.get(`${API}/generate-invoice/5`, ({ request }) =>
        request.headers.get('franchise-access-token') === 'old-access'
          ? HttpResponse.json({
              code: 2000,
              payload: [{ franchise_access_token: 'n-a', franchise_refresh_token: 'n-r' }],
              meta: null,
            })
          : new HttpResponse(pdf, { headers: { 'content-type': 'application/pdf' } }),
      ),
    );
    const file = await new HttpClient('franchise').blob('GET', '/generate-invoice/5');
    expect(file.contentType).toBe('application/pdf');
    expect(localStorage.getItem('franchise_access_token')).toBe('n-a');
  });
});

describe('HttpClient idempotent calls', () => {
  it('sends one Idempotency-Key per call, the same through a lost answer and a token renewal, a new one per call', async () => {
    signIn('pharmacy');
    const keys: (string | null)[] = [];
    let round = 0;
    server.use(
      http.post(`${API}/pharmacy/special_payment`, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        round++;
        if (round === 1) return HttpResponse.error();
        if (round === 2)
          return HttpResponse.json({
            code: 2000,
            payload: [{ pharmacy_access_token: 'na', pharmacy_refresh_token: 'nr' }],
            meta: null,
          });
        return ok({ orderId: 7 });
      }),
    );
    const client = new HttpClient('pharmacy');
    const first = await client.call<{ orderId: number }>('POST', '/pharmacy/special_payment', {
      body: {},
      idempotent: true,
    });
    expect(first.orderId).toBe(7);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(keys).size).toBe(1);
    await client.call('POST', '/pharmacy/special_payment', { body: {}, idempotent: true });
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('a call without it sends no key and is not repeated after a lost answer', async () => {
    signIn('pharmacy');
    const keys: (string | null)[] = [];
    server.use(
      http.post(`${API}/pharmacy/save_order`, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return HttpResponse.error();
      }),
    );
    await expect(
      new HttpClient('pharmacy').request('POST', '/pharmacy/save_order', { body: {} }),
    ).rejects.toBeInstanceOf(NetworkError);
    expect(keys).toEqual([null]);
  });
});
