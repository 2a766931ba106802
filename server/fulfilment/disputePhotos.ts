import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
import sharp from 'sharp';
import { Code } from '../../src/contract/codes.js';
import { type Lang, MAX_IMAGE_BYTES, type Role } from '../../src/contract/constants.js';
import {
  DISPUTE_PHOTO_MAX_BITS,
  DISPUTE_PHOTO_MAX_MEGAPIXELS,
  DISPUTE_PHOTO_MAX_PIXELS,
  DISPUTE_PHOTOS_PER_HOUR,
  MAX_DISPUTE_PHOTOS,
} from '../../src/contract/disputes.js';
import type { Database } from '../db/index.js';
import { ApiError } from '../http/envelope.js';
import { MAX_IMAGE_SIDE, oneAtATime, removeImageFiles, sniffImageType } from '../media/productImages.js';

/** Whose disputes a caller reaches: a pharmacy its own, a franchisee its wilaya's, an admin all. */
export type DisputeScope = { pharmacyId?: number; wilayaId?: number };

/**
 * A dispute's photos (issue 28, D62), under the limits of issue 37 §10 and §11 (D115, D116): each one's header is
 * read first and a photo over DISPUTE_PHOTO_MAX_PIXELS or DISPUTE_PHOTO_MAX_BITS is refused before any pixel is
 * decoded; a pharmacy sends one dispute with photos at a time (per instance) and DISPUTE_PHOTOS_PER_HOUR photos an
 * hour (counted in the database, for every instance); the decoding itself takes its turn in the process-wide queue
 * product images use, one picture at a time. Stored under server-made names in `<media>/disputes/`, which the
 * public /media/ never serves: the photos are answered by the guarded `dispute_photo` calls of the pharmacy, its
 * franchisee and the admin, `private, no-store`.
 */

/** Folder of the disputes' photos under the media folder, re-encoded under server-made names (D62). */
export const DISPUTE_PHOTO_DIR = 'disputes';

/** A photo as uploaded: its file name (for the messages) and its bytes. */
export interface UploadedPhoto {
  name: string;
  buffer: Buffer;
}

/** libvips' band formats and their bits per channel. */
const BITS: Record<string, number> = {
  uchar: 8,
  char: 8,
  ushort: 16,
  short: 16,
  uint: 32,
  int: 32,
  float: 32,
  complex: 64,
  double: 64,
  dpcomplex: 128,
};

const notAnImage = () => new ApiError(Code.VALIDATION, 'dispute.photoNotImage', { status: 400 });
/** Megapixels rounded up to a tenth, so a photo just over the limit never reads as the limit itself. */
const megapixels = (pixels: number, lang: Lang) =>
  new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-US', { maximumFractionDigits: 1 }).format(
    Math.ceil(pixels / 100_000) / 10,
  );

/**
 * Checks the photos before anything is decoded or stored: their count, then each one's bytes (at most 5 MB, a JPEG,
 * PNG or WebP by what the bytes are) and header (sharp's metadata reads the header alone): its pixels and bits per
 * channel. The message names the photo and says what to do.
 */
