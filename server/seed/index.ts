import path from 'node:path';
import type { Logger } from 'pino';
import { hashPassword } from '../auth/passwords.js';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { DEMO_ACCOUNTS } from './accounts.js';
import { seedCatalogue } from './catalogue.js';
import { seedNetwork } from './network.js';
import { seedDisputes } from './disputes.js';
import { seedFulfilment } from './fulfilment.js';
import { seedLots } from './lots.js';
import { seedOrders } from './orders.js';
import { seedPricing } from './pricing.js';
import { seedShortages } from './shortages.js';
import { seedRecalls } from './recalls.js';
import { ensureWilayas } from './reference.js';
import { seedTradeAccounts } from './tradeAccounts.js';

/** True when no account and no product exists yet: the only state the demo data may be added to. */
async function isEmpty(db: Database): Promise<boolean> {
  for (const table of ['admins', 'franchisees', 'pharmacies', 'products'] as const) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(row.n) > 0) return false;
  }
  return true;
}

/**
 * Seeds the demo data set of D4 on an empty database (no account, no product), in one transaction; returns
 * true when it did. Whether to call it at all is the caller's choice (SEED_DEMO, config.seedDemo).
 */
export async function seedDemoData(db: Database, config: Config, log: Logger): Promise<boolean> {
  const started = Date.now();
  if (!(await isEmpty(db))) return false;

  // one Argon2 hash shared by every demo account keeps seeding fast
  const passwordHash = await hashPassword(DEMO_ACCOUNTS.password);
  const mediaDir = path.join(config.dataDir, 'media');
  const summary = await db.transaction().execute(async (trx) => {
    await ensureWilayas(trx);
    const network = await seedNetwork(trx, passwordHash);
    const catalogue = await seedCatalogue(trx, mediaDir, log);
    const orders = await seedOrders(trx, config, network.pharmacies, catalogue.products);
    const accounts = await seedTradeAccounts(trx, config, network.pharmacies);
    const demoPharmacy = network.pharmacies.find(
      (p) => p.email === DEMO_ACCOUNTS.list.find((a) => a.role === 'pharmacy')?.email,
    );
    const fulfilment = await seedFulfilment(trx, demoPharmacy?.id ?? null);
    const disputes = await seedDisputes(trx, mediaDir, config, demoPharmacy?.id ?? null);
    const lots = await seedLots(trx);
    const recalls = await seedRecalls(trx, demoPharmacy?.id ?? null);
    const pricing = await seedPricing(trx, network.pharmacies, catalogue.products);
    const shortages = await seedShortages(trx, network.pharmacies);
    return {
      franchisees: network.franchisees,
      pharmacies: network.pharmacies.length,
      categories: catalogue.categories,
      products: catalogue.products.length,
      images: catalogue.images,
      orders: orders.orders,
      orderLines: orders.lines,
      ledgerEntries: accounts.entries,
      carriers: fulfilment.carriers,
      shipments: fulfilment.shipments,
      disputes: disputes.disputes,
      creditNotes: disputes.creditNotes,
      lots: lots.lots,
      recalls: recalls.recalls,
      ...pricing,
      ...shortages,
    };
  });
  log.info({ ...summary, ms: Date.now() - started }, 'demo data seeded');
  return true;
}
