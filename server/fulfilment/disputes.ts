import { sql } from 'kysely';
import { Code } from '../../src/contract/codes.js';
import { formatDate, type Lang } from '../../src/contract/constants.js';
import {
  DISPUTE_COMMENT_MAX,
  DISPUTE_LINES_MAX,
  DISPUTE_MESSAGE_MAX,
  type DisputeReason,
  isDisputeReason,
} from '../../src/contract/disputes.js';
import { recordAudit } from '../audit/record.js';
import type { Account } from '../auth/guard.js';
import type { Database } from '../db/index.js';
import { inTransaction } from '../db/transaction.js';
import { ApiError } from '../http/envelope.js';
import { idOf } from '../http/ids.js';
import { removeImageFiles } from '../media/productImages.js';
import { queueDisputeAnswered } from './disputeMails.js';
import { disputeDueAt } from './disputeDue.js';
import {
  checkPhotoHeaders,
  claimPhotoQuota,
  DISPUTE_PHOTO_DIR,
  oneUploadPerPharmacy,
  storeDisputePhotos,
  type UploadedPhoto,
  type DisputeScope,
} from './disputePhotos.js';
import { lunarHolidays } from './holidays.js';

export { DISPUTE_PHOTO_DIR };
export type { DisputeScope };

export interface ClaimedLine {
  productId: number;
  quantity: number;
  reason: DisputeReason;
}

const badLine = () => new ApiError(Code.VALIDATION, 'dispute.badLine', { status: 400 });
const isWhole = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 1_000_000;

/** The claimed lines of a dispute as sent (a JSON array), checked one by one; refuses the whole request otherwise. */
export function claimedLinesOf(value: unknown): ClaimedLine[] {
  if (!Array.isArray(value) || value.length === 0)
    throw new ApiError(Code.VALIDATION, 'dispute.linesRequired', { status: 400 });
  if (value.length > DISPUTE_LINES_MAX) throw badLine();
  const lines = value.map((raw: unknown) => {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw badLine();
    const { product_id, quantity, reason } = raw as Record<string, unknown>;
    const productId = idOf(product_id);
    if (productId === null || !isWhole(quantity) || !isDisputeReason(reason)) throw badLine();
    return { productId, quantity, reason };
  });
  if (new Set(lines.map((l) => l.productId)).size !== lines.length)
    throw new ApiError(Code.VALIDATION, 'dispute.duplicateLine', { status: 400 });
  return lines;
}

/** A comment or message: a JSON string (or nothing for an optional one), at most `max` characters. */
export function commentOf(value: unknown, max = DISPUTE_COMMENT_MAX): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string' || value.length > max)
    throw new ApiError(Code.VALIDATION, 'dispute.commentTooLong', { status: 400, vars: { max } });
  return value.trim();
}

/** A message on a dispute: a JSON string, not blank, at most DISPUTE_MESSAGE_MAX characters. */
export function messageOf(value: unknown): string {
  const body = typeof value === 'string' ? value.trim() : '';
  if (!body || body.length > DISPUTE_MESSAGE_MAX)
    throw new ApiError(Code.VALIDATION, 'dispute.messageRequired', { status: 400, vars: { max: DISPUTE_MESSAGE_MAX } });
  return body;
}

export interface OpenDispute {
  pharmacy: Account;
  orderId: number;
  lines: ClaimedLine[];
  comment: string;
  photos: UploadedPhoto[];
  windowDays: number;
  mediaDir: string;
  lang: Lang;
  now?: Date;
}

/**
 * Per product of an order: what reached the pharmacy (its delivered shipments, the order's own and replacements)
 * and what its disputes claimed, less those the admin refused (D60).
 */
async function claimable(trx: Database, orderId: number) {
  const { rows } = await sql<{ product_id: number; delivered: number; claimed: number; name: string }>`
    SELECT d.product_id, d.delivered::int AS delivered, coalesce(c.claimed, 0)::int AS claimed,
      coalesce((SELECT l.name FROM order_lines l WHERE l.order_id = ${orderId}::int AND l.product_id = d.product_id LIMIT 1), '') AS name
    FROM (SELECT sl.product_id, sum(sl.quantity) AS delivered FROM shipments s JOIN shipment_lines sl ON sl.shipment_id = s.id
          WHERE s.order_id = ${orderId}::int AND s.delivered_at IS NOT NULL GROUP BY sl.product_id) d
    LEFT JOIN (SELECT dl.product_id, sum(dl.quantity) AS claimed FROM disputes x JOIN dispute_lines dl ON dl.dispute_id = x.id
          WHERE x.order_id = ${orderId}::int AND x.resolution IS DISTINCT FROM 'refused' GROUP BY dl.product_id) c
      ON c.product_id = d.product_id`.execute(trx);
  return rows;
}

/**
 * The order's last delivery, within the window, and each claimed quantity within what was delivered less what
 * earlier disputes claimed. Checked once before the photos are decoded (nothing decoded for a claim refused anyway),
 * then again under the order's lock.
 */