export async function checkPhotoHeaders(photos: readonly UploadedPhoto[], lang: Lang): Promise<void> {
  if (photos.length > MAX_DISPUTE_PHOTOS)
    throw new ApiError(Code.LIMIT_REACHED, 'dispute.tooManyPhotos', { status: 400, vars: { max: MAX_DISPUTE_PHOTOS } });
  for (const [i, photo] of photos.entries()) {
    const b = photo.buffer;
    if (b.length > MAX_IMAGE_BYTES) throw notAnImage();
    const announced = sniffImageType(b);
    if (!announced) throw notAnImage();
    let meta: sharp.Metadata;
    try {
      meta = await sharp(b, { limitInputPixels: false }).metadata();
    } catch {
      throw notAnImage();
    }
    if (meta.format !== announced || !meta.width || !meta.height) throw notAnImage();
    const name = photo.name.trim().slice(0, 80) || String(i + 1);
    const pixels = meta.width * meta.height;
    if (pixels > DISPUTE_PHOTO_MAX_PIXELS)
      throw new ApiError(Code.VALIDATION, 'dispute.photoTooManyPixels', {
        status: 400,
        vars: {
          name,
          megapixels: megapixels(pixels, lang),
          width: meta.width,
          height: meta.height,
          max: DISPUTE_PHOTO_MAX_MEGAPIXELS,
        },
      });
    const bits = Math.max(BITS[meta.depth ?? ''] ?? 32, meta.bitsPerSample ?? 0);
    if (bits > DISPUTE_PHOTO_MAX_BITS)
      throw new ApiError(Code.VALIDATION, 'dispute.photoTooDeep', {
        status: 400,
        vars: { name, bits, max: DISPUTE_PHOTO_MAX_BITS },
      });
  }
}

/** Pharmacies whose dispute photos this process is decoding now. */
const uploading = new Set<number>();

/**
 * Runs `work` (the quota's claim and the decoding of a dispute's photos) while no other dispute upload of the same
 * pharmacy runs in this process; a second one at the same time is refused at once with 4290 (HTTP 429), before it
 * counts against the hour or decodes anything.
 */
export async function oneUploadPerPharmacy<T>(pharmacyId: number, work: () => Promise<T>): Promise<T> {
  if (uploading.has(pharmacyId)) throw new ApiError(Code.RATE_LIMITED, 'dispute.photoUploadBusy');
  uploading.add(pharmacyId);
  try {
    return await work();
  } finally {
    uploading.delete(pharmacyId);
  }
}

/** Key of a pharmacy's dispute photos in auth_attempts, the table of the limits every instance counts (D20, D115). */
export const photoQuotaKey = (pharmacyId: number) => `dispute_photos:pharmacy:${pharmacyId}`;
/** First key of the advisory locks taken on a pharmacy's photo count (auth/rateLimit.ts uses 4290). */
const QUOTA_LOCK_SPACE = 4291;
const HOUR = sql`interval '1 hour'`;

/**
 * Counts `count` photos against the pharmacy's DISPUTE_PHOTOS_PER_HOUR, in one step: an advisory lock held until
 * the end of the transaction serialises the uploads of every instance, each sees the photos counted before it.
 * Over the limit: 4290 (HTTP 429), nothing counted, and the message says in how many minutes there is room for them.
 * Not inTransaction: this count is no write of the request's Idempotency-Key (D109).
 */
