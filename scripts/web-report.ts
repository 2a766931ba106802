import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../server/app.js';
import { issueTokens } from '../server/auth/tokens.js';
import { loadConfig } from '../server/config.js';
import { openDatabase } from '../server/db/index.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { seedDemoData } from '../server/seed/index.js';
import { DIST_DIR, startWebServer } from '../server/web.js';
import { tokenKeys, type Role } from '../src/contract/constants.js';
import { hasChromium, lighthouseScores, pageWeights, type WebPage } from './bench/web.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', API_PORT: '0', WEB_PORT: '0', HOST: '127.0.0.1' });
const db = await openDatabase(config);
await migrateToLatest(db);
await seedDemoData(db, config, pino({ level: 'silent' }));
const app = await buildApp(config, db, { logger: false });
const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
config.publicApiUrl = apiUrl;
config.mediaUrl = `${apiUrl}/media/`;
const web = await startWebServer(config, process.env.WEB_DIST ?? DIST_DIR, pino({ level: 'silent' }));
const webUrl = `http://127.0.0.1:${(web.server.address() as { port: number }).port}`;
config.webUrl = webUrl;
const storage = async (role: Role, table: 'admins' | 'pharmacies') => {
  const id = (await db.selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const pair = await issueTokens(db, config, role, id);
  const k = tokenKeys(role);
  return { [k.access]: pair.access, [k.refresh]: pair.refresh };
};
const pages: WebPage[] = [
  { name: 'landing', path: '/', ready: 'main, #root > *' },
  { name: 'pharmacy login', path: '/pharmacy/login', ready: 'input[type="password"]' },
  {
    name: 'catalogue',
    path: '/pharmacy/products',
    storage: await storage('pharmacy', 'pharmacies'),
    ready: '[data-testid="product-grid"]',
  },
  {
    name: 'admin orders',
    path: '/admin/orders',
    storage: await storage('admin', 'admins'),
    ready: '[data-testid="admin-orders"]',
  },
];
if (!hasChromium()) throw new Error('no chromium');
const weights = await pageWeights(webUrl, pages);
for (const w of weights) console.log(JSON.stringify(w));
if (process.env.LH !== '0')
  for (const l of await lighthouseScores(webUrl, pages.slice(0, 3))) console.log(JSON.stringify(l));
await web.close();
await app.close();
await db.destroy();
process.exit(0);
