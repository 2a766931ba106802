import { Pagination, useListContext } from 'react-admin';

/** Page sizes offered; the server caps a page at 100 (D10), so there is no "all". */
export const PAGE_SIZES = [10, 25, 50, 100];

/** The pager, shown only when the total exceeds the page size (spec 000 §2). */
export function ConditionalPagination() {
  const { total, perPage } = useListContext();
  if (total == null || total <= perPage) return null;
  return <Pagination rowsPerPageOptions={PAGE_SIZES} />;
}
