import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_STAND_IN_TOKEN } from '../../src/contract/constants.js';
import { CARDS, payOnSandbox } from '../api/payment-fixtures.js';
import { apiClient } from '../support/api.js';
import { type Layout, startLayout } from '../support/layout.js';
import { metricValue } from '../support/metrics.js';

/**
 * The production layout of deploy/ (docs/operations.md): nginx in front of two API instances in round robin on
 * one PostgreSQL database, started by deploy/start-local.sh, used over HTTP like a browser would.
 */
let layout: Layout;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  // the jobs run every second on each instance, so they race for the same rows
  layout = await startLayout({ JOB_INTERVAL: '1' });
  api = apiClient(layout.apiUrl);
});
afterAll(async () => layout?.close());

/** A metric summed over the instances still running. */
async function clusterValue(ports: number[], name: string, labels: Record<string, string> = {}) {
  const texts = await Promise.all(ports.map((p) => layout.scrape(p)));
  return texts.reduce((sum, text) => sum + metricValue(text, name, labels), 0);
}

/** Checkout of the basket by card to the first delivery address, as the storefront does. */
async function saveCardOrder(headers: Record<string, string>) {
  const addresses = await api.call('GET', '/pharmacy/my_addresses', { headers });
  const placed = await api.call('POST', '/pharmacy/save_order', {
    headers,
    body: { deliveryAdress: addresses.body.payload[0].address_id, 'g-recaptcha-response': CAPTCHA_STAND_IN_TOKEN },
  });
  expect(placed.body.code, JSON.stringify(placed.body)).toBe(2001);
  return placed.body.payload as { formUrl: string; orderNumber: string; orderId: number };
}

async function fillBasket(headers: Record<string, string>, lines: [productId: number, quantity: number][]) {
  await api.call('DELETE', '/pharmacy/empty_basket', { headers });
  for (const [productId, quantity] of lines) {
    const added = await api.call('POST', '/pharmacy/add_product_to_basket', {
      headers,
      body: { product_id: productId, quantity },
    });
    expect(added.body.code, JSON.stringify(added.body)).toBe(2001);
  }
}

const stockOf = async (productId: number) =>
  (await layout.db.selectFrom('products').select('quantity').where('id', '=', productId).executeTakeFirstOrThrow())
    .quantity;

describe('nginx in front of the instances', () => {
  it('serves the built app: precompressed, hashed assets cached for a year, client routes answer index.html', async () => {
    const html = await fetch(`${layout.webUrl}/pharmacy/login`);
    expect(html.status).toBe(200);
    expect(html.headers.get('cache-control')).toBe('no-cache');
    // the same security headers as the web server's, the policy naming the API behind nginx
    const csp = html.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`connect-src 'self' ${new URL(layout.apiUrl).origin}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
    expect(html.headers.get('x-frame-options')).toBe('DENY');
    expect(html.headers.get('x-content-type-options')).toBe('nosniff');
    expect(html.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(await html.text())?.[1];
    expect(script).toBeTruthy();
    const asset = await fetch(`${layout.webUrl}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await fetch(`${layout.webUrl}/assets/missing.js`)).status).toBe(404);
    // the app's runtime configuration points the browser at nginx, from the instances' environment
    const config = await (await fetch(`${layout.webUrl}/config.json`)).json();
    expect(config).toMatchObject({ apiUrl: layout.apiUrl, mediaUrl: `${layout.apiUrl}/media/` });
  });

  it('keeps /metrics off the public side and spreads API calls over both instances', async () => {
    expect((await fetch(`${layout.apiUrl}/metrics`)).status).toBe(404);
    const ports = layout.instancePorts;
    const count = async () =>
      Promise.all(
        ports.map(async (p) =>
          metricValue(await layout.scrape(p), 'portal_http_request_duration_seconds_count', {
            route: '/health/live',
            status: '200',
          }),
        ),
      );
    const before = await count();
    for (let i = 0; i < 10; i++) expect((await fetch(`${layout.apiUrl}/health/live`)).status).toBe(200);
    const after = await count();
    const served = after.map((n, i) => n - before[i]!);
    expect(served.reduce((a, b) => a + b, 0)).toBe(10);
    for (const n of served) expect(n).toBeGreaterThan(0);
  });
});

