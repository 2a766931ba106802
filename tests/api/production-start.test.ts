import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';

/** `npm start` in production: the guard of config.ts stops it in one line; the start-up log names the gateway. */
let child: ChildProcess | null = null;
let dataDir: string | null = null;
afterEach(() => {
  child?.kill('SIGKILL');
  child = null;
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  dataDir = null;
});

/** Runs server/main.ts (API only, fresh embedded database) and collects its output until `done` says so. */
function startServer(env: Record<string, string>, done: (out: string) => boolean) {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-start-'));
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--api-only'], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: dataDir,
      API_PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = proc;
  return new Promise<{ out: string; exitCode: number | null }>((resolve) => {
    let out = '';
    const collect = (chunk: Buffer) => {
      out += chunk.toString('utf8');
      if (done(out)) resolve({ out, exitCode: null });
    };
    proc.stdout.on('data', collect);
    proc.stderr.on('data', collect);
    proc.on('exit', (exitCode) => resolve({ out, exitCode }));
  });
}

// Each start is a child process on its own embedded database, whatever DATABASE_URL says: the run on PGlite covers
// it, and the run on PostgreSQL (the same command with DATABASE_URL set) would only repeat it.
describe.skipIf(process.env.DATABASE_URL)('start-up in production', () => {
  test('with the sandbox gateway and no reCAPTCHA keys, it refuses to start with one clear line', async () => {
    const { out, exitCode } = await startServer({ NODE_ENV: 'production' }, () => false);
    expect(exitCode).toBe(1);
    expect(out.trim().split('\n')).toEqual([
      'Configuration error: NODE_ENV=production but payments go to the SATIM sandbox (set SATIM_URL to the real gateway) and reCAPTCHA is off (set RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET); ALLOW_SANDBOX_PAYMENTS=1 starts anyway, with test payments and without reCAPTCHA',
    ]);
  });

  test('without SMTP_URL it refuses to start with one line, unless ALLOW_OUTBOX_MAIL=1 (issue 26 point 12)', async () => {
    const { out, exitCode } = await startServer({ NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: '1' }, () => false);
    expect(exitCode).toBe(1);
    expect(out.trim().split('\n')).toEqual([
      'Configuration error: NODE_ENV=production but SMTP_URL is not set; ALLOW_OUTBOX_MAIL=1 starts anyway, mails written to DATA_DIR/outbox only',
    ]);
    const wrong = await startServer(
      { NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: '1', ALLOW_OUTBOX_MAIL: 'yes' },
      () => false,
    );
    expect(wrong.exitCode).toBe(1);
    expect(wrong.out.trim().split('\n')).toEqual(['Configuration error: ALLOW_OUTBOX_MAIL must be 1 or 0 (got "yes")']);
  });

  test(
    'with ALLOW_SANDBOX_PAYMENTS=1 and ALLOW_OUTBOX_MAIL=1 it starts, and its start-up log says which gateway is in use',
    { timeout: 120_000 },
    async () => {
      const running = (out: string) => out.includes('ParaPharm DZ portal is running');
      const { out } = await startServer(
        { NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: '1', ALLOW_OUTBOX_MAIL: '1', LOG_LEVEL: 'info' },
        running,
      );
      expect(running(out)).toBe(true);
      const line = JSON.parse(out.split('\n').find(running)!) as { payments: string };
      expect(line.payments).toMatch(/^SATIM sandbox at http:\/\/localhost:\d+ \(test cards, no real payment\)$/);
    },
  );
});
