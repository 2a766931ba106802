import type {
  BrandPricingStats,
  PriceCheck,
  PriceListItemsPreview as PriceListPreview,
} from '../contract/answers/pricing';
import type { RaRecord } from 'react-admin';
import type { PriceScope, PromotionKind, PromotionScope } from '../contract/pricing';
import { ApiError, type HttpClient } from '../http/client';
import { withFieldErrors } from './admin';
import { act } from './backOffice';
import { listLocally, type ResourceMap } from './index';
import type { ActionMeta, ActionResult } from './useAction';

/**
 * The admin's pricing (issue 40, docs/pricing.md): price lists and their items, pharmacy groups, promotions, the
 * products' brands, and the actions that are no resource (set a list's items, preview an import, end a promotion,
 * check a price). The server answers its lists whole: searched, sorted and paged in the browser.
 *
 * A scope's ids are one field on the wire (`scope_ids`) and three in the forms, one per kind of scope, so switching
 * the scope keeps nothing of another kind: `scope_pharmacies`, `scope_group` (one id), `scope_wilayas`.
 */
type Row = RaRecord & Record<string, unknown>;
type Data = Record<string, unknown>;

const first = <T>(payload: unknown): T => (Array.isArray(payload) ? payload[0] : payload) as T;
const notFound = () => new ApiError({ code: 4041, payload: [], meta: null, status: 404 });
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const day = (v: unknown) => (typeof v === 'string' && v ? v : null);
const ids = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number).filter((n) => n > 0) : []);
const optionalNumber = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

/** The record of a list or promotion with its scope ids in the form's field of its scope. */
export function withScopeFields(row: Row): Row {
  const scopeIds = ids(row.scope_ids);
  return {
    ...row,
    scope_pharmacies: row.scope === 'pharmacies' ? scopeIds : [],
    scope_group: row.scope === 'group' ? (scopeIds[0] ?? null) : null,
    scope_wilayas: row.scope === 'wilayas' ? scopeIds : [],
  };
}

/** The `scope_ids` of the form's scope. */
export function scopeIdsOf(data: Data): number[] {
  if (data.scope === 'pharmacies') return ids(data.scope_pharmacies);
  if (data.scope === 'group') return data.scope_group ? [Number(data.scope_group)] : [];
  if (data.scope === 'wilayas') return ids(data.scope_wilayas);
  return [];
}

/** A refused save: the server's `scope_ids` error shows under the scope's picker. */
const scopeErrors = (data: Data) => (e: unknown) =>
  withFieldErrors(e, { scope_ids: `scope_${data.scope === 'group' ? 'group' : String(data.scope)}` });

export const priceListBody = (data: Data) => ({
  name: text(data.name),
  scope: data.scope as PriceScope,
  scope_ids: scopeIdsOf(data),
  valid_from: day(data.valid_from),
  valid_to: day(data.valid_to),
});

export function promotionBody(data: Data) {
  const kind = data.kind as PromotionKind;
  const scope = (data.scope || 'all') as PromotionScope;
  const body: Data = {
    name: text(data.name),
    kind,
    product_ids: ids(data.product_ids),
    brand: text(data.brand) || null,
    min_quantity: optionalNumber(data.min_quantity),
    scope,
    scope_ids: scope === 'all' ? [] : scopeIdsOf(data),
    valid_from: day(data.valid_from),
    valid_to: day(data.valid_to),
    combinable: Boolean(data.combinable),
  };
  if (kind === 'free_units') {
    body.buy_quantity = Number(data.buy_quantity);
    body.free_quantity = Number(data.free_quantity);
    body.max_free_units = optionalNumber(data.max_free_units);
  } else {
    body.percent = Number(data.percent);
    body.category_id = optionalNumber(data.category_id);
  }
  return body;
}

const priceLists = (client: HttpClient) => client.call<Row[]>('GET', '/admin/price_lists');
const groups = (client: HttpClient) => client.call<Row[]>('GET', '/admin/pharmacy_groups');
const promotions = (client: HttpClient, state?: string) =>
  client.call<Row[]>('GET', '/admin/promotions', { query: state ? { state } : undefined });

const oneOf = async (rows: Promise<Row[]>, id: RaRecord['id']) => {
  const row = (await rows).find((r) => String(r.id) === String(id));
  if (!row) throw notFound();
  return row;
};

