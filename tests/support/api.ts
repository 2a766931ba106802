import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyServerOptions, RouteOptions } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../server/app.js';
import { type Config, loadConfig } from '../../server/config.js';
import { type Database, openDatabase } from '../../server/db/index.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { issueTokens } from '../../server/auth/tokens.js';
import { DEMO_ACCOUNTS } from '../../server/seed/accounts.js';
import { type Role, tokenKeys } from '../../src/contract/constants.js';
import { adminQuery } from './postgres.js';

// every test server checks each answer against its route's response schema (docs/answers.md)
process.env.CHECK_ANSWERS ??= '1';

export interface TestApi {
  url: string;
  db: Database;
  config: Config;
  close: () => Promise<void>;
  /** Calls the API like the browser does: JSON body, role headers, language header. */
  call: (
    method: string,
    urlPath: string,
    opts?: CallOptions,
  ) => Promise<{ status: number; body: any; headers: Headers }>;
  /** Signs a demo (or given) account in and returns headers carrying its tokens. */
  login: (role: Role, email?: string, password?: string) => Promise<Record<string, string>>;
}

export interface CallOptions {
  body?: unknown;
  headers?: Record<string, string>;
  form?: FormData;
}

/**
 * A real server on a fresh database: PGlite in memory, or a new database on the PostgreSQL server of
 * DATABASE_URL (dropped at close). Seeded with the demo data unless `seed: false`.
 */
export async function startApi(
  opts: {
    seed?: boolean;
    env?: Record<string, string>;
    logger?: FastifyServerOptions['logger'];
    onRoute?: (route: RouteOptions) => void;
  } = {},
): Promise<TestApi> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  let databaseUrl: string | null = null;
  let dropDatabase = async () => {};
  if (process.env.DATABASE_URL) {
    const name = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const template = opts.seed !== false ? inject('databaseTemplate').pgTemplate : null;
    await adminQuery(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    const u = new URL(process.env.DATABASE_URL);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
    dropDatabase = async () => void (await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
  const config = loadConfig({
    API_PORT: '0',
    WEB_PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...opts.env,
  });
  // Seeded servers start from the run's template (tests/support/global-setup.ts).
  const template = opts.seed !== false ? inject('databaseTemplate') : null;
  if (template) fs.cpSync(template.mediaDir, path.join(dataDir, 'media'), { recursive: true });
  const loadDataDir =
    template?.pgliteDump && !databaseUrl ? new Blob([fs.readFileSync(template.pgliteDump)]) : undefined;
  const db = await openDatabase({
    databaseUrl,
    dataDir: databaseUrl ? dataDir : 'memory://',
    loadDataDir,
    onConnectionLost: () => {},
  });
  await migrateToLatest(db);
  const app = await buildApp(config, db, { logger: opts.logger ?? false, onRoute: opts.onRoute });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  // URLs that depend on the port, as a deployment would set them.
  config.publicApiUrl = url;
  config.mediaUrl = `${url}/media/`;
  // the built-in SATIM sandbox lives on this server too (D14), unless a test points SATIM_URL elsewhere
  if (!opts.env?.SATIM_URL) config.satimUrl = `${url}/satim-sandbox/payment/rest`;

  return {
    url,
    db,
    config,
    ...apiClient(url),
    close: async () => {
      await app.close();
      await db.destroy();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Calls and sign-ins against an API at `url`: a test server, or the layout behind nginx (tests/ops). */
export function apiClient(url: string): Pick<TestApi, 'call' | 'login'> {
  const call: TestApi['call'] = async (method, urlPath, o = {}) => {
    const headers: Record<string, string> = { language: '2', ...o.headers };
    let body: BodyInit | undefined;
    if (o.form) body = o.form;
    else if (o.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(o.body);
    }
    const res = await fetch(url + urlPath, { method, headers, body });
    const type = res.headers.get('content-type') ?? '';
    const parsed = type.includes('json') ? await res.json() : Buffer.from(await res.arrayBuffer());
    return { status: res.status, body: parsed, headers: res.headers };
  };

  const login: TestApi['login'] = async (role, email, password = DEMO_ACCOUNTS.password) => {
    const account = email ?? DEMO_ACCOUNTS.list.find((a) => a.role === role)!.email;
    const res = await call('POST', `/${role}/login`, { body: { email: account, password } });
    if (res.body.code !== 2001) throw new Error(`login ${account} failed: ${JSON.stringify(res.body)}`);
    const keys = tokenKeys(role);
    return {
      [keys.accessHeader]: res.body.payload[0][keys.access],
      [keys.refreshHeader]: res.body.payload[0][keys.refresh],
    };
  };

  return { call, login };
}

/** Headers of a session issued straight in the database, for an account a test made without a password. */
export async function tokenHeaders(
  api: Pick<TestApi, 'db' | 'config'>,
  role: Role,
  accountId: number,
): Promise<Record<string, string>> {
  const pair = await issueTokens(api.db, api.config, role, accountId);
  const keys = tokenKeys(role);
  return { [keys.accessHeader]: pair.access, [keys.refreshHeader]: pair.refresh };
}

/**
 * Another server instance on the same PostgreSQL database as `api` (its own pool and HTTP port), as a second
 * process of a deployment would be. PostgreSQL only: an embedded database has one connection.
 */
export async function secondInstance(
  api: Pick<TestApi, 'config'>,
): Promise<{ url: string; db: Database; close: () => Promise<void> }> {
  if (!api.config.databaseUrl) throw new Error('a second instance needs DATABASE_URL');
  const db = await openDatabase({
    databaseUrl: api.config.databaseUrl,
    dataDir: api.config.dataDir,
    onConnectionLost: () => {},
  });
  const app = await buildApp(api.config, db, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    db,
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
}
