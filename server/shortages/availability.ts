import { type Kysely, sql } from 'kysely';
import type { AvailabilityRequest } from '../../src/contract/answers/shortages.js';
import { Code } from '../../src/contract/codes.js';
import { type Lang, langFromHeader } from '../../src/contract/constants.js';
import { AVAILABILITY_NOTICE_DAYS } from '../../src/contract/shortages.js';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import type { DB } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { ApiError } from '../http/envelope.js';
import type { Job } from '../job.js';
import { queueMail } from '../mail/queue.js';
import { backInStockMail } from '../mail/templates.js';
import { mainImagePath, shownProductName } from '../queries/products.js';
import { ShortageInput } from './input.js';

/** At most this many requests are told per run: a large goods-in is told over a few runs, never in one long lock. */
const TOLD_PER_RUN = 500;

/**
 * `POST /pharmacy/notify_when_available {product_id}` (issue 41 §3): the pharmacy asks to be told when an
 * out-of-stock product is back. Asking again while waiting answers the same request; a product in stock is refused
 * (4093: it can be ordered now).
 */
export async function askWhenAvailable(db: Database, pharmacyId: number, lang: Lang, body: Record<string, unknown>) {
  const productId = new ShortageInput(lang).id(body.product_id, 'product_id');
  return inTransaction(db, async (trx) => {
    const product = await trx
      .selectFrom('products')
      .select('quantity')
      .where('id', '=', productId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!product) throw new ApiError(Code.NOT_FOUND, 'shortages.productNotFound', { status: 404 });
    if (product.quantity > 0) throw new ApiError(Code.STOCK_CONFLICT, 'shortages.inStock');
    await trx
      .insertInto('availability_requests')
      .values({ pharmacy_id: pharmacyId, product_id: productId })
      .onConflict((oc) => oc.columns(['pharmacy_id', 'product_id']).where('notified_at', 'is', null).doNothing())
      .execute();
    const request = await trx
      .selectFrom('availability_requests')
      .select(['id as request_id', 'product_id', 'created_at'])
      .where('pharmacy_id', '=', pharmacyId)
      .where('product_id', '=', productId)
      .where('notified_at', 'is', null)
      .executeTakeFirstOrThrow();
    return { ...request, created_at: request.created_at.toISOString() };
  });
}

/** `GET /pharmacy/availability_requests`: waiting ones, and those told in the last AVAILABILITY_NOTICE_DAYS days. */
export async function availabilityRequestsOf(
  db: Database,
  pharmacyId: number,
  lang: Lang,
): Promise<AvailabilityRequest[]> {
  const rows = await db
    .selectFrom('availability_requests as r')
    .innerJoin('products', 'products.id', 'r.product_id')
    .select([
      'r.id as request_id',
      'r.product_id',
      'products.ref',
      'products.name',
      'products.name_ar',
      'products.quantity',
      mainImagePath.as('mainImage'),
      'r.created_at',
      'r.notified_at',
    ])
    .where('r.pharmacy_id', '=', pharmacyId)
    .where('products.deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('r.notified_at', 'is', null),
        eb('r.notified_at', '>', sql<Date>`now() - make_interval(days => ${AVAILABILITY_NOTICE_DAYS})`),
      ]),
    )
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
  return rows.map(({ name_ar, created_at, notified_at, ...r }) => ({
    ...r,
    name: shownProductName(lang, { name: r.name, name_ar }),
    created_at: created_at.toISOString(),
    notified_at: notified_at ? notified_at.toISOString() : null,
  }));
}

/** `POST /pharmacy/cancel_availability_request {requestId}`: drops one of the pharmacy's own requests (told or not). */
export async function cancelAvailabilityRequest(
  db: Database,
  pharmacyId: number,
  lang: Lang,
  body: Record<string, unknown>,
) {
  const id = new ShortageInput(lang).id(body.requestId, 'requestId', 'requestNotFound');
  const removed = await db
    .deleteFrom('availability_requests')
    .where('id', '=', id)
    .where('pharmacy_id', '=', pharmacyId)
    .returning('id')
    .executeTakeFirst();
  if (!removed) throw new ApiError(Code.NOT_FOUND, 'shortages.requestNotFound', { status: 404 });
  return { request_id: removed.id };
}

/** The pending request of a pharmacy for each of `productIds`, for product_details. */
export async function waitingRequestOf(db: Kysely<DB>, pharmacyId: number, productId: number) {
  const row = await db
    .selectFrom('availability_requests')
    .select('id')
    .where('pharmacy_id', '=', pharmacyId)
    .where('product_id', '=', productId)
    .where('notified_at', 'is', null)
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Tells the pharmacies waiting for products now back in stock (issue 41 §3), oldest request first: each request
 * once, marked told in the same transaction as its mail, claimed with SKIP LOCKED so that instances share the work.
 * `productId` limits it to one product (goods-in, right after its commit). Answers how many were told.
 */
export async function tellBackInStock(config: Config, db: Database, productId?: number): Promise<number> {
  return inTransaction(db, async (trx) => {
    const due = await trx
      .selectFrom('availability_requests as r')
      .innerJoin('products', 'products.id', 'r.product_id')
      .innerJoin('pharmacies as ph', 'ph.id', 'r.pharmacy_id')
      .select([
        'r.id',
        'r.product_id',
        'products.ref',
        'products.name',
        'products.name_ar',
        'ph.name as pharmacyName',
        'ph.email',
        'ph.language',
      ])
      .where('r.notified_at', 'is', null)
      .where('products.quantity', '>', 0)
      .where('products.deleted_at', 'is', null)
      .where('ph.deleted_at', 'is', null)
      .$if(productId !== undefined, (q) => q.where('r.product_id', '=', productId!))
      .orderBy('r.created_at')
      .orderBy('r.id')
      .limit(TOLD_PER_RUN)
      .forUpdate('r')
      .skipLocked()
      .execute();
    if (!due.length) return 0;
    await trx
      .updateTable('availability_requests')
      .set({ notified_at: new Date() })
      .where(
        'id',
        'in',
        due.map((r) => r.id),
      )
      .execute();
    for (const r of due) {
      const lang = langFromHeader(r.language);
      await queueMail(trx, {
        to: r.email,
        ...backInStockMail(lang, {
          pharmacyName: r.pharmacyName,
          ref: r.ref,
          name: shownProductName(lang, r),
          link: `${config.webUrl}/post/${r.product_id}/detail`,
        }),
      });
    }
    return due.length;
  });
}

export const backInStockJob: Job = {
  name: 'back-in-stock notices',
  everyMs: 60_000,
  run: async (config, db, log) => {
    const told = await tellBackInStock(config, db);
    if (told) log.info({ told }, 'back-in-stock notices queued');
    return told;
  },
};