export async function claimPhotoQuota(db: Database, pharmacyId: number, count: number): Promise<void> {
  if (count <= 0) return;
  const key = photoQuotaKey(pharmacyId);
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${QUOTA_LOCK_SPACE}, hashtext(${key}))`.execute(trx);
    const recent = await trx
      .selectFrom('auth_attempts')
      .select(sql<number>`ceil(extract(epoch from (created_at + ${HOUR} - now())) / 60)`.as('minutes'))
      .where('key', '=', key)
      .where('created_at', '>', sql<Date>`now() - ${HOUR}`)
      .orderBy('created_at', 'desc')
      .execute();
    if (recent.length + count > DISPUTE_PHOTOS_PER_HOUR) {
      // room for `count` photos once this one, the (max − count + 1)-th most recent, leaves the hour
      const blocking = recent[Math.max(0, DISPUTE_PHOTOS_PER_HOUR - count)] ?? recent[recent.length - 1];
      const minutes = Math.max(1, Number(blocking?.minutes ?? 60));
      throw new ApiError(Code.RATE_LIMITED, 'dispute.photosPerHour', {
        vars: { used: recent.length, max: DISPUTE_PHOTOS_PER_HOUR, smart_count: minutes },
      });
    }
    await trx
      .insertInto('auth_attempts')
      .values(Array.from({ length: count }, () => ({ key })))
      .execute();
  });
}

/** An error of the file system (disk full, rights), told apart from a picture libvips cannot decode. */
const isSystemError = (e: unknown) =>
  typeof (e as { code?: unknown })?.code === 'string' && /^E[A-Z]+$/.test((e as { code: string }).code);

/**
 * Decodes and re-encodes each checked photo once (WebP of at most 1200 px, metadata dropped, D62), in the
 * process-wide decoding queue, with libvips held to DISPUTE_PHOTO_MAX_PIXELS; returns their media paths. A photo
 * that does not decode (cut short, corrupt past its header) removes the files already written and is refused.
 */
export async function storeDisputePhotos(mediaDir: string, photos: readonly UploadedPhoto[]): Promise<string[]> {
  if (!photos.length) return [];
  await fs.mkdir(path.join(mediaDir, DISPUTE_PHOTO_DIR), { recursive: true });
  const stored: string[] = [];
  try {
    for (const photo of photos) {
      const rel = `${DISPUTE_PHOTO_DIR}/${randomUUID()}.webp`;
      stored.push(rel);
      await oneAtATime(() =>
        sharp(photo.buffer, { limitInputPixels: DISPUTE_PHOTO_MAX_PIXELS, sequentialRead: true })
          .rotate()
          .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82 })
          .toFile(path.join(mediaDir, rel)),
      );
    }
    return stored;
  } catch (error) {
    await removeImageFiles(mediaDir, stored, DISPUTE_PHOTO_DIR);
    if (isSystemError(error)) throw error;
    throw notAnImage();
  }
}

/** The roles that read a dispute's photos, each through its own guarded call. */
export type PhotoReader = Extract<Role, 'pharmacy' | 'franchise' | 'admin'>;

/** The address of a photo's guarded call for `role` (`url` of DisputeDetailView.photos). */
export const disputePhotoUrl = (publicApiUrl: string, role: PhotoReader, photoId: number) =>
  `${publicApiUrl.replace(/\/+$/, '')}/${role}/dispute_photo/${photoId}`;

const photoNotFound = () => new ApiError(Code.NOT_FOUND, 'dispute.photoNotFound', { status: 404 });

/**
 * Answers one photo of a dispute the caller may read (the pharmacy its own, the franchisee its wilaya's, the admin
 * any), `private, no-store`; anything else, and a file gone from the disk, is 404.
 */
export async function sendDisputePhoto(
  reply: FastifyReply,
  db: Database,
  mediaDir: string,
  photoId: number | null,
  scope: DisputeScope,
) {
  if (photoId === null) throw photoNotFound();
  const photo = await db
    .selectFrom('dispute_photos as p')
    .innerJoin('disputes as d', 'd.id', 'p.dispute_id')
    .select(['p.id', 'p.path', 'p.dispute_id'])
    .where('p.id', '=', photoId)
    .$if(scope.pharmacyId !== undefined, (q) => q.where('d.pharmacy_id', '=', scope.pharmacyId!))
    .$if(scope.wilayaId !== undefined, (q) => q.where('d.wilaya_id', '=', scope.wilayaId!))
    .executeTakeFirst();
  if (!photo) throw photoNotFound();
  const root = path.resolve(mediaDir, DISPUTE_PHOTO_DIR) + path.sep;
  const full = path.resolve(mediaDir, photo.path);
  if (!full.startsWith(root)) throw photoNotFound();
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(full);
  } catch {
    throw photoNotFound();
  }
  return reply
    .header('content-type', 'image/webp')
    .header('content-disposition', `inline; filename="dispute_${photo.dispute_id}_photo_${photo.id}.webp"`)
    .header('cache-control', 'private, no-store')
    .send(bytes);
}

/** The public /media/ folder's filter (@fastify/static's allowedPath): everything but the disputes' photos. */
export const servedPublicly = (pathName: string) => {
  const p = pathName.toLowerCase();
  return p !== `/${DISPUTE_PHOTO_DIR}` && !p.startsWith(`/${DISPUTE_PHOTO_DIR}/`);
};
