import type { GetListParams } from 'react-admin';
import { MAX_LIST_LIMIT } from '../contract/constants';
import type {
  RecallDetails,
  RecallView as AnswerRecallView,
  StartedRecall,
  TraceLine as SharedTraceLine,
} from '../contract/answers/recalls';
import type { HttpClient } from '../http/client';
import type { ResourceMap } from './index';
import { listPages } from './paging';

/** One recall as the lists answer it (issue 29 §5, docs/lots.md), with the id react-admin reads. Quantities are units. */
export type RecallView = AnswerRecallView & { id: number };

export type { RecallPharmacy, RecallWilaya, ShortOrder, StartedRecall } from '../contract/answers/recalls';

export type RecallDetailView = RecallDetails & { id: number };

export interface TraceLine extends SharedTraceLine {
  id: string;
}

/** The answer of POST /admin/start_recall. */
const single = <T>(payload: unknown): T => (Array.isArray(payload) ? payload[0] : payload) as T;
const withId = <T extends { recall_id: number }>(r: T) => ({ ...r, id: r.recall_id });

const pageOf = (params: GetListParams) => {
  const page = params.pagination?.page ?? 1;
  const perPage = Math.min(params.pagination?.perPage ?? 25, MAX_LIST_LIMIT);
  return { offset: (page - 1) * perPage, limit: perPage };
};

/** The recalls list and one recall's page, for the admin (every wilaya) and the franchisee (its wilaya). */
function recallsResource(role: 'admin' | 'franchise') {
  return {
    getList: async (client: HttpClient, params: GetListParams) => {
      const { offset, limit } = pageOf(params);
      const { recalls, total } = await client.call<{ recalls: RecallView[]; total: number }>(
        'GET',
        `/${role}/recalls/${offset}/${limit}`,
      );
      return { data: recalls.map(withId), total };
    },
    getOne: async (client: HttpClient, id: unknown) => {
      const detail = single<RecallDetailView>(
        await client.call('GET', `/${role}/recall_details/${encodeURIComponent(String(id))}`),
      );
      return withId(detail);
    },
  };
}

/**
 * Admin: `recalls` (list, page, create → POST /admin/start_recall) and `recallTrace` (filter recallId: the lines
 * of its trace report, paged by the server; an export asks up to 5000 rows in pieces of 100).
 */
export const adminRecallResources: ResourceMap = {
  recalls: {
    ...recallsResource('admin'),
    create: async (client, data) => {
      const body = {
        productId: Number(data.productId),
        lot: String(data.lot ?? ''),
        reason: String(data.reason ?? ''),
      };
      const started = single<StartedRecall>(
        await client.call('POST', '/admin/start_recall', { body, idempotent: true }),
      );
      return withId(started);
    },
  },
  recallTrace: {
    getList: async (client, params) => {
      const id = Number(params.filter?.recallId);
      if (!id) return { data: [], total: 0 };
      return listPages<TraceLine>(params, 25, async (offset, limit) => {
        const piece = await client.call<{ lines: Omit<TraceLine, 'id'>[]; total: number }>(
          'GET',
          `/admin/recall_trace/${id}/${offset}/${limit}`,
        );
        const rows = piece.lines.map((l) => ({ ...l, id: `${l.shipment_id}-${l.order_id}-${l.pharmacy_id}` }));
        return { rows, total: piece.total };
      });
    },
  },
};

export const franchiseRecallResources: ResourceMap = { recalls: recallsResource('franchise') };
