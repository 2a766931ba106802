import type { Lang } from '../../contract/constants';
import type { HttpClient } from '../../http/client';
import { saveBlob } from '../../http/client';

/** Downloads a PDF answer (delivery note, picking list) under the name the server gives it. */
export async function downloadPdf(
  client: HttpClient,
  path: string,
  fallbackName: string,
  query?: Record<string, string>,
  lang?: Lang,
) {
  const { blob, filename } = await client.blob('GET', path, { query, lang });
  saveBlob(blob, filename ?? fallbackName);
}