describe('background jobs on two instances', () => {
  it('mail, reconcile and purge handle each due item exactly once', async () => {
    const ports = layout.instancePorts;
    const { db } = layout;
    // what the demo seed left due is handled first
    await expect
      .poll(
        async () =>
          (await db.selectFrom('outgoing_mail').select('id').where('status', '=', 'pending').execute()).length,
        { timeout: 30_000 },
      )
      .toBe(0);
    // a job run counts its items when the whole run ends, a moment after its last mail is marked sent
    const sentRows = async () =>
      (await db.selectFrom('outgoing_mail').select('id').where('status', '=', 'sent').execute()).length;
    await expect
      .poll(
        async () =>
          (await clusterValue(layout.instancePorts, 'portal_job_items_total', { job: 'mail.send' })) -
          (await sentRows()),
        { timeout: 30_000 },
      )
      .toBe(0);

    // three card orders abandoned on the payment page, by three demo pharmacies (not the flow's one below)
    const pharmacies = await db
      .selectFrom('pharmacies as p')
      .select('p.email')
      .where('p.deleted_at', 'is', null)
      .where('p.email', '<>', 'pharmacy@demo.dz')
      .where((eb) => eb.exists(eb.selectFrom('addresses as a').select('a.id').whereRef('a.pharmacy_id', '=', 'p.id')))
      .orderBy('p.id')
      .limit(3)
      .execute();
    expect(pharmacies).toHaveLength(3);
    const sessions = await Promise.all(pharmacies.map((p) => api.login('pharmacy', p.email)));
    const products = (await api.call('GET', '/pharmacy/products_list', { headers: sessions[0] })).body.payload as {
      id: number;
      quantity: number;
    }[];
    const product = products.find((p) => p.quantity >= 10)!;
    const stockBefore = await stockOf(product.id);
    const abandoned: Awaited<ReturnType<typeof saveCardOrder>>[] = [];
    for (const session of sessions) {
      await fillBasket(session, [[product.id, 1]]);
      abandoned.push(await saveCardOrder(session));
    }
    expect(await stockOf(product.id)).toBe(stockBefore - 3);

    const items = async () => ({
      mail: await clusterValue(ports, 'portal_job_items_total', { job: 'mail.send' }),
      purge: await clusterValue(ports, 'portal_job_items_total', { job: 'auth.purge' }),
      expired: await clusterValue(ports, 'portal_payments_total', { outcome: 'expired' }),
    });
    const before = await items();

    // everything falls due at once, for both instances' jobs to race on
    const mailIds = await db.transaction().execute(async (trx) => {
      const mails = await trx
        .insertInto('outgoing_mail')
        .values(
          Array.from({ length: 6 }, (_, i) => ({
            recipient: `ops${i}@test.dz`,
            subject: `Layout ${i}`,
            text_body: 'Once only',
          })),
        )
        .returning('id')
        .execute();
      await trx
        .insertInto('tokens')
        .values(
          Array.from({ length: 4 }, () => ({
            role: 'pharmacy',
            account_id: 1,
            kind: 'access' as const,
            token_hash: randomUUID(),
            family: randomUUID(),
            expires_at: sql<Date>`now() - interval '2 days'`,
          })),
        )
        .execute();
      await trx
        .insertInto('auth_attempts')
        .values(
          Array.from({ length: 3 }, (_, i) => ({
            key: `layout-${i}`,
            created_at: sql<Date>`now() - interval '2 days'`,
          })),
        )
        .execute();
      await trx
        .updateTable('orders')
        .set({ expires_at: sql<Date>`now() - interval '1 second'` })
        .where(
          'id',
          'in',
          abandoned.map((o) => o.orderId),
        )
        .execute();
      return mails.map((m) => m.id);
    });

    await expect
      .poll(
        async () =>
          (
            await db
              .selectFrom('outgoing_mail')
              .select('id')
              .where('id', 'in', mailIds)
              .where('status', '=', 'sent')
              .execute()
          ).length,
        {
          timeout: 30_000,
        },
      )
      .toBe(6);
    await expect
      .poll(
        async () =>
          (
            await db
              .selectFrom('orders')
              .select('id')
              .where(
                'id',
                'in',
                abandoned.map((o) => o.orderId),
              )
              .where('state', '=', 'expired')
              .execute()
          ).length,
        {
          timeout: 30_000,
        },
      )
      .toBe(3);
    await expect.poll(async () => (await items()).purge - before.purge, { timeout: 30_000 }).toBe(7);

    // the counters move just after the database rows they count
    // every mail sent is counted once, by the one instance that sent it: the cluster's counter equals the sent rows
    // (other jobs may queue mails meanwhile, such as the day's low-stock mail once the abandoned orders took stock)
    await expect.poll(async () => (await items()).mail - (await sentRows()), { timeout: 30_000 }).toBe(0);
    await expect.poll(async () => (await items()).expired - before.expired, { timeout: 30_000 }).toBe(3);
    const after = await items();
    expect(after.mail - before.mail).toBeGreaterThanOrEqual(6);
    expect(after.expired - before.expired).toBe(3);
    // each mail sent in one attempt, written once to the shared outbox
    const mails = await db.selectFrom('outgoing_mail').select(['id', 'attempts']).where('id', 'in', mailIds).execute();
    for (const m of mails) expect(m.attempts).toBe(1);
    const outboxIds = fs
      .readdirSync(path.join(layout.dataDir, 'outbox'))
      .map((f) => Number(/-(\d+)\.eml$/.exec(f)?.[1]));
    for (const id of mailIds) expect(outboxIds.filter((o) => o === id)).toHaveLength(1);
    // the stock of the abandoned orders came back once
    expect(await stockOf(product.id)).toBe(stockBefore);
    expect(await db.selectFrom('auth_attempts').select('id').where('key', 'like', 'layout-%').execute()).toHaveLength(
      0,
    );
  });
});

