import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackgroundJobs } from '../../server/jobs.js';
import { queueMail } from '../../server/mail/queue.js';
import { startApi, type TestApi } from '../support/api.js';
import { metricValue } from '../support/metrics.js';
import { CARDS, payOnSandbox, paymentFixture } from './payment-fixtures.js';

/** GET /metrics: the counters move with the traffic, the mail queue, payments and jobs (docs/operations.md). */
let api: TestApi;
let guarded: TestApi;
const TOKEN = 'metrics-token-for-tests-0123456789';

beforeAll(async () => {
  api = await startApi({ seed: false });
  guarded = await startApi({ seed: false, env: { METRICS_TOKEN: TOKEN } });
});
afterAll(async () => Promise.all([api?.close(), guarded?.close()]));

const scrape = async (headers: Record<string, string> = {}) => {
  const res = await fetch(`${api.url}/metrics`, { headers });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return res.text();
};

describe('metrics access', () => {
  it('without METRICS_TOKEN: loopback callers only, never a call relayed by a proxy', async () => {
    expect(await scrape()).toContain('# TYPE portal_http_request_duration_seconds histogram');
    const relayed = await fetch(`${api.url}/metrics`, { headers: { 'x-forwarded-for': '198.51.100.7' } });
    expect(relayed.status).toBe(403);
  });

  it.each([
    ['Forwarded', { forwarded: 'for=198.51.100.7;proto=https' }],
    ['X-Real-IP', { 'x-real-ip': '198.51.100.7' }],
    ['an empty X-Forwarded-For', { 'x-forwarded-for': '' }],
  ])('without METRICS_TOKEN: a call relayed with %s is refused too (issue 26 point 13)', async (_, headers) => {
    const relayed = await fetch(`${api.url}/metrics`, { headers });
    expect(relayed.status).toBe(403);
    expect(await relayed.text()).toBe('metrics: not allowed\n');
  });

  it('with METRICS_TOKEN: the bearer token is required, from anywhere', async () => {
    const none = await fetch(`${guarded.url}/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    const wrong = await fetch(`${guarded.url}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN.replace('0', '1')}` },
    });
    expect(wrong.status).toBe(401);
    const right = await fetch(`${guarded.url}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '198.51.100.7' },
    });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain('portal_db_pool_connections{state="max"}');
  });
});

describe('metrics counters', () => {
  it('counts requests by route template and status, with their latency', async () => {
    const count = (text: string, status: string) =>
      metricValue(text, 'portal_http_request_duration_seconds_count', { method: 'GET', route: '/health/live', status });
    const before = await scrape();
    for (let i = 0; i < 3; i++) await api.call('GET', '/health/live');
    await api.call('GET', '/no/such/route');
    const after = await scrape();
    expect(count(after, '200') - count(before, '200')).toBe(3);
    const unmatched = (t: string) =>
      metricValue(t, 'portal_http_request_duration_seconds_count', { route: 'unmatched', status: '404' });
    expect(unmatched(after) - unmatched(before)).toBe(1);
    expect(
      metricValue(after, 'portal_http_request_duration_seconds_bucket', {
        route: '/health/live',
        status: '200',
        le: '+Inf',
      }),
    ).toBe(count(after, '200'));
  });

  it('shows the pool, the mail queue depth, its failures and the mails sent by the jobs', async () => {
    const before = await scrape();
    expect(metricValue(before, 'portal_db_pool_connections', { state: 'max' })).toBeGreaterThan(0);
    for (let i = 0; i < 2; i++)
      await queueMail(api.db, { to: `ops${i}@test.dz`, subject: 'Metrics', text: 'Queue depth' });
    const queued = await scrape();
    expect(metricValue(queued, 'portal_mail_queue', { status: 'pending' })).toBe(
      metricValue(before, 'portal_mail_queue', { status: 'pending' }) + 2,
    );

    // a mail that could not be sent is retrying, one given up is failed
    const failing = await api.db
      .insertInto('outgoing_mail')
      .values([
        {
          recipient: 'retry@test.dz',
          subject: 'Retry',
          text_body: 'Later',
          attempts: 2,
          next_attempt_at: new Date(Date.now() + 3600_000),
        },
        { recipient: 'failed@test.dz', subject: 'Failed', text_body: 'Never', attempts: 10, status: 'failed' },
      ])
      .returning('id')
      .execute();
    const withFailures = await scrape();
    expect(metricValue(withFailures, 'portal_mail_queue', { status: 'retrying' })).toBe(
      metricValue(before, 'portal_mail_queue', { status: 'retrying' }) + 1,
    );
    expect(metricValue(withFailures, 'portal_mail_queue', { status: 'failed' })).toBe(
      metricValue(before, 'portal_mail_queue', { status: 'failed' }) + 1,
    );
    expect(metricValue(withFailures, 'portal_mail_oldest_pending_seconds')).toBeGreaterThanOrEqual(0);
    await api.db
      .deleteFrom('outgoing_mail')
      .where(
        'id',
        'in',
        failing.map((m) => m.id),
      )
      .execute();

    api.config.jobIntervalMs = 50;
    const stopJobs = startBackgroundJobs(api.config, api.db, pino({ level: 'silent' }));
    try {
      await expect
        .poll(async () => metricValue(await scrape(), 'portal_mail_queue', { status: 'pending' }), { timeout: 20_000 })
        .toBe(0);
    } finally {
      await stopJobs();
    }
    const after = await scrape();
    expect(
      metricValue(after, 'portal_job_items_total', { job: 'mail.send' }) -
        metricValue(before, 'portal_job_items_total', { job: 'mail.send' }),
    ).toBe(2);
    for (const job of ['mail.send', 'auth.purge', 'payments.reconcile'])
      expect(metricValue(after, 'portal_job_runs_total', { job, result: 'ok' })).toBeGreaterThan(0);
    expect(metricValue(after, 'portal_job_duration_seconds_count', { job: 'mail.send' })).toBeGreaterThan(0);
  });

  it('counts card payment outcomes', async () => {
    const fx = paymentFixture(api);
    const outcome = async (o: string) => metricValue(await scrape(), 'portal_payments_total', { outcome: o });
    const [paidBefore, declinedBefore] = [await outcome('paid'), await outcome('declined')];
    for (const card of [CARDS.ok, CARDS.declined]) {
      const ph = await fx.pharmacy();
      await fx.basket(ph.id, [[await fx.product(5), 1]]);
      const placed = await fx.saveOrder(ph);
      expect(placed.body.code, JSON.stringify(placed.body)).toBe(2001);
      await payOnSandbox(placed.body.payload.formUrl, card);
      await fx.confirm(ph, placed.body.payload.orderNumber);
      // a reloaded return page settles nothing twice
      await fx.confirm(ph, placed.body.payload.orderNumber);
    }
    expect(await outcome('paid')).toBe(paidBefore + 1);
    expect(await outcome('declined')).toBe(declinedBefore + 1);
  });
});
