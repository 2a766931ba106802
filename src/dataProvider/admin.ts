import type { GetListParams, RaRecord } from 'react-admin';
import { CATEGORY_FIELDS, FRANCHISE_FIELDS, PHARMACY_FIELDS, PRODUCT_FIELDS } from '../contract/adminFields';
import { ORDER_STATUS } from '../contract/constants';
import { ApiError, type HttpClient } from '../http/client';
import { disputesResource } from './disputes';
import { listLocally, type ResourceMap } from './index';
import { listPages } from './paging';
import { orderListFilters } from '../contract/orderFilters';
import { orderListQuery } from './orderQuery';
import { productBasisOf, versionOf, withCurrentRecord } from './staleEdit';
import { fulfilmentResources } from './adminFulfilment';
import { lotResources } from './adminLots';
import { adminRecallResources } from './recalls';
import { receivableResources } from './receivables';

/**
 * The admin resources (spec 001 §2) mapped onto the contract's calls (001 §7). Lists the server answers whole
 * are searched, sorted and paginated in the browser; the orders and products are paginated by the server (D10, D22).
 */

type Row = RaRecord & Record<string, unknown>;
type Data = Record<string, unknown>;

/** A refused save carries its field errors the way react-admin forms read them (`body.errors`). */
export function withFieldErrors(error: unknown, rename: Record<string, string> = {}): never {
  if (error instanceof ApiError) {
    const payload = Array.isArray(error.result.payload)
      ? (error.result.payload as { path?: unknown; msg?: unknown }[])
      : [];
    const errors: Record<string, string> = {};
    for (const item of payload)
      if (item && typeof item.path === 'string' && typeof item.msg === 'string' && item.msg)
        errors[rename[item.path] ?? item.path] ??= item.msg;
    if (Object.keys(errors).length) Object.assign(error, { body: { errors } });
  }
  throw error;
}

const first = <T>(payload: unknown): T => (Array.isArray(payload) ? payload[0] : payload) as T;

/** A refused update: the record as it is now on a stale save (D23), field errors on the form's fields. */
const updateRefused =
  (rename: Record<string, string> = {}, toRecord?: (row: Row) => Row) =>
  (error: unknown): never =>
    withFieldErrors(withCurrentRecord(error, toRecord as never), rename);

/** Only the fields a call takes: react-admin adds ids and read-only fields to what a form submits. */
const pick = (data: Data, fields: readonly string[]) =>
  Object.fromEntries(fields.filter((f) => f in data).map((f) => [f, data[f] ?? '']));

/** A picked image of the add-product form (001 §4: exactly one main). */
export interface PickedImage {
  file: File;
  main: boolean;
}

/**
 * The form's fields, its optional GTIN (issue 29, shown since issue 38 §4) and brand (the laboratory, issue 40):
 * '' clears them.
 */
const PRODUCT_SENT = [...new Set([...PRODUCT_FIELDS, 'gtin', 'brand'])];

/** The multipart body of add_product (D9): fields, then each `images` file followed by its `mainImage` flag. */
export function productFormData(data: Data): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(pick(data, PRODUCT_SENT))) form.append(k, String(v ?? ''));
  const images = (Array.isArray(data.pictures) ? data.pictures : []) as PickedImage[];
  const mainIndex = Math.max(
    0,
    images.findIndex((i) => i.main),
  );
  images.forEach((img, i) => {
    form.append('images', img.file, img.file.name);
    form.append('mainImage', i === mainIndex ? '1' : '0');
  });
  return form;
}

async function getAll(client: HttpClient, path: string, query?: Record<string, string | number>) {
  return client.call<Row[]>('GET', path, { query });
}

/**
 * A list the server pages (D10, D22), at most 100 rows a call: a bigger page ("all", CSV export) is fetched in
 * pieces (collectPages). `call` asks one piece and answers its rows and the server's total.
 */
const serverPages = (
  params: GetListParams,
  call: (offset: number, limit: number) => Promise<{ rows: Row[]; total: number }>,
) => listPages(params, 10, call);

const searchOf = (params: GetListParams) => (typeof params.filter?.q === 'string' ? params.filter.q.trim() : '');

/** Orders, newest first, searched, filtered and sorted by the server. */
const orderPages = (client: HttpClient, params: GetListParams) => {
  const q = searchOf(params);
  const query = orderListQuery(params, orderListFilters('admin'));
  return serverPages(params, async (offset, limit) => {
    const payload = await client.call<{ orders: Row[]; total: number } | Row[]>(
      'GET',
      `/admin/orders_list/${offset}/${limit}`,
      {
        query: { search: q || undefined, ...query },
      },
    );
    // 001 §7: the payload is {orders, total} or a plain list
    return Array.isArray(payload)
      ? { rows: payload, total: offset + payload.length }
      : { rows: payload.orders, total: payload.total };
  });
};

