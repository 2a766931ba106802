import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { createSatimClient, SatimError } from '../../server/payments/satim.js';
import { startApi, type TestApi } from '../support/api.js';
import { CARDS, payOnSandbox, paymentFixture } from './payment-fixtures.js';

/**
 * A gateway that misbehaves: a fake SATIM on another port forwards to the sandbox and alters its answers;
 * another never answers (timeout).
 */
let api: TestApi;
let fx: ReturnType<typeof paymentFixture>;
let fake: http.Server;
let fakeUrl = '';
let tamper: ((path: string, json: Record<string, unknown>) => void) | null = null;
let hanging: http.Server;
let hangingUrl = '';

function listen(server: http.Server) {
  return new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

beforeAll(async () => {
  api = await startApi({ seed: false });
  fx = paymentFixture(api);
  const sandbox = api.config.satimUrl;
  fake = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const upstream = await fetch(sandbox + req.url!.replace(/^\/payment\/rest/, ''), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: Buffer.concat(chunks).toString(),
    });
    const json = (await upstream.json()) as Record<string, unknown>;
    tamper?.(req.url!, json);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(json));
  });
  fakeUrl = `${await listen(fake)}/payment/rest`;
  hanging = http.createServer(() => {
    /* never answers */
  });
  hangingUrl = `${await listen(hanging)}/payment/rest`;
});
afterAll(async () => {
  hanging?.closeAllConnections();
  await new Promise((r) => hanging?.close(r));
  await new Promise((r) => fake?.close(r));
  await api?.close();
});

describe('a gateway answer that does not add up', () => {
  it('a different amount than the order is never a payment: order failed, stock released, clear message', async () => {
    const ph = await fx.pharmacy();
    const productId = await fx.product(10, 50_000);
    await fx.basket(ph.id, [[productId, 2]]);
    const sandbox = api.config.satimUrl;
    api.config.satimUrl = fakeUrl;
    tamper = (path, json) => {
      if (path.includes('acknowledgeTransaction')) json.Amount = Number(json.Amount) - 100;
    };
    try {
      const saved = await fx.saveOrder(ph);
      expect(saved.body.code).toBe(2001);
      await payOnSandbox(saved.body.payload.formUrl, CARDS.ok);
      const res = await fx.confirm(ph, saved.body.payload.orderNumber);
      expect(res.body.code).toBe(4221);
      expect(res.body.meta).toMatch(/does not match/);
      expect(await fx.orderOf(saved.body.payload.orderNumber)).toMatchObject({
        state: 'failed',
        status: 2,
        payment_status: 'error',
      });
      expect(await fx.stock(productId)).toBe(10);
      expect(await api.db.selectFrom('invoices').select('id').execute()).toHaveLength(0);
    } finally {
      tamper = null;
      api.config.satimUrl = sandbox;
    }
  });

  it('respCode other than "00" with OrderStatus 2 is not a payment either', async () => {
    const ph = await fx.pharmacy();
    const productId = await fx.product(10);
    await fx.basket(ph.id, [[productId, 1]]);
    const sandbox = api.config.satimUrl;
    api.config.satimUrl = fakeUrl;
    tamper = (path, json) => {
      if (path.includes('acknowledgeTransaction')) (json.params as Record<string, unknown>).respCode = '05';
    };
    try {
      const saved = await fx.saveOrder(ph);
      await payOnSandbox(saved.body.payload.formUrl, CARDS.ok);
      const res = await fx.confirm(ph, saved.body.payload.orderNumber);
      expect(res.body.code).toBe(4221);
      expect((await fx.orderOf(saved.body.payload.orderNumber)).status).toBe(2);
    } finally {
      tamper = null;
      api.config.satimUrl = sandbox;
    }
  });
});

