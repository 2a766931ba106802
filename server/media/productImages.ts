import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { MAX_IMAGE_BYTES } from '../../src/contract/constants.js';

/**
 * Product images (001 §2, D9): accepted by what the bytes are (JPEG, PNG or WebP), never by the file name,
 * at most 5 MB, then re-encoded to WebP of at most 1200 px under a server-made name in <media>/products/.
 * Re-encoding drops metadata (EXIF, GPS) and anything hidden after the picture.
 */
export const PRODUCT_IMAGE_DIR = 'products';
export const MAX_IMAGE_SIDE = 1200;
/** A 5 MB file can still unpack to a huge bitmap: cap the pixels sharp agrees to decode (~40 megapixels). */
export const MAX_INPUT_PIXELS = 40_000_000;

// Decoded pictures are not kept in libvips' cache, and one picture is decoded at a time in the whole process:
// a burst of uploads of large pictures then needs the memory of one bitmap, given back once it is done,
// instead of one per image of every request at once.
// Dispute photos take their turns in the same queue (server/fulfilment/disputePhotos.ts, D115).
sharp.cache(false);
let decoding: Promise<unknown> = Promise.resolve();
export function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = decoding.then(work, work);
  decoding = turn.catch(() => {});
  return turn;
}

/** `tooLarge`: over 5 MB; `tooManyPixels`: a real picture over 40 megapixels; `notAnImage`: anything else refused. */
export type ImageProblem = 'tooLarge' | 'tooManyPixels' | 'notAnImage';

const startsWith = (b: Buffer, bytes: number[], at = 0) => bytes.every((x, i) => b[at + i] === x);

/** The format the first bytes announce, or null. */
export function sniffImageType(b: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (startsWith(b, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(b, [0x52, 0x49, 0x46, 0x46]) && startsWith(b, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

/** Checks an uploaded file; null when it is a decodable JPEG, PNG or WebP within the limits. */
export async function imageProblem(b: Buffer): Promise<ImageProblem | null> {
  if (b.length > MAX_IMAGE_BYTES) return 'tooLarge';
  const announced = sniffImageType(b);
  if (!announced) return 'notAnImage';
  try {
    // the header alone gives the size: no limit here, so a picture too big is told apart from a broken file
    const meta = await sharp(b, { limitInputPixels: false }).metadata();
    if (meta.format !== announced || !meta.width || !meta.height) return 'notAnImage';
    if (meta.width * meta.height > MAX_INPUT_PIXELS) return 'tooManyPixels';
    // decoding the whole picture catches files cut short or corrupt past their header
    await oneAtATime(() =>
      sharp(b, { limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true })
        .resize(16, 16, { fit: 'inside' })
        .toBuffer(),
    );
    return null;
  } catch {
    return 'notAnImage';
  }
}

/** Re-encodes a checked image and stores it; returns its media path ("products/<uuid>.webp"). */
export const storeProductImage = (mediaDir: string, b: Buffer): Promise<string> =>
  storeImage(mediaDir, PRODUCT_IMAGE_DIR, b);

/** The same re-encoding into another media folder (a dispute's photos, issue 28), under a server-made name. */
export async function storeImage(mediaDir: string, folder: string, b: Buffer): Promise<string> {
  const dir = path.join(mediaDir, folder);
  await fs.mkdir(dir, { recursive: true });
  const rel = `${folder}/${randomUUID()}.webp`;
  await oneAtATime(() =>
    sharp(b, { limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true })
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toFile(path.join(mediaDir, rel)),
  );
  return rel;
}

/** Removes stored images; paths outside the products folder (seed images shared elsewhere) are left alone. */
export async function removeImageFiles(mediaDir: string, paths: string[], folder = PRODUCT_IMAGE_DIR): Promise<void> {
  const root = path.resolve(mediaDir, folder) + path.sep;
  await Promise.all(
    paths.map(async (p) => {
      const full = path.resolve(mediaDir, p);
      if (!full.startsWith(root)) return;
      await fs.rm(full, { force: true }).catch(() => {});
    }),
  );
}
