import type { GetListParams, RaRecord } from 'react-admin';
import { ApiError, type HttpClient } from '../http/client';
import { listLocally, type ResourceMap } from './index';

/**
 * The admin's fulfilment resources (issue 28, docs/fulfilment.md): the preparation queue (paged by the server,
 * filtered by wilaya and due time), the carriers (a whole list, searched in the browser) and a year's holidays
 * (id: the day). A shipment's tracking is completed with `update('shipments', {id, data: {carrier, tracking_no}})`
 * (PUT /admin/update_shipment_tracking, issue 38 §1).
 */
type Row = RaRecord & Record<string, unknown>;

const fieldErrors = (error: unknown): never => {
  if (error instanceof ApiError && error.result.meta)
    Object.assign(error, { body: { errors: { root: { serverError: error.result.meta } } } });
  throw error;
};

const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

async function preparationPage(client: HttpClient, params: GetListParams) {
  const page = params.pagination?.page ?? 1;
  const perPage = Math.min(params.pagination?.perPage ?? 10, 100);
  const f = (params.filter ?? {}) as Record<string, unknown>;
  const { orders, total } = await client.call<{ orders: Row[]; total: number }>(
    'GET',
    `/admin/preparation_queue/${(page - 1) * perPage}/${perPage}`,
    {
      query: { wilaya: text(f.wilaya), due: text(f.due) },
    },
  );
  return { data: orders, total };
}

const carrierBody = (data: Record<string, unknown>) => ({
  name: data.name,
  tracking_url_template: data.tracking_url_template || null,
  active: data.active !== false,
});

export const fulfilmentResources: ResourceMap = {
  preparation: { getList: preparationPage },
  shipments: {
    update: async (client, id, data) => {
      const [row] = await client
        .call<Row[]>('PUT', '/admin/update_shipment_tracking', {
          body: {
            shipmentId: Number(id),
            tracking_no: data.tracking_no,
            ...('carrier' in data ? { carrier: data.carrier ?? null } : {}),
          },
        })
        .catch(fieldErrors);
      return { ...row!, id: row!.shipment_id as number };
    },
  },
  carriers: {
    getList: async (client, params) => listLocally(await client.call<Row[]>('GET', '/admin/carriers_list'), params),
    getOne: async (client, id) => {
      const row = (await client.call<Row[]>('GET', '/admin/carriers_list')).find((c) => String(c.id) === String(id));
      if (!row) throw new ApiError({ code: 4041, payload: [], meta: null, status: 404 });
      return row;
    },
    create: async (client, data) =>
      (
        await client
          .call<Row[]>('POST', '/admin/add_carrier', { body: carrierBody(data), idempotent: true })
          .catch(fieldErrors)
      )[0]!,
    update: async (client, id, data) =>
      (
        await client
          .call<Row[]>('PUT', '/admin/update_carrier', { body: { id: Number(id), ...carrierBody(data) } })
          .catch(fieldErrors)
      )[0]!,
  },
  holidays: {
    getList: async (client, params) => {
      const year = text(params.filter?.year) ?? String(new Date().getFullYear());
      const rows = await client.call<{ day: string; name: string; fixed: boolean }[]>('GET', '/admin/holidays_list', {
        query: { year },
      });
      return listLocally(
        rows.map((r) => ({ ...r, id: r.day })),
        { ...params, filter: {} },
      );
    },
    create: async (client, data) => {
      const [row] = await client.call<{ day: string; name: string; fixed: boolean }[]>('POST', '/admin/set_holiday', {
        body: { day: data.day, name: data.name },
      });
      return { ...row!, id: row!.day };
    },
    delete: async (client, id) => {
      await client.call('POST', '/admin/delete_holiday', { body: { day: String(id) } });
    },
  },
};