describe('SATIM adapter', () => {
  it('gives up after its timeout with a timeout error', async () => {
    const client = createSatimClient({ ...loadConfig({ DATA_DIR: '/tmp' }), satimUrl: hangingUrl }, { timeoutMs: 300 });
    // the server never answers: an answer at all means the client gave up on its own
    const err = await client.status('x', 'fr').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SatimError);
    expect((err as SatimError).kind).toBe('timeout');
  });

  it('sends the SATIM parameters of register.do and refuses wrong credentials like SATIM', async () => {
    const seen: Record<string, string>[] = [];
    const spy = http.createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      seen.push(Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString())));
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ orderId: 'abc', formUrl: 'https://pay.example/form' }));
    });
    const url = await listen(spy);
    try {
      const client = createSatimClient({ ...api.config, satimUrl: url });
      await client.register({
        orderNumber: 'P123456789',
        amount: 123_456,
        returnUrl: 'https://portal/payment/success',
        failUrl: 'https://portal/payment/failed',
        description: 'Commande CMD-2026-000001',
        lang: 'en',
        udf1: 'CMD-2026-000001',
      });
      expect(seen[0]).toMatchObject({
        userName: api.config.satimUsername,
        password: api.config.satimPassword,
        orderNumber: 'P123456789',
        amount: '123456',
        currency: '012',
        language: 'EN',
        returnUrl: 'https://portal/payment/success',
        failUrl: 'https://portal/payment/failed',
      });
      expect(JSON.parse(seen[0]!.jsonParams!)).toEqual({
        force_terminal_id: api.config.satimTerminalId,
        udf1: 'CMD-2026-000001',
      });
    } finally {
      await new Promise((r) => spy.close(r));
    }
    const wrong = createSatimClient({ ...api.config, satimPassword: 'wrong' });
    const err = await wrong
      .register({
        orderNumber: 'P000000001',
        amount: 100,
        returnUrl: 'http://x/s',
        failUrl: 'http://x/f',
        description: '',
        lang: 'fr',
        udf1: '',
      })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SatimError);
    expect((err as SatimError).providerCode).toBe('5');
  });

  it('the sandbox refuses a reused orderNumber like SATIM', async () => {
    const client = createSatimClient(api.config);
    const web = api.config.webUrl;
    const req = {
      orderNumber: 'PDUP000001',
      amount: 1000,
      returnUrl: `${web}/s`,
      failUrl: `${web}/f`,
      description: '',
      lang: 'fr' as const,
      udf1: '',
    };
    await client.register(req);
    const err = await client.register(req).catch((e: unknown) => e);
    expect((err as SatimError).providerCode).toBe('1');
  });

  it.each([
    ['returnUrl elsewhere', () => ({ returnUrl: 'https://evil.example/payment/success' }), 'returnUrl'],
    ['failUrl elsewhere', () => ({ failUrl: 'https://evil.example/payment/failed' }), 'failUrl'],
    [
      'a look-alike host',
      (web: string) => ({ returnUrl: `${new URL(web).protocol}//${new URL(web).hostname}.evil.example/s` }),
      'returnUrl',
    ],
    [
      'another port',
      (web: string) => ({ returnUrl: `${new URL(web).protocol}//${new URL(web).hostname}:1/s` }),
      'returnUrl',
    ],
    ['not an http URL', () => ({ returnUrl: 'javascript:alert(1)' }), 'returnUrl'],
  ])(
    'the sandbox sends the browser back only to WEB_URL: %s is refused (issue 26 point 13)',
    async (_, urls, field) => {
      const client = createSatimClient(api.config);
      const web = api.config.webUrl;
      const req = {
        orderNumber: `PR${Date.now() % 1e8}`,
        amount: 1000,
        returnUrl: `${web}/s`,
        failUrl: `${web}/f`,
        description: '',
        lang: 'fr' as const,
        udf1: '',
      };
      const err = await client.register({ ...req, ...urls(web) }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(SatimError);
      expect((err as SatimError).providerCode).toBe('4');
      expect((err as SatimError).message).toContain(
        `${field} must be an address of the portal (${new URL(web).origin})`,
      );
      const stored = await api.db
        .selectFrom('sandbox_orders')
        .select('id')
        .where('order_number', '=', req.orderNumber)
        .execute();
      expect(stored).toHaveLength(0);
    },
  );
});
