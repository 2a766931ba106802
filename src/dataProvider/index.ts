import type { DataProvider, GetListParams, GetListResult, RaRecord } from 'react-admin';
import type { HttpClient } from '../http/client';

/**
 * How one react-admin resource maps onto the contract's calls. Each method gets the role's HTTP client;
 * a method left out is an operation the resource does not offer.
 */
export interface ResourceMapping {
  getList?: (client: HttpClient, params: GetListParams) => Promise<GetListResult>;
  getOne?: (client: HttpClient, id: RaRecord['id'], meta?: unknown) => Promise<RaRecord>;
  create?: (client: HttpClient, data: Record<string, unknown>) => Promise<RaRecord>;
  update?: (
    client: HttpClient,
    id: RaRecord['id'],
    data: Record<string, unknown>,
    previous: RaRecord,
  ) => Promise<RaRecord>;
  delete?: (client: HttpClient, id: RaRecord['id'], previous?: RaRecord) => Promise<void>;
}

export type ResourceMap = Record<string, ResourceMapping>;

function mapping<K extends keyof ResourceMapping>(
  resources: ResourceMap,
  resource: string,
  op: K,
): NonNullable<ResourceMapping[K]> {
  const fn = resources[resource]?.[op];
  if (!fn) throw new Error(`${op} is not offered for ${resource}`);
  return fn;
}

/**
 * The react-admin dataProvider of an area: the same code for admin and franchise, over that role's
 * client and resource map. Errors carry the server's `code`, `status` and message so authProvider.checkError
 * and the notifications can use them.
 */
export function createDataProvider(client: HttpClient, resources: ResourceMap): DataProvider {
  const provider: DataProvider = {
    getList: (resource, params) => mapping(resources, resource, 'getList')(client, params) as never,
    getOne: async (resource, params) =>
      ({ data: await mapping(resources, resource, 'getOne')(client, params.id, params.meta) }) as never,
    getMany: async (resource, params) => {
      const list = await mapping(
        resources,
        resource,
        'getList',
      )(client, {
        pagination: { page: 1, perPage: 10_000 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      });
      const ids = new Set(params.ids.map(String));
      return { data: list.data.filter((r) => ids.has(String(r.id))) } as never;
    },
    getManyReference: (resource, params) =>
      mapping(
        resources,
        resource,
        'getList',
      )(client, { ...params, filter: { ...params.filter, [params.target]: params.id } }) as never,
    create: async (resource, params) =>
      ({ data: await mapping(resources, resource, 'create')(client, params.data) }) as never,
    update: async (resource, params) =>
      ({
        data: await mapping(resources, resource, 'update')(client, params.id, params.data, params.previousData),
      }) as never,
    updateMany: async (resource, params) => {
      const update = mapping(resources, resource, 'update');
      for (const id of params.ids) await update(client, id, params.data, { id });
      return { data: params.ids } as never;
    },
    delete: async (resource, params) => {
      await mapping(resources, resource, 'delete')(client, params.id, params.previousData);
      return { data: params.previousData ?? { id: params.id } } as never;
    },
    deleteMany: async (resource, params) => {
      const remove = mapping(resources, resource, 'delete');
      for (const id of params.ids) await remove(client, id);
      return { data: params.ids } as never;
    },
  };
  return provider;
}

/**
 * Search, sort and paginate a whole list in the browser, for the calls that answer a plain list
 * (001 §2: "filters client-side on any text field"). `filter.q` matches any text field.
 */
export function listLocally<T extends RaRecord>(items: T[], params: GetListParams): GetListResult<T> {
  const { q, ...rest } = (params.filter ?? {}) as Record<string, unknown>;
  const needle = typeof q === 'string' ? q.trim().toLocaleLowerCase() : '';
  let rows = items.filter((item) => {
    if (
      needle &&
      !Object.values(item).some(
        (v) => (typeof v === 'string' || typeof v === 'number') && String(v).toLocaleLowerCase().includes(needle),
      )
    )
      return false;
    return Object.entries(rest).every(([k, v]) => v === undefined || v === '' || String(item[k]) === String(v));
  });
  const sort = params.sort;
  if (sort?.field) {
    const dir = sort.order === 'DESC' ? -1 : 1;
    rows = [...rows].sort((a, b) => {
      const x = a[sort.field];
      const y = b[sort.field];
      if (typeof x === 'number' && typeof y === 'number') return (x - y) * dir;
      return String(x ?? '').localeCompare(String(y ?? ''), undefined, { numeric: true }) * dir;
    });
  }
  const page = params.pagination?.page ?? 1;
  const perPage = params.pagination?.perPage ?? rows.length;
  return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
}
