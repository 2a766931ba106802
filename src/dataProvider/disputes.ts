import type { GetListParams } from 'react-admin';
import { Code } from '../contract/codes';
import type { Lang } from '../contract/constants';
import type { DisputeDetailView, DisputeView } from '../contract/disputes';
import { ApiError, type BlobResult, type HttpClient } from '../http/client';
import type { ResourceMapping } from './index';

/**
 * Disputes (issue 28) as a react-admin resource of the admin (the queue: open first, overdue first) and franchise
 * (its wilaya's, read only) areas: server-paged lists, `filter.status` open|resolved, and one dispute's details.
 */
export function disputesResource(role: 'admin' | 'franchise'): ResourceMapping {
  return {
    getList: async (client: HttpClient, params: GetListParams) => {
      const page = params.pagination?.page ?? 1;
      const perPage = Math.min(params.pagination?.perPage ?? 20, 100);
      const status =
        params.filter?.status === 'open' || params.filter?.status === 'resolved' ? params.filter.status : undefined;
      const { disputes, total } = await client.call<{ disputes: DisputeView[]; total: number }>(
        'GET',
        `/${role}/disputes_list/${(page - 1) * perPage}/${perPage}`,
        { query: { status } },
      );
      return { data: disputes, total };
    },
    getOne: async (client, id) =>
      client.call<DisputeDetailView>('GET', `/${role}/dispute/${encodeURIComponent(String(id))}`),
  };
}

/** A credit note's PDF in `lang` (GET /{admin|pharmacy}/credit_note/{id}). */
export const creditNotePdf = (
  client: HttpClient,
  role: 'admin' | 'pharmacy',
  id: number,
  lang: Lang,
): Promise<BlobResult> => client.blob('GET', `/${role}/credit_note/${id}`, { query: { lang } });

/**
 * One photo of a dispute (GET /{role}/dispute_photo/{photoId}), with the role's token headers: the photos are
 * private (D116), an <img> cannot send those headers, so the screens show the blob this answers.
 */
export const disputePhoto = (
  client: HttpClient,
  role: 'admin' | 'franchise' | 'pharmacy',
  photoId: number,
): Promise<BlobResult> => client.blob('GET', `/${role}/dispute_photo/${photoId}`);

/** The pharmacy's dispute calls, used through `useDataProvider<PharmacyDataProvider>()`; refusals throw ApiError. */
export interface DisputeCalls {
  /** POST /pharmacy/open_dispute, multipart (lines as JSON text, up to 3 `photos`), one Idempotency-Key per click */
  openDispute(form: FormData): Promise<{ dispute_id: number; message: string | null }>;
  /** GET /pharmacy/disputes_list, those of one order */
  orderDisputes(orderId: number): Promise<DisputeView[]>;
  /** GET /pharmacy/dispute/{id} */
  dispute(id: number): Promise<DisputeDetailView>;
  /** POST /pharmacy/dispute_message */
  disputeMessage(id: number, body: string): Promise<void>;
  /** GET /pharmacy/credit_note/{id} */
  creditNote(id: number, lang: Lang): Promise<BlobResult>;
  /** GET /pharmacy/dispute_photo/{photoId} */
  disputePhoto(photoId: number): Promise<BlobResult>;
}

export function disputeCalls(client: HttpClient): DisputeCalls {
  return {
    openDispute: async (form) => {
      const result = await client.request<{ dispute_id: number }[]>('POST', '/pharmacy/open_dispute', {
        form,
        idempotent: true,
      });
      if (result.code !== Code.OK) throw new ApiError(result);
      return { dispute_id: result.payload[0]!.dispute_id, message: result.meta };
    },
    orderDisputes: async (orderId) =>
      (await client.call<{ disputes: DisputeView[] }>('GET', '/pharmacy/disputes_list/0/100', { query: { orderId } }))
        .disputes,
    dispute: (id) => client.call<DisputeDetailView>('GET', `/pharmacy/dispute/${id}`),
    disputeMessage: async (id, body) =>
      void (await client.call('POST', '/pharmacy/dispute_message', { body: { disputeId: id, body } })),
    creditNote: (id, lang) => creditNotePdf(client, 'pharmacy', id, lang),
    disputePhoto: (photoId) => disputePhoto(client, 'pharmacy', photoId),
  };
}
