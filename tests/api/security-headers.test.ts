import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../server/config.js';
import { startWebServer } from '../../server/web.js';
import { startApi, type TestApi } from '../support/api.js';

/** Browser security headers on every answer of the API, the web server and the sandbox page (issue 9 §3). */

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
  api.config.webUrl = 'http://portal.test:8080';
});
afterAll(() => api?.close());

/** The CSP as a map of directive → sources. */
function csp(headers: Headers): Record<string, string[]> {
  const value = headers.get('content-security-policy');
  expect(value, 'Content-Security-Policy').toBeTruthy();
  return Object.fromEntries(
    value!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function expectCommonHeaders(headers: Headers) {
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  const policy = csp(headers);
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(JSON.stringify(policy['script-src'] ?? [])).not.toContain('unsafe');
  return policy;
}

describe('API', () => {
  it('locks every kind of answer down: JSON, refusals, unknown calls, malformed URLs and JSON, media', async () => {
    const media = await api.db.selectFrom('product_images').select('path').executeTakeFirstOrThrow();
    const pharmacy = await api.login('pharmacy');
    const answers = [
      await fetch(`${api.url}/ok`),
      await fetch(`${api.url}/no/such/call`),
      await fetch(`${api.url}/pharmacy/orders_list/0/10`),
      await fetch(`${api.url}/pharmacy/orders_list/%zz/10`),
      await fetch(`${api.url}/pharmacy/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{',
      }),
      await fetch(`${api.url}/media/${media.path}`),
      await fetch(`${api.url}/pharmacy/orders_list/0/10`, { headers: pharmacy }),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 404, 401, 400, 400, 200, 200]);
    for (const res of answers) {
      const policy = expectCommonHeaders(res.headers);
      expect(policy['default-src']).toEqual(["'none'"]);
      expect(policy['form-action']).toEqual(["'none'"]);
      expect(res.headers.get('strict-transport-security'), 'no HSTS over http').toBeNull();
    }
    // the app, on another origin, shows the API's images
    expect(answers[5]!.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('keeps its documentation page unframeable', async () => {
    const res = await fetch(`${api.url}/docs/static/index.html`);
    expect(res.status).toBe(200);
    const policy = expectCommonHeaders(res.headers);
    expect(policy['script-src']).toEqual(["'self'"]);
  });

  it('sends HSTS and upgrades requests when its public URL is https', async () => {
    const https = await startApi({ env: { PUBLIC_API_URL: 'https://api.parapharm.test' } });
    try {
      const res = await fetch(`${https.url}/ok`);
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(csp(res.headers)['upgrade-insecure-requests']).toEqual([]);
    } finally {
      await https.close();
    }
  });
});

describe('sandbox payment page', () => {
  async function registerPayment() {
    const params = new URLSearchParams({
      userName: api.config.satimUsername,
      password: api.config.satimPassword,
      orderNumber: `H${Date.now().toString(36).slice(-8)}`,
      amount: '150000',
      currency: '012',
      returnUrl: `${api.config.webUrl}/payment/success`,
      failUrl: `${api.config.webUrl}/payment/failed`,
      jsonParams: JSON.stringify({ force_terminal_id: 'E010900000', udf1: 'x' }),
    });
    const res = await fetch(`${api.url}/satim-sandbox/payment/rest/register.do?${params}`);
    return ((await res.json()) as { formUrl: string }).formUrl;
  }

  it('allows its own inline script and style by hash only, and its form to go back to the app', async () => {
    const res = await fetch(await registerPayment());
    expect(res.status).toBe(200);
    const html = await res.text();
    const policy = expectCommonHeaders(res.headers);
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    expect(policy['script-src']).toEqual([sha256(script)]);
    expect(policy['style-src']).toEqual([sha256(style)]);
    expect(policy['default-src']).toEqual(["'none'"]);
    expect(policy['form-action']).toEqual(["'self'", 'http://portal.test:8080']);
  });

  it('sends the same headers on its index and its refusal pages', async () => {
    for (const url of ['/satim-sandbox/', '/satim-sandbox/payment/merchants/sandbox/payment_fr.html?mdOrder=unknown']) {
      const res = await fetch(api.url + url);
      const policy = expectCommonHeaders(res.headers);
      expect(policy['script-src']).toEqual(["'none'"]);
      expect(policy['style-src']).toHaveLength(1);
    }
  });
});

describe('web server of the built app', () => {
  const INLINE = "document.documentElement.dataset.theme = 'light';";
  let dist: string;
  const started: { close: () => Promise<unknown> }[] = [];

  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><html><head><script>${INLINE}</script><script type="module" src="/assets/app.js"></script></head><body></body></html>`,
    );
    fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  });
  afterAll(async () => {
    await Promise.all(started.map((s) => s.close()));
    fs.rmSync(dist, { recursive: true, force: true });
  });

  async function web(overrides: Partial<Config> = {}) {
    const config: Config = { ...api.config, webPort: 0, host: '127.0.0.1', ...overrides };
    const server = await startWebServer(config, dist, pino({ level: 'silent' }));
    started.push(server);
    const address = server.server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }

  it('allows its origin, the API and media hosts of the runtime configuration and the inline script by hash', async () => {
    const url = await web({ publicApiUrl: 'http://api.portal.test:9000', mediaUrl: 'http://cdn.portal.test/media/' });
    for (const page of ['/', '/pharmacy/dashboard', '/assets/app.js', '/config.json']) {
      const res = await fetch(url + page);
      expect(res.status, page).toBe(200);
      const policy = expectCommonHeaders(res.headers);
      expect(policy['default-src']).toEqual(["'self'"]);
      expect(policy['script-src']).toEqual(["'self'", sha256(INLINE)]);
      expect(policy['connect-src']).toEqual(["'self'", 'http://api.portal.test:9000']);
      expect(policy['img-src']).toContain('http://cdn.portal.test/media/');
      expect(policy['frame-src']).toEqual(["'none'"]);
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('its 400 for a malformed URL carries the same headers (issue 26 point 13)', async () => {
    const url = await web();
    for (const page of ['/%zz', '/pharmacy/%E0%A4%A']) {
      const res = await fetch(url + page);
      expect(res.status, page).toBe(400);
      const policy = expectCommonHeaders(res.headers);
      expect(policy['script-src']).toEqual(["'self'", sha256(INLINE)]);
    }
  });

  it('adds reCAPTCHA only with its keys, and HSTS when served over https', async () => {
    const url = await web({ recaptchaSiteKey: 'site', recaptchaSecret: 'secret', webUrl: 'https://portal.test' });
    const res = await fetch(url);
    const policy = expectCommonHeaders(res.headers);
    expect(policy['script-src']).toEqual(
      expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']),
    );
    expect(policy['frame-src']).toEqual(expect.arrayContaining(['https://www.google.com/recaptcha/']));
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
  });
});
