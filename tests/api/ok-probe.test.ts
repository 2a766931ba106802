import { afterAll, beforeAll, expect, test } from 'vitest';
import { startApi, type TestApi } from '../support/api.js';

/** GET /ok answers 2001 only when the database answers within 1 s. */
const onPostgres = Boolean(process.env.DATABASE_URL);
let api: TestApi;
beforeAll(async () => {
  api = await startApi({ seed: false });
});
afterAll(() => api?.close());

test('2001 while the database answers', async () => {
  expect(await api.call('GET', '/ok')).toMatchObject({ status: 200, body: { code: 2001, payload: [] } });
});

// PGlite has one connection: a transaction that keeps it busy makes the database silent for /ok. On PostgreSQL
// the chaos test (db-faults.test.ts) covers a database that is gone.
test.skipIf(onPostgres)(
  '5001 (HTTP 503) when the database does not answer within 1 s, 2001 again once it does',
  async () => {
    let release!: () => void;
    const busy = api.db.transaction().execute(() => new Promise<void>((resolve) => (release = resolve)));
    const res = await api.call('GET', '/ok', { headers: { language: '1' } });
    release();
    await busy;
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      code: 5001,
      payload: [],
      meta: 'Service momentanément indisponible (base de données injoignable). Réessayez dans un instant.',
    });
    expect((await api.call('GET', '/ok')).body.code).toBe(2001);
  },
);
