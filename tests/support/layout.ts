import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Database, openDatabase } from '../../server/db/index.js';
import { adminQuery } from './postgres.js';

/** A database of its own on the PostgreSQL server of DATABASE_URL (the ops tests need a real server). */
export async function scratchDatabase(prefix: string) {
  if (!process.env.DATABASE_URL)
    throw new Error('the ops tests need DATABASE_URL (a PostgreSQL server; .ci/run sets it)');
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const urlOf = (db: string) => {
    const u = new URL(process.env.DATABASE_URL!);
    u.pathname = `/${db}`;
    return u.toString();
  };
  return { name, url: urlOf(name), drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export interface Layout {
  /** nginx: the browser app and the API (PUBLIC_API_URL) */
  webUrl: string;
  apiUrl: string;
  instancePorts: number[];
  dataDir: string;
  db: Database;
  /** Prometheus text of one instance, read on its own port from the loopback. */
  scrape: (port: number) => Promise<string>;
  /** nginx's access log so far, one object a line (deploy/nginx/portal.conf.template). */
  accessLog: () => { uri: string; status: number; upstream: string }[];
  /** What one instance logged (JSON lines). */
  instanceLog: (port: number) => { msg: string; level: number }[];
  /** SIGTERM to one instance; resolves once the process has exited. */
  stopInstance: (port: number) => Promise<void>;
  close: () => Promise<void>;
}

const env = (name: string, fallback: string) => process.env[name] || fallback;

/** Runs deploy/start-local.sh on a new database and waits for its "layout ready" line. */
export async function startLayout(extraEnv: Record<string, string> = {}): Promise<Layout> {
  const database = await scratchDatabase('layout');
  const layoutDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-layout-'));
  const web = env('LAYOUT_WEB_LISTEN', '127.0.0.1:8088');
  const api = env('LAYOUT_API_LISTEN', '127.0.0.1:8089');
  const instancePorts = env('LAYOUT_API_PORTS', '9101 9102').split(' ').map(Number);
  let output = '';
  const script: ChildProcess = spawn('bash', ['deploy/start-local.sh'], {
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      LAYOUT_DIR: layoutDir,
      WEB_LISTEN: web,
      API_LISTEN: api,
      API_PORTS: instancePorts.join(' '),
      SEED_DEMO: '1',
      LOG_LEVEL: 'info',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => script.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('--- layout ready')) resolve();
    };
    script.stdout!.on('data', onData);
    script.stderr!.on('data', onData);
    void exited.then((code) =>
      reject(new Error(`deploy/start-local.sh exited (${code}) before the layout was ready:\n${output}`)),
    );
  });
  const db = await openDatabase({ databaseUrl: database.url, dataDir: layoutDir });

  const pidOf = (port: number) => Number(fs.readFileSync(path.join(layoutDir, `api-${port}.pid`), 'utf8'));
  const running = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };

  return {
    webUrl: `http://${web}`,
    apiUrl: `http://${api}`,
    instancePorts,
    dataDir: path.join(layoutDir, 'data'),
    db,
    scrape: async (port) => {
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      if (res.status !== 200) throw new Error(`metrics of ${port}: ${res.status}`);
      return res.text();
    },
    accessLog: () =>
      fs
        .readFileSync(path.join(layoutDir, 'nginx', 'access.log'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line)),
    instanceLog: (port) =>
      fs
        .readFileSync(path.join(layoutDir, `api-${port}.log`), 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line)),
    stopInstance: async (port) => {
      const pid = pidOf(port);
      process.kill(pid, 'SIGTERM');
      await new Promise<void>((resolve) => {
        const check = setInterval(() => {
          if (running(pid)) return;
          clearInterval(check);
          resolve();
        }, 50);
      });
    },
    close: async () => {
      if (script.exitCode === null) script.kill('SIGTERM');
      await exited;
      await db.destroy();
      await database.drop();
      fs.rmSync(layoutDir, { recursive: true, force: true });
    },
  };
}
