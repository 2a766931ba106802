import type { DataProvider, Identifier } from 'react-admin';
import { Code } from '../contract/codes';
import type { Lang } from '../contract/constants';
import type { TimelineEvent } from '../contract/orderTimeline';
import { ApiError, type ApiResult, type BlobResult, type HttpClient, type RequestOptions } from '../http/client';
import { publicClient } from '../http/clients';
import type { Stats } from '../insight/types';
import { disputePhoto } from './disputes';
import type { ActionMeta, ActionResult } from './useAction';

/**
 * The custom methods of the back offices' dataProviders (react-admin's way for calls that are not CRUD): the actions
 * of the screens (refund, ship, record a payment…), their files (PDF) and the few reads that are no resource. Every
 * refusal throws ApiError; an action answers `{data, message}` (the server's payload and message).
 */

/** One call of an action: a non-2001 answer (or, with `okBelow400`, a 4xx/5xx) throws ApiError. */
export async function act<P>(
  client: HttpClient,
  method: string,
  path: string,
  opts: RequestOptions,
  okBelow400 = false,
): Promise<ActionResult<P>> {
  const res = await client.request<P>(method, path, opts);
  if (okBelow400 ? res.status >= 400 : res.code !== Code.OK) throw new ApiError(res as ApiResult);
  return { data: res.payload, message: res.meta };
}

/** The key of the user's action, or one for this call (the client keeps it through its repeats). */
export const keyOf = (meta?: ActionMeta) => meta?.idempotencyKey ?? true;

export interface WilayaNames {
  code: number | string;
  name: string;
  name_ar: string;
}

/** The calls both back offices make, each with its role's tokens and paths. */
export interface BackOfficeCalls {
  /** GET /{role}/order_timeline/{id} (issue 13) */
  orderTimeline(orderId: Identifier): Promise<TimelineEvent[]>;
  /** GET /{role}/stats?from&to: the dashboard's figures */
  stats(period: { from: string; to: string }): Promise<Stats>;
  /** POST /{role}/mark_delivered */
  markDelivered(body: { shipmentId: number; receiver_name: string }, meta?: ActionMeta): Promise<ActionResult>;
  /** GET /{role}/dispute_photo/{photoId} (D116: private, read with the role's tokens) */
  disputePhoto(photoId: number): Promise<BlobResult>;
  /** GET /{role}/account_statement/{pharmacyId}?from&to: a pharmacy's statement of account PDF (D100, issue 38 §5) */
  accountStatement(pharmacyId: number, from: string, to: string): Promise<BlobResult>;
  /** An order's invoice PDF in `lang` */
  invoice(orderId: Identifier, lang: Lang): Promise<BlobResult>;
  /** GET /wilayas_list without tokens (public): the Arabic names (issue 15) */
  wilayaNames(): Promise<WilayaNames[]>;
}

export type BackOfficeDataProvider = DataProvider & BackOfficeCalls;

export function backOfficeCalls(client: HttpClient, role: 'admin' | 'franchise'): Omit<BackOfficeCalls, 'invoice'> {
  return {
    orderTimeline: (orderId) => client.call<TimelineEvent[]>('GET', `/${role}/order_timeline/${orderId}`),
    stats: ({ from, to }) => client.call<Stats>('GET', `/${role}/stats`, { query: { from, to } }),
    accountStatement: (pharmacyId, from, to) =>
      client.blob('GET', `/${role}/account_statement/${pharmacyId}`, { query: { from, to } }),
    markDelivered: (body) => act(client, 'POST', `/${role}/mark_delivered`, { body }),
    disputePhoto: (photoId) => disputePhoto(client, role, photoId),
    wilayaNames: () => publicClient.call<WilayaNames[]>('GET', '/wilayas_list'),
  };
}