describe('the pharmacy order flow through nginx', () => {
  it('signs in, fills the basket, pays by card and gets its invoice while one instance stops', async () => {
    const headers = await api.login('pharmacy');
    const products = (await api.call('GET', '/pharmacy/products_list', { headers })).body.payload as {
      id: number;
      quantity: number;
    }[];
    const [a, b] = products.filter((p) => p.quantity >= 5);
    await fillBasket(headers, [
      [a!.id, 2],
      [b!.id, 2],
    ]);

    const stockA = await stockOf(a!.id);
    const { formUrl, orderNumber, orderId } = await saveCardOrder(headers);
    expect(formUrl.startsWith(`${layout.apiUrl}/satim-sandbox/`)).toBe(true);
    expect(await stockOf(a!.id)).toBe(stockA - 2);

    // The instance whose sandbox registered the payment stops while calls are in flight: every call is
    // answered, by it or by the other one, and the other one takes the payment over.
    const registeredBy = layout
      .accessLog()
      .findLast((line) => line.uri.endsWith('/register.do'))!
      .upstream.split(':')
      .pop();
    const stopping = Number(registeredBy);
    const remaining = layout.instancePorts.find((p) => p !== stopping)!;
    expect(layout.instancePorts).toContain(stopping);
    const burst = Array.from({ length: 20 }, () => api.call('GET', '/pharmacy/get_basket_info', { headers }));
    const stopped = layout.stopInstance(stopping);
    for (const res of await Promise.all(burst)) {
      expect(res.status).toBe(200);
      expect(res.body.payload.products).toHaveLength(2);
    }
    await stopped;
    // it went through the graceful path: in-flight requests finished, jobs and pool closed, no error
    const log = layout.instanceLog(stopping);
    const shutdown = log.slice(log.findIndex((l) => l.msg === 'shutting down: finishing in-flight requests'));
    expect(shutdown.length).toBeGreaterThan(1);
    expect(shutdown.at(-1)!.msg).toBe('stopped');
    expect(shutdown.filter((l) => l.level >= 50)).toEqual([]);
    expect((await fetch(`${layout.apiUrl}/health/ready`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${remaining}/health/ready`)).status).toBe(200);

    const { location } = await payOnSandbox(formUrl, CARDS.ok);
    expect(location.startsWith(`${layout.webUrl}/payment/success?orderId=`)).toBe(true);
    const confirmed = await api.call('POST', `/pharmacy/payment?orderNumber=${encodeURIComponent(orderNumber)}`, {
      headers,
    });
    expect(confirmed.body.code, JSON.stringify(confirmed.body)).toBe(2001);
    expect(confirmed.body.payload.orderId).toBe(orderId);
    expect(Buffer.from(confirmed.body.payload.invoice, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect((await api.call('GET', '/pharmacy/get_basket_info', { headers })).body.payload.products).toHaveLength(0);

    const mailed = await api.call('POST', '/pharmacy/send_invoice', { headers, body: { orderId } });
    expect(mailed.body.code).toBe(2001);
    const invoiceMail = () =>
      layout.db
        .selectFrom('outgoing_mail')
        .select(['status', 'attempts'])
        .where('recipient', '=', mailed.body.payload.email)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
    await expect.poll(async () => (await invoiceMail()).status, { timeout: 30_000 }).toBe('sent');
    expect((await invoiceMail()).attempts).toBe(1);
    const invoices = await layout.db.selectFrom('invoices').select('number').where('order_id', '=', orderId).execute();
    expect(invoices).toHaveLength(1);
    expect(await clusterValue([remaining], 'portal_payments_total', { outcome: 'paid' })).toBe(1);
  });
});