/** Products, searched, sorted and paged by the server (products_list with offset/limit, D22). */
const productPages = (client: HttpClient, params: GetListParams) => {
  const q = searchOf(params);
  const field = params.sort?.field;
  const sort =
    field && ['name', 'ref', 'price', 'customer_price', 'cost'].includes(field)
      ? `${params.sort?.order === 'DESC' ? '-' : ''}${field}`
      : 'name';
  return serverPages(params, async (offset, limit) => {
    const query: Record<string, string | number> = { offset, limit, sort };
    if (q) query.search = q;
    if (params.filter?.low_stock) query.low_stock = '1';
    if (params.filter?.without_ar) query.without_ar = '1';
    if (typeof params.filter?.brand === 'string' && params.filter.brand) query.brand = params.filter.brand;
    const { products, total } = await client.call<{ products: Row[]; total: number }>('GET', '/admin/products_list', {
      query,
    });
    return { rows: products, total };
  });
};

/** The pharmacy form edits `wilaya_id` (the record's `wilaya` is the wilaya's name) and sends it as `wilaya`. */
const pharmacyBody = (data: Data) => pick({ ...data, wilaya: data.wilaya_id ?? data.wilaya }, PHARMACY_FIELDS);

const pharmacyErrors = (e: unknown) => withFieldErrors(e, { wilaya: 'wilaya_id' });

/** A pharmacy record with the form's field names next to the contract's ones. */
const pharmacyRecord = (r: Row): Row => ({
  ...r,
  pharm_email: r.email,
  pharm_phone1: r.phone1,
  pharm_phone2: r.phone2,
});

