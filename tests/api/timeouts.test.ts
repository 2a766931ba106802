import net from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
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
  const { port } = new URL(api.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    let answer = '';
    let drip: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write('POST /pharmacy/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{');
      drip = setInterval(() => socket.writable && socket.write(' '), 200);
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
    const res = await api.call('POST', '/pharmacy/login', { body: { email: 'nobody@demo.dz', password: 'Wrong#2026x' } });
    expect(res.body.code).toBe(4011);
  });
});