export const pricingResources: ResourceMap = {
  priceLists: {
    getList: async (client, params) => listLocally((await priceLists(client)).map(withScopeFields), params),
    getOne: async (client, id) => withScopeFields(await oneOf(priceLists(client), id)),
    create: async (client, data) => {
      const body = priceListBody(data);
      const payload = await client
        .call('POST', '/admin/add_price_list', { body, idempotent: true })
        .catch(scopeErrors(data));
      const id = Number(first<{ price_list_id: number }>(payload).price_list_id);
      return withScopeFields({ ...body, id, items_count: 0 });
    },
    update: async (client, id, data, previous) => {
      const body = priceListBody(data);
      await client
        .call('PUT', '/admin/update_price_list', { body: { id: Number(id), ...body } })
        .catch(scopeErrors(data));
      return withScopeFields({ ...previous, ...body, id });
    },
    delete: async (client, id) => {
      await client.call('DELETE', '/admin/delete_price_list', { body: { id: Number(id) } });
    },
  },
  // one list's items (filter priceListId); a row's id is its product and minimum, unique in a list
  priceListItems: {
    getList: async (client, params) => {
      const priceListId = Number(params.filter?.priceListId);
      if (!priceListId) return { data: [], total: 0 };
      const rows = await client.call<Row[]>('GET', '/admin/price_list_items', { query: { priceListId } });
      const data = rows.map((r) => ({ ...r, id: `${String(r.product_id)}:${String(r.min_quantity)}` }));
      return { data, total: data.length };
    },
  },
  pharmacyGroups: {
    getList: async (client, params) => listLocally(await groups(client), params),
    getOne: async (client, id) => oneOf(groups(client), id),
    create: async (client, data) => {
      const body = { name: text(data.name), pharmacy_ids: ids(data.pharmacy_ids) };
      const payload = await client
        .call('POST', '/admin/add_pharmacy_group', { body, idempotent: true })
        .catch((e) => withFieldErrors(e));
      const added = first<Row | undefined>(payload);
      const id = Number(added?.group_id ?? added?.pharmacy_group_id ?? added?.id);
      return { ...body, id, members_count: body.pharmacy_ids.length };
    },
    update: async (client, id, data, previous) => {
      const body = { name: text(data.name), pharmacy_ids: ids(data.pharmacy_ids) };
      await client
        .call('PUT', '/admin/update_pharmacy_group', { body: { id: Number(id), ...body } })
        .catch((e) => withFieldErrors(e));
      return { ...previous, ...body, id, members_count: body.pharmacy_ids.length };
    },
    delete: async (client, id) => {
      await client.call('DELETE', '/admin/delete_pharmacy_group', { body: { id: Number(id) } });
    },
  },
  // filter.state: running (the default), coming or ended (the screen's tabs)
  promotions: {
    getList: async (client, params) => {
      const { state, ...filter } = (params.filter ?? {}) as Data;
      const rows = await promotions(client, typeof state === 'string' && state ? state : 'running');
      return listLocally(rows.map(withScopeFields), { ...params, filter });
    },
    getOne: async (client, id) => withScopeFields(await oneOf(promotions(client), id)),
    create: async (client, data) => {
      const body = promotionBody(data);
      const payload = await client
        .call('POST', '/admin/add_promotion', { body, idempotent: true })
        .catch(scopeErrors(data));
      const id = Number(first<{ promotion_id: number }>(payload).promotion_id);
      return withScopeFields({ ...body, id, free_units_given: 0 });
    },
    update: async (client, id, data, previous) => {
      const body = promotionBody(data);
      await client
        .call('PUT', '/admin/update_promotion', { body: { id: Number(id), ...body } })
        .catch(scopeErrors(data));
      return withScopeFields({ ...previous, ...body, id });
    },
  },
  // per laboratory over a period (filter from, to: YYYY-MM-DD; the server's default period when absent)
  laboratories: {
    getList: async (client, params) => {
      const { from, to, ...filter } = (params.filter ?? {}) as Data;
      const stats = await client.call<BrandPricingStats>('GET', '/admin/brand_pricing_stats', {
        query: {
          from: typeof from === 'string' && from ? from : undefined,
          to: typeof to === 'string' && to ? to : undefined,
        },
      });
      return listLocally(
        stats.brands.map((b) => ({ ...b, id: b.brand })),
        { ...params, filter },
      );
    },
  },
  // the products' distinct brands (laboratories), for the filters and the promotion form
  brands: {
    getList: async (client, params) => {
      const names = await client.call<string[]>('GET', '/admin/brands');
      return listLocally(
        names.filter(Boolean).map((name) => ({ id: name, name })),
        params,
      );
    },
  },
};

// the answers, typed once in the contract (src/contract/answers/pricing.ts)
export type {
  PharmacyGroup,
  PriceCheck,
  PriceList,
  PriceListItem,
  PriceListItemsPreview as PriceListPreview,
  Promotion,
} from '../contract/answers/pricing';

/** The pricing actions of the admin's dataProvider (adminArea.ts). */
export interface PricingCalls {
  /** POST /admin/set_price_list_items: replaces the list's items (several of one product are its tiers) */
  setPriceListItems(
    body: { priceListId: number; items: { product_id: number; price: number; min_quantity?: number }[] },
    meta?: ActionMeta,
  ): Promise<ActionResult>;
  /** POST /admin/price_list_items_preview: an import's lines matched to products, and those that match none */
  previewPriceListItems(
    body: { lines: { ref: string; price: number; min_quantity?: number }[] },
    meta?: ActionMeta,
  ): Promise<ActionResult<PriceListPreview>>;
  /** POST /admin/end_promotion */
  endPromotion(body: { id: number }, meta?: ActionMeta): Promise<ActionResult>;
  /** POST /admin/price_check: what a pharmacy pays for a product at a quantity, and which rule gave it */
  priceCheck(
    body: { pharmacy_id: number; product_id: number; quantity: number },
    meta?: ActionMeta,
  ): Promise<ActionResult<PriceCheck>>;
}

const firstOf = async <P>(result: Promise<ActionResult<unknown>>): Promise<ActionResult<P>> => {
  const { data, message } = await result;
  return { data: first<P>(data), message };
};

export function pricingCalls(client: HttpClient): PricingCalls {
  return {
    setPriceListItems: (body) => act(client, 'POST', '/admin/set_price_list_items', { body }),
    previewPriceListItems: (body) =>
      firstOf<PriceListPreview>(act(client, 'POST', '/admin/price_list_items_preview', { body })),
    endPromotion: (body) => act(client, 'POST', '/admin/end_promotion', { body }),
    priceCheck: (body) => firstOf<PriceCheck>(act(client, 'POST', '/admin/price_check', { body })),
  };
}
