import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '../../src/config/runtime';
import { Code } from '../../src/contract/codes';
import { adminResourceMap } from '../../src/dataProvider/admin';
import { createDataProvider } from '../../src/dataProvider/index';
import { staleRecordOf } from '../../src/dataProvider/staleEdit';
import { ApiError, HttpClient } from '../../src/http/client';

/** The admin dataProvider's edits carry what the form read (D23, D24) and hand a stale refusal's record to the dialog. */
const API = 'http://api.test';
const server = setupServer();
beforeAll(() => {
  setRuntimeConfig({ apiUrl: API });
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  localStorage.setItem('lang', 'en');
  localStorage.setItem('admin_access_token', 'a');
  localStorage.setItem('admin_refresh_token', 'r');
});

const provider = () => createDataProvider(new HttpClient('admin'), adminResourceMap);
const loaded = {
  id: 7,
  name: 'Crème',
  ref: 'CR-7',
  category_fk: 1,
  quantity: 96,
  cost: 400,
  price: 620,
  customer_price: 790,
  descriptionFr: '',
  descriptionEn: '',
  version: 3,
};

/** Answers a PUT with `answer` and remembers the body it got. */
function put(path: string, answer: (body: Record<string, unknown>) => Response) {
  const seen: Record<string, unknown>[] = [];
  server.use(
    http.put(`${API}${path}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      seen.push(body);
      return answer(body);
    }),
  );
  return seen;
}

describe('admin updates and the version the form read', () => {
  it('a product save sends the version and the stock the form loaded, from previousData', async () => {
    const seen = put('/admin/update_product', (b) =>
      HttpResponse.json({ code: 2001, payload: [{ ...loaded, ...b, version: 4 }], meta: null }),
    );
    await provider().update('product', { id: 7, data: { ...loaded, price: 655, quantity: 100 }, previousData: loaded });
    expect(seen[0]).toMatchObject({ prodId: 7, price: 655, quantity: 100, version: 3, quantity_loaded: 96 });
  });

  it('a product save sends the GTIN the form shows, empty to clear it (issue 38 §4)', async () => {
    const seen = put('/admin/update_product', (b) =>
      HttpResponse.json({ code: 2001, payload: [{ ...loaded, ...b, version: 4 }], meta: null }),
    );
    const dp = provider();
    await dp.update('product', { id: 7, data: { ...loaded, gtin: '6130000041001' }, previousData: loaded });
    await dp.update('product', { id: 7, data: { ...loaded, gtin: '' }, previousData: loaded });
    expect(seen.map((b) => b.gtin)).toEqual(['6130000041001', '']);
  });

  it('category, franchisee and pharmacy saves send the version; a record without one sends none', async () => {
    const answered = HttpResponse.json({ code: 2001, payload: [{ id: 1 }], meta: null });
    const categories = put('/admin/update_category', () => answered.clone());
    const franchisees = put('/admin/update_franchise', () => answered.clone());
    const pharmacies = put('/admin/update_pharmacy', () => answered.clone());
    const dp = provider();
    await dp.update('categories', { id: 1, data: { nameFR: 'Soins' }, previousData: { id: 1, version: 5 } });
    await dp.update('fra', { id: 2, data: { first_name: 'Karim' }, previousData: { id: 2, version: 2 } });
    await dp.update('pharmacies', { id: 3, data: { pharm_name: 'Pharmacie' }, previousData: { id: 3, version: 9 } });
    await dp.update('categories', { id: 1, data: { nameFR: 'Soins' }, previousData: { id: 1 } });
    expect(categories.map((b) => b.version)).toEqual([5, undefined]);
    expect(franchisees[0]).toMatchObject({ fraId: 2, version: 2 });
    expect(pharmacies[0]).toMatchObject({ id: 3, version: 9 });
  });

  it('a stale refusal (4099) rejects with the record as it is now, in the shape getOne gives', async () => {
    const now = {
      id: 3,
      name: 'Pharmacie du Port',
      email: 'port@pharmacie.dz',
      phone1: '021 00 00 00',
      phone2: null,
      version: 10,
    };
    put('/admin/update_pharmacy', () =>
      HttpResponse.json(
        { code: Code.STALE_EDIT, payload: [now], meta: 'Someone else changed this record.' },
        { status: 409 },
      ),
    );
    const error = await provider()
      .update('pharmacies', { id: 3, data: { pharm_name: 'Pharmacie' }, previousData: { id: 3, version: 9 } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Someone else changed this record.');
    expect(staleRecordOf(error)).toMatchObject({
      ...now,
      pharm_email: 'port@pharmacie.dz',
      pharm_phone1: '021 00 00 00',
    });
  });

  it('other refusals carry no current record', async () => {
    put('/admin/update_product', () =>
      HttpResponse.json({ code: 4091, payload: [{ path: 'ref', msg: 'Taken' }], meta: 'Taken' }, { status: 409 }),
    );
    const error = await provider()
      .update('product', { id: 7, data: loaded, previousData: loaded })
      .catch((e: unknown) => e);
    expect(staleRecordOf(error)).toBeNull();
    expect((error as { body?: unknown }).body).toEqual({ errors: { ref: 'Taken' } });
  });
});