export const adminResourceMap: ResourceMap = {
  fra: {
    getList: async (client, params) => listLocally(await getAll(client, '/admin/franchise_list'), params),
    getOne: async (client, id) => first<Row>(await client.call('POST', '/admin/franchise_details', { body: { id } })),
    create: (client, data) =>
      client
        .call('POST', '/admin/add_franchise', { body: pick(data, FRANCHISE_FIELDS) })
        .then((p) => first<Row>(p), withFieldErrors),
    update: (client, id, data, previous) =>
      client
        .call('PUT', '/admin/update_franchise', {
          body: { fraId: id, ...pick(data, FRANCHISE_FIELDS), ...versionOf(previous) },
        })
        .then((p) => first<Row>(p), updateRefused()),
    delete: async (client, id) => {
      await client.call('DELETE', '/admin/delete_franchise', { body: { id } });
    },
  },
  wilayaFranchisees: {
    getList: async (client, params) => {
      const wilaya = params.filter?.wilaya;
      const rows = await getAll(client, '/admin/wilaya_s_franchisees', wilaya ? { wilaya: String(wilaya) } : undefined);
      return listLocally(rows, { ...params, filter: {} });
    },
  },
  wilayas: {
    getList: async (client, params) => listLocally(await getAll(client, '/wilayas_list'), params),
  },
  categories: {
    getList: async (client, params) => listLocally(await getAll(client, '/admin/categories_list'), params),
    getOne: async (client, id) => {
      const row = (await getAll(client, '/admin/categories_list')).find((c) => String(c.id) === String(id));
      if (!row) throw new ApiError({ code: 4041, payload: [], meta: null, status: 404 });
      return row;
    },
    // one Idempotency-Key per click: a repeat after a lost answer creates nothing more (issue 26 §7)
    create: (client, data) =>
      client
        .call('POST', '/admin/add_category', { body: pick(data, CATEGORY_FIELDS), idempotent: true })
        .then((p) => first<Row>(p), withFieldErrors),
    update: (client, id, data, previous) =>
      client
        .call('PUT', '/admin/update_category', {
          body: { catId: id, ...pick(data, CATEGORY_FIELDS), ...versionOf(previous) },
        })
        .then((p) => first<Row>(p), updateRefused()),
    delete: async (client, id) => {
      await client.call('DELETE', '/admin/delete_category', { body: { id } });
    },
  },
  product: {
    /** `filter.low_stock` asks the server for the products under LOW_STOCK_THRESHOLD only. */
    getList: productPages,
    getOne: async (client, id) => first<Row>(await client.call('POST', '/admin/product_details', { body: { id } })),
    // the server names the files `images` (D9); the form's picker is `pictures`
    create: (client, data) =>
      client.call('POST', '/admin/add_product', { form: productFormData(data) }).then(
        (p) => first<Row>(p),
        (e) => withFieldErrors(e, { images: 'pictures' }),
      ),
    // the stock typed is applied as a change from the stock the form loaded (D24)
    update: (client, id, data, previous) =>
      client
        .call('PUT', '/admin/update_product', {
          body: { prodId: id, ...pick(data, PRODUCT_SENT), ...productBasisOf(previous) },
        })
        .then((p) => first<Row>(p), updateRefused()),
    delete: async (client, id) => {
      await client.call('PUT', '/admin/delete_product', { body: { id } });
    },
  },
  pharmacies: {
    getList: async (client, params) => listLocally(await getAll(client, '/admin/pharmacies_list'), params),
    getOne: async (client, id) =>
      pharmacyRecord(first<Row>(await client.call('POST', '/admin/pharmacy_details', { body: { id } }))),
    create: (client, data) =>
      client
        .call('POST', '/admin/add_pharmacy', { body: pharmacyBody(data) })
        .then((p) => first<Row>(p), pharmacyErrors),
    update: (client, id, data, previous) => {
      const body = pharmacyBody(data);
      return client
        .call('PUT', '/admin/update_pharmacy', {
          body: { id, ...body, fra_id: body.franchise_fk, ...versionOf(previous) },
        })
        .then((p) => first<Row>(p), updateRefused({ wilaya: 'wilaya_id' }, pharmacyRecord));
    },
    delete: async (client, id) => {
      await client.call('DELETE', '/admin/delete_pharmacy', { body: { id } });
    },
  },
  orders: {
    getList: orderPages,
    getOne: async (client, id) => {
      const { order, details, fulfilment, shipments } = await client.call<{
        order: Row;
        details: Row[];
        fulfilment?: Row;
        shipments?: Row[];
      }>('POST', '/admin/order_details', {
        body: { orderId: id },
      });
      // issue 28: where the order is (fulfilment_view) and what left the warehouse
      return {
        ...order,
        id: order.id ?? id,
        details,
        fulfilment: fulfilment?.state ?? null,
        fulfilment_view: fulfilment,
        shipments: shipments ?? [],
      };
    },
    /** The status chip sends `{status}`, the note dialog `{note}` (001 §2), the reject dialog `{rejection_reason}` (issue 26). */
    update: async (client, id, data, previous) => {
      if ('rejection_reason' in data) {
        const done = first<Row>(
          await client
            .call('POST', '/admin/reject_order', { body: { orderId: id, reason: data.rejection_reason } })
            .catch(withFieldErrors),
        );
        return { ...previous, ...done, id, state: 'rejected', state_reason: null };
      }
      if ('note' in data) {
        await client.call('POST', '/admin/add_note', { body: { orderId: id, note: data.note } }).catch(withFieldErrors);
        return { ...previous, id, note: String(data.note ?? '').trim() };
      }
      await client.call('PUT', '/admin/update_order_status', { body: { orderId: id, status: data.status } });
      // only a cash order's status changes (D13): its state in words follows at once, without a reload
      const status = Number(data.status);
      return {
        ...previous,
        id,
        status,
        state: status === ORDER_STATUS.PAID ? 'validated' : 'awaiting_validation',
        state_reason: null,
      };
    },
  },
  audit: { getList: auditPages },
  ...fulfilmentResources,
  ...lotResources,
  ...adminRecallResources,
  disputes: disputesResource('admin'),
  ...receivableResources('admin'),
};

/**
 * The audit log (issue 16), paged and filtered by the server; read-only. A page above the server's 100 rows (the
 * export) is asked in pieces, so it holds every entry of the filter.
 */
async function auditPages(client: HttpClient, params: GetListParams) {
  const f = (params.filter ?? {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  const query = {
    search: text(f.q),
    actor: text(f.actor),
    resource: text(f.resource),
    from: text(f.from),
    to: text(f.to),
  };
  return listPages(params, 25, async (offset, limit) => {
    const { entries, total } = await client.call<{ entries: Row[]; total: number }>(
      'GET',
      `/admin/audit_log/${offset}/${limit}`,
      { query },
    );
    return { rows: entries, total };
  });
}

export async function addProductImage(client: HttpClient, productId: RaRecord['id'], file: File, main = false) {
  const form = new FormData();
  form.append('image', file, file.name);
  form.append('productId', String(productId));
  if (main) form.append('mainImage', '1');
  return first<Row>(await client.call('POST', '/admin/add_product_image', { form }));
}

export async function deleteProductImage(client: HttpClient, productId: RaRecord['id'], imageId: RaRecord['id']) {
  return first<Row>(await client.call('DELETE', '/admin/delete_product_image', { body: { imageId, productId } }));
}

/** The added call `PUT /admin/set_main_image` (D22). */
export async function setMainImage(client: HttpClient, productId: RaRecord['id'], imageId: RaRecord['id']) {
  return first<Row>(await client.call('PUT', '/admin/set_main_image', { body: { productId, imageId } }));
}
