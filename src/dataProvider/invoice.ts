import type { Identifier } from 'react-admin';
import { invoiceLangHeaderValue, type Lang } from '../contract/constants';
import type { BlobResult, HttpClient } from '../http/client';

/**
 * The franchise and pharmacy invoice (spec 000 §7 GET /generate-invoice/{id}) with the tokens of `client`.
 * This call alone sends `language` 1 for English (D8).
 */
export const areaInvoice =
  (client: HttpClient) =>
  (orderId: Identifier, lang: Lang): Promise<BlobResult> =>
    client.blob('GET', `/generate-invoice/${encodeURIComponent(String(orderId))}`, {
      headers: { language: invoiceLangHeaderValue(lang) },
    });