async function checkClaim(db: Database, orderId: number, lines: ClaimedLine[], windowDays: number, now: Date) {
  const last = await db
    .selectFrom('shipments')
    .select(sql<Date | null>`max(delivered_at)`.as('at'))
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  const deliveredAt = last?.at ? new Date(last.at) : null;
  if (!deliveredAt) throw new ApiError(Code.STATE_CONFLICT, 'dispute.notDelivered');
  if (now.getTime() > deliveredAt.getTime() + windowDays * 86_400_000)
    throw new ApiError(Code.STATE_CONFLICT, 'dispute.windowClosed', {
      vars: { days: windowDays, date: formatDate(deliveredAt) },
    });
  const room = await claimable(db, orderId);
  for (const line of lines) {
    const r = room.find((x) => x.product_id === line.productId);
    if (!r) throw new ApiError(Code.V4002, 'dispute.productNotInOrder', { status: 400 });
    const available = Math.max(0, r.delivered - r.claimed);
    if (line.quantity > available)
      throw new ApiError(Code.V4002, 'dispute.tooMuch', {
        status: 400,
        vars: { name: r.name, available, smart_count: available },
      });
  }
}

/**
 * "Report a problem" (issue 28 point 5): a pharmacy's own order, delivered (at least one of its shipments), within
 * the window after its last delivery; each claimed quantity within what was delivered less what earlier disputes
 * claimed. The order row is locked first (the lock order of docs/payments.md), so two disputes at once never
 * claim the same units twice. The photos (D115): their headers checked first, then, one upload of the pharmacy at a
 * time, counted against its hour and decoded once into their stored files before the transaction, removed if it
 * fails.
 */
export async function openDispute(db: Database, o: OpenDispute) {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'order_no', 'wilaya_id'])
    .where('id', '=', o.orderId)
    .where('pharmacy_id', '=', o.pharmacy.id)
    .executeTakeFirst();
  if (!order) throw new ApiError(Code.NOT_FOUND, 'pharmacy.orderNotFound', { status: 404 });
  await checkPhotoHeaders(o.photos, o.lang);
  let stored: string[] = [];
  try {
    if (o.photos.length) {
      await checkClaim(db, order.id, o.lines, o.windowDays, o.now ?? new Date());
      stored = await oneUploadPerPharmacy(o.pharmacy.id, async () => {
        await claimPhotoQuota(db, o.pharmacy.id, o.photos.length);
        return storeDisputePhotos(o.mediaDir, o.photos);
      });
    }
    return await inTransaction(db, async (trx) => {
      const now = o.now ?? new Date();
      await trx.selectFrom('orders').select('id').where('id', '=', order.id).forUpdate().executeTakeFirstOrThrow();
      await checkClaim(trx, order.id, o.lines, o.windowDays, now);
      const dispute = await trx
        .insertInto('disputes')
        .values({
          order_id: order.id,
          pharmacy_id: o.pharmacy.id,
          wilaya_id: order.wilaya_id,
          comment: o.comment,
          opened_at: now,
          due_at: disputeDueAt(now, await lunarHolidays(trx)),
        })
        .returning(['id', 'opened_at', 'due_at'])
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('dispute_lines')
        .values(
          o.lines.map((l) => ({
            dispute_id: dispute.id,
            product_id: l.productId,
            quantity: l.quantity,
            reason: l.reason,
          })),
        )
        .execute();
      if (stored.length)
        await trx
          .insertInto('dispute_photos')
          .values(stored.map((path) => ({ dispute_id: dispute.id, path })))
          .execute();
      await recordAudit(trx, o.pharmacy, {
        action: 'create',
        resource: 'dispute',
        resourceId: dispute.id,
        label: order.order_no,
        after: {
          order_id: order.id,
          lines: o.lines.map((l) => `${l.productId}×${l.quantity} ${l.reason}`).join(', '),
          photos: stored.length,
        },
      });
      return { dispute_id: dispute.id, order_id: order.id, opened_at: dispute.opened_at, due_at: dispute.due_at };
    });
  } catch (error) {
    await removeImageFiles(o.mediaDir, stored, DISPUTE_PHOTO_DIR);
    throw error;
  }
}

/** Who reads a dispute: the pharmacy its own, the franchisee its wilaya's, the admin every one. */

/**
 * A message on a dispute, from the pharmacy that opened it or an admin; audited. An admin's is the back office's
 * answer: the pharmacy is mailed it, in the same transaction (issue 38 §9), so once per message written.
 */
export async function postDisputeMessage(
  db: Database,
  author: Account,
  disputeId: number,
  body: string,
  scope: DisputeScope,
  webUrl: string,
) {
  return inTransaction(db, async (trx) => {
    const dispute = await trx
      .selectFrom('disputes')
      .select(['id', 'order_id'])
      .where('id', '=', disputeId)
      .$if(scope.pharmacyId !== undefined, (q) => q.where('pharmacy_id', '=', scope.pharmacyId!))
      .executeTakeFirst();
    if (!dispute) throw new ApiError(Code.NOT_FOUND, 'dispute.notFound', { status: 404 });
    const message = await trx
      .insertInto('dispute_messages')
      .values({
        dispute_id: dispute.id,
        author_role: author.role === 'admin' ? 'admin' : 'pharmacy',
        author_id: author.id,
        body,
      })
      .returning(['id', 'author_role', 'body', 'created_at'])
      .executeTakeFirstOrThrow();
    await recordAudit(trx, author, {
      action: 'update',
      resource: 'dispute',
      resourceId: dispute.id,
      before: { message: null },
      after: { message: body },
    });
    if (message.author_role === 'admin') await queueDisputeAnswered(trx, webUrl, dispute.id, message);
    return message;
  });
}
