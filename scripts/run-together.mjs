#!/usr/bin/env node
/**
 * Runs npm scripts at the same time and fails when any fails: `node scripts/run-together.mjs test:api test:api:pg`.
 *
 * The API tests on PGlite keep one core busy and those on PostgreSQL about one (the database's work included); one
 * after the other they left a 2-core CI machine 40-55 % idle for 25 minutes. Each script's output is kept and printed
 * whole when it ends, so the two logs do not interleave; a script still running is named every few minutes, so a CI
 * log never looks stalled.
 */
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import process from 'node:process';
import { clearInterval, setInterval } from 'node:timers';

const scripts = process.argv.slice(2);
if (!scripts.length) {
  process.stderr.write('usage: run-together.mjs <npm script> [<npm script> …]\n');
  process.exit(2);
}

const started = Date.now();
const minutes = () => ((Date.now() - started) / 60_000).toFixed(1);
const running = new Set(scripts);
const heartbeat = setInterval(
  () => process.stdout.write(`--- still running after ${minutes()} min: ${[...running].join(', ')}\n`),
  180_000,
);

const run = (script) =>
  new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    const output = [];
    child.stdout.on('data', (c) => output.push(c));
    child.stderr.on('data', (c) => output.push(c));
    child.on('close', (code, signal) => {
      running.delete(script);
      const status = code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`;
      process.stdout.write(`\n--- ${script}: ${status} after ${minutes()} min\n`);
      process.stdout.write(Buffer.concat(output));
      process.stdout.write(`--- end of ${script}\n`);
      resolve(code === 0);
    });
  });

const results = await Promise.all(scripts.map(run));
clearInterval(heartbeat);
process.exit(results.every(Boolean) ? 0 : 1);
