import type { DataProvider, GetListParams, RaRecord } from 'react-admin';

/** Rows one export takes at most (the list's search and sort apply). */
export const EXPORT_MAX_ROWS = 5000;

/**
 * The rows an export of a list writes: every row of its filter, in its sort, up to EXPORT_MAX_ROWS, asked as one
 * page of the resource's dataProvider (which asks the server in pieces: collectPages).
 */
export async function listRowsToExport<R extends RaRecord>(
  dataProvider: DataProvider,
  resource: string,
  { filter, sort }: Pick<GetListParams, 'filter' | 'sort'>,
): Promise<R[]> {
  const { data } = await dataProvider.getList<R>(resource, {
    filter,
    sort,
    pagination: { page: 1, perPage: EXPORT_MAX_ROWS },
  });
  return data;
}
