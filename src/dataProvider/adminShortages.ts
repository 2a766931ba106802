import type { RaRecord } from 'react-admin';
import type { BackorderQueuePage, ProductShortage, UnservedDemandRow } from '../contract/answers/shortages';
import { BACKORDER_QUEUE_SORTS, type BackorderQueueSort } from '../contract/shortages';
import { withFieldErrors } from './admin';
import { listLocally, type ResourceMap } from './index';
import { listPages } from './paging';

/**
 * A product's shortage settings (issue 41, docs/shortages.md) as one record whose id is the product's:
 * its substitutes (`substitute_ids`, in order) and its quota (`per_pharmacy`, `period_days`; both empty: none).
 */
export type ShortageRecord = RaRecord & {
  substitutes: ProductShortage['substitutes'];
  substitute_ids: number[];
  per_pharmacy: number | null;
  period_days: number | null;
  wilaya_shares: { wilaya_id: number; percent: number }[];
};

const recordOf = (s: ProductShortage): ShortageRecord => ({
  id: s.product_id,
  substitutes: s.substitutes,
  substitute_ids: s.substitutes.map((x) => x.id),
  per_pharmacy: s.quota?.per_pharmacy ?? null,
  period_days: s.quota?.period_days ?? null,
  wilaya_shares: s.quota?.wilaya_shares ?? [],
});

const hasValue = (v: unknown) => v !== null && v !== undefined && v !== '';

export const shortageResources: ResourceMap = {
  productShortages: {
    getOne: async (client, id) => {
      const [shortage] = await client.call<ProductShortage[]>('GET', '/admin/product_shortage', {
        query: { productId: String(id) },
      });
      return recordOf(shortage!);
    },
    // two calls, the substitutes then the quota: each is whole on its own, a refusal names its field
    update: async (client, id, data, previous) => {
      const productId = Number(id);
      const ids = Array.isArray(data.substitute_ids) ? data.substitute_ids.map(Number) : [];
      try {
        await client.call('POST', '/admin/set_substitutes', { body: { productId, substitute_ids: ids } });
        if (hasValue(data.per_pharmacy) || hasValue(data.period_days))
          await client.call('POST', '/admin/set_quota', {
            body: {
              productId,
              per_pharmacy: data.per_pharmacy,
              period_days: data.period_days,
              wilaya_shares: (data.wilaya_shares as ShortageRecord['wilaya_shares'] | undefined) ?? [],
            },
          });
        else if (hasValue((previous as ShortageRecord | undefined)?.per_pharmacy))
          await client.call('DELETE', '/admin/delete_quota', { body: { productId } });
      } catch (error) {
        withFieldErrors(error);
      }
      const [shortage] = await client.call<ProductShortage[]>('GET', '/admin/product_shortage', {
        query: { productId: String(productId) },
      });
      return recordOf(shortage!);
    },
  },
  // the waiting back-orders per product or wilaya (filter by: product or wilaya), paged and sorted on the server
  backorders: {
    getList: async (client, params) => {
      const { by } = (params.filter ?? {}) as Record<string, unknown>;
      const field = params.sort?.field as BackorderQueueSort | undefined;
      const sort = field && BACKORDER_QUEUE_SORTS.includes(field) ? field : 'units';
      const query = {
        by: typeof by === 'string' && by ? by : undefined,
        sort,
        order: params.sort?.order === 'ASC' ? 'ASC' : 'DESC',
      };
      return listPages(params, 25, async (offset, limit) => {
        const page = await client.call<BackorderQueuePage>('GET', `/admin/backorders/${offset}/${limit}`, { query });
        return { rows: page.rows, total: page.total };
      });
    },
  },
  // what pharmacies asked for and did not get (filter from, to: Algiers days; by: product or wilaya)
  unservedDemand: {
    getList: async (client, params) => {
      const { from, to, by, ...filter } = (params.filter ?? {}) as Record<string, unknown>;
      const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
      const rows = await client.call<UnservedDemandRow[]>('GET', '/admin/unserved_demand', {
        query: { from: text(from), to: text(to), by: text(by) },
      });
      return listLocally(
        rows.map((r) => ({ ...r, missed_units: r.capped_units + r.refused_units + (r.backorder_lost_units ?? 0) })),
        { ...params, filter },
      );
    },
  },
};
