import { Pagination, useListContext, useTranslate } from 'react-admin';

/**
 * "All" rows: asked as one large page, never as -1 (D10). The orders are fetched from the server 100 at a
 * time up to this many (dataProvider/admin.ts).
 */
export const ALL_ROWS = 5000;

/** Page sizes 10, 25, 50, 100 and all; the pager shows when there is more than one page's worth (001 §2). */
export function AdminPagination() {
  const translate = useTranslate();
  const { total, perPage } = useListContext();
  if (total == null || total <= Math.min(perPage, 10)) return null;
  return (
    <Pagination rowsPerPageOptions={[10, 25, 50, 100, { label: translate('adminUi.list.all'), value: ALL_ROWS }]} />
  );
}
