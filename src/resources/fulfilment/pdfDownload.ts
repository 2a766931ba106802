import type { BlobResult } from '../../http/client';
import { saveBlob } from '../../http/client';

/** Saves a PDF answer of the dataProvider (delivery note, picking list) under the name the server gives it. */
export async function downloadPdf(file: Promise<BlobResult>, fallbackName: string) {
  const { blob, filename } = await file;
  saveBlob(blob, filename ?? fallbackName);
}
