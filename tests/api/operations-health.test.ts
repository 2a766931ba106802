import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markShuttingDown } from '../../server/lifecycle.js';
import { startApi, type TestApi } from '../support/api.js';

/** The probes a load balancer or an orchestrator uses (docs/operations.md), besides the contract's GET /ok. */
let api: TestApi;

beforeAll(async () => {
  api = await startApi({ seed: false });
});
afterAll(async () => api?.close());

describe('health probes', () => {
  it('keeps the contract GET /ok', async () => {
    const res = await api.call('GET', '/ok');
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(2001);
  });

  it('live and ready answer 200 on a migrated, reachable database', async () => {
    const live = await api.call('GET', '/health/live');
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ code: 2001, payload: { status: 'ok' }, meta: null });
    const ready = await api.call('GET', '/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({
      code: 2001,
      payload: { status: 'ok', database: 'ok', pendingMigrations: [], shuttingDown: false },
      meta: null,
    });
    expect(ready.headers.get('cache-control')).toBe('no-store');
  });

  it('is not ready while a migration of this build is not applied', async () => {
    // the database as it was before the latest migration
    const applied = (await api.db
      .selectFrom('kysely_migration' as never)
      .selectAll()
      .execute()) as { name: string }[];
    const latest = applied
      .map((m) => m.name)
      .sort()
      .at(-1)!;
    await api.db
      .deleteFrom('kysely_migration' as never)
      .where('name' as never, '=', latest as never)
      .execute();
    try {
      const ready = await api.call('GET', '/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({
        code: 5001,
        payload: { status: 'unavailable', database: 'ok', pendingMigrations: [latest] },
      });
      expect(ready.body.meta).toBe('Service temporarily unavailable. Try again in a moment.');
      expect((await api.call('GET', '/health/live')).status).toBe(200);
    } finally {
      await api.db
        .insertInto('kysely_migration' as never)
        .values(applied.find((m) => m.name === latest) as never)
        .execute();
    }
    expect((await api.call('GET', '/health/ready')).status).toBe(200);
  });

  it('serves the browser app its runtime configuration, for nginx to forward', async () => {
    const res = await api.call('GET', '/config.json');
    expect(res.status).toBe(200);
    const { company } = api.config;
    expect(res.body).toEqual({
      apiUrl: api.config.publicApiUrl,
      mediaUrl: api.config.mediaUrl,
      recaptchaSiteKey: null,
      socialLinks: [],
      company: { name: company.name, address: company.address, rc: company.rc, nif: company.nif, phone: company.phone },
      // issue 30 §5 (D96): off unless FRANCHISE_CASH_COLLECTION=1
      franchiseCashCollection: false,
    });
  });

  // last: the shutdown flag is the process's own
  it('is not ready once shutdown has begun, while still live', async () => {
    markShuttingDown();
    const ready = await api.call('GET', '/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({
      code: 5001,
      payload: { status: 'unavailable', database: 'ok', shuttingDown: true },
    });
    expect((await api.call('GET', '/health/live')).status).toBe(200);
    // the test files share their worker process: the next file's servers are not shutting down
    markShuttingDown(false);
  });
});
