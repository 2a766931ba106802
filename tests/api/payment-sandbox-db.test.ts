import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import type { Config } from '../../server/config.js';
import { type Database, openDatabase } from '../../server/db/index.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { startApi, type TestApi } from '../support/api.js';
import { CARDS, payOnSandbox, paymentFixture } from './payment-fixtures.js';

/**
 * The SATIM sandbox keeps its payments in the database: an instance that did not register a payment finds it,
 * pays it and confirms it, and a restarted server still knows it.
 */
let api: TestApi;
let fx: ReturnType<typeof paymentFixture>;

/** Another server instance on the same database (its own connection pool on PostgreSQL). */
async function instance(db: Database, base: Config) {
  const config: Config = { ...base };
  const app: FastifyInstance = await buildApp(config, db, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  config.publicApiUrl = url;
  config.satimUrl = `${url}/satim-sandbox/payment/rest`;
  return { app, url, config };
}

const rest = (base: string, call: string, params: Record<string, string>, config: Config) =>
  fetch(`${base}/satim-sandbox/payment/rest/${call}`, {
    method: 'POST',
    body: new URLSearchParams({ userName: config.satimUsername, password: config.satimPassword, ...params }),
  }).then((r) => r.json() as Promise<Record<string, unknown>>);

beforeAll(async () => {
  api = await startApi({ seed: false });
  api.config.webUrl = 'http://portal.test';
  fx = paymentFixture(api);
});
afterAll(async () => api?.close());

describe('SATIM sandbox in the database', () => {
  it('a payment registered through one instance is paid and confirmed through another', async () => {
    const secondDb = api.config.databaseUrl
      ? await openDatabase({ databaseUrl: api.config.databaseUrl, dataDir: '' })
      : api.db;
    const second = await instance(secondDb, api.config);
    try {
      const ph = await fx.pharmacy();
      const productId = await fx.product(10);
      await fx.basket(ph.id, [[productId, 2]]);
      const saved = await fx.saveOrder(ph);
      expect(saved.body.code).toBe(2001);
      const { formUrl, orderNumber } = saved.body.payload as { formUrl: string; orderNumber: string };
      const mdOrder = new URL(formUrl).searchParams.get('mdOrder')!;

      const seen = await rest(second.url, 'getOrderStatusExtended.do', { orderId: mdOrder }, second.config);
      expect(seen).toMatchObject({ errorCode: '0', orderNumber, orderStatus: 0 });
      // the payment page is served and paid by the other instance
      const onSecond = formUrl.replace(api.url, second.url);
      const { location } = await payOnSandbox(onSecond, CARDS.ok);
      expect(location).toBe(`http://portal.test/payment/success?orderId=${mdOrder}`);
      // the first instance's gateway sees it paid
      const res = await api.call('POST', `/pharmacy/payment?orderId=${mdOrder}`, { headers: ph.headers });
      expect(res.body.code, JSON.stringify(res.body)).toBe(2001);
      // a reused orderNumber is refused whichever instance gets it
      const dup = await rest(
        second.url,
        'register.do',
        {
          orderNumber,
          amount: '100',
          currency: '012',
          returnUrl: 'http://portal.test/ok',
          jsonParams: '{"force_terminal_id":"E010900000"}',
        },
        second.config,
      );
      expect(dup.errorCode).toBe('1');
      // concurrent refunds through both instances never exceed the deposit
      const amount = String((seen.amount as number) - 1);
      const refunds = await Promise.all([
        rest(api.url, 'refund.do', { orderId: mdOrder, amount }, api.config),
        rest(second.url, 'refund.do', { orderId: mdOrder, amount }, second.config),
      ]);
      expect(refunds.map((r) => r.errorCode).sort()).toEqual(['0', '7']);
    } finally {
      await second.app.close();
      if (secondDb !== api.db) await secondDb.destroy();
    }
  });

  it('a restarted server still knows its sandbox payments', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-restart-'));
    const open = () => openDatabase({ databaseUrl: api.config.databaseUrl, dataDir });
    try {
      let db = await open();
      await migrateToLatest(db);
      let server = await instance(db, api.config);
      const registered = await rest(
        server.url,
        'register.do',
        {
          orderNumber: `R${Date.now() % 1e9}`,
          amount: '250000',
          currency: '012',
          returnUrl: 'http://portal.test/payment/success',
          jsonParams: '{"force_terminal_id":"E010900000"}',
        },
        server.config,
      );
      expect(registered.errorCode).toBe('0');
      const mdOrder = String(registered.orderId);
      await server.app.close();
      await db.destroy();

      db = await open();
      server = await instance(db, api.config);
      const formUrl = String(registered.formUrl).replace(/^http:\/\/127\.0\.0\.1:\d+/, server.url);
      await payOnSandbox(formUrl, CARDS.edahabia);
      const status = await rest(server.url, 'public/acknowledgeTransaction.do', { mdOrder }, server.config);
      expect(status).toMatchObject({ ErrorCode: '0', OrderStatus: 2, Amount: 250000 });
      await server.app.close();
      await db.destroy();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
