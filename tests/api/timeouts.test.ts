import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startWebServer } from '../../server/web.js';
import { startApi, type TestApi } from '../support/api.js';

/** Request and body timeouts (REQUEST_TIMEOUT): slow clients cannot hold the API's connections open. */
let api: TestApi;
beforeAll(async () => {
  api = await startApi({ seed: false, env: { REQUEST_TIMEOUT: '1' } });
});
afterAll(() => api?.close());

/**
 * Opens a connection that sends a request's headers announcing a body, then drips the body one byte at a time
 * (every 200 ms, never finishing). Resolves with what the server answered once it closed the connection.
 */
function slowBody(): Promise<string> {
  return slowClient(
    api.url,
    'POST /pharmacy/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{',
    ' ',
  );
}

/** Sends `start`, then `drip` every 200 ms, never finishing; resolves with the answer once the server closed. */
function slowClient(url: string, start: string, dripped: string): Promise<string> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    let answer = '';
    let drip: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(start);
      drip = setInterval(() => socket.writable && socket.write(dripped), 200);
    });
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(drip);
      resolve(answer);
    });
    socket.on('timeout', () => reject(new Error('the server never closed the connection')));
    socket.setTimeout(30_000);
  });
}

describe('REQUEST_TIMEOUT', () => {
  test('20 connections dripping a body are answered 408 and closed; the API keeps answering', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, slowBody));
    for (const answer of answers) expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect((await api.call('GET', '/ok')).body.code).toBe(2001);
  });

  test('a request sent in time is not affected', async () => {
    const res = await api.call('POST', '/pharmacy/login', {
      body: { email: 'nobody@demo.dz', password: 'Wrong#2026x' },
    });
    expect(res.body.code).toBe(4011);
  });
});

describe('the web server of the built app applies REQUEST_TIMEOUT too (issue 26 point 13)', () => {
  test('connections dripping their headers or a body are answered 408 and closed; pages are still served', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    const web = await startWebServer({ ...api.config, webPort: 0, host: '127.0.0.1' }, dist, pino({ level: 'silent' }));
    try {
      const address = web.server.address();
      const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const answers = await Promise.all([
        ...Array.from({ length: 5 }, () =>
          slowClient(url, 'GET /pharmacy/login HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X-Slow: 1\r\n'),
        ),
        ...Array.from({ length: 5 }, () =>
          slowClient(
            url,
            'POST /config.json HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: 100000\r\n\r\n',
            'x',
          ),
        ),
      ]);
      for (const answer of answers) expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect((await fetch(`${url}/pharmacy/login`)).status).toBe(200);
    } finally {
      await web.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
