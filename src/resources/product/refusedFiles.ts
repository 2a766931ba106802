import type { TranslateFunction } from 'react-admin';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '../../contract/constants';

/**
 * The files a picker refuses before any upload (not a JPEG/PNG/WebP, over 5 MB), each named with its reason in the
 * server's own words (issue 27 §14); '' when all are fine.
 */
export function refusedFilesText(translate: TranslateFunction, files: File[]): string {
  const sentences = files.flatMap((f) => {
    if (!IMAGE_TYPES.includes(f.type)) return [translate('admin.imageInvalid', { name: f.name })];
    if (f.size > MAX_IMAGE_BYTES) return [translate('admin.imageTooHeavy', { name: f.name })];
    return [];
  });
  if (sentences.length < 2) return sentences[0] ?? '';
  return translate('admin.imagesRefused', { list: sentences.join(' ') });
}
