import { TablePagination } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { ALL_ORDERS_CAP } from '../../dataProvider/pharmacy';

/** MUI's "all rows" value; the list then asks ALL_ORDERS_CAP orders, page by page (dataProvider). */
const ALL = -1;

/** Pages of 10, 25, 50, 100 or "All" (one page, up to ALL_ORDERS_CAP); shown once there are orders. */
export function OrdersPagination() {
  const translate = useTranslate();
  const { page, perPage, setPage, setPerPage, total } = useListContext();
  if (!total) return null;
  const all = perPage === ALL_ORDERS_CAP;
  return (
    <TablePagination
      component="div"
      count={total}
      page={all ? 0 : page - 1}
      rowsPerPage={all ? ALL : perPage}
      rowsPerPageOptions={[10, 25, 50, 100, { label: translate('shop.orders.all'), value: ALL }]}
      onPageChange={(_, p) => setPage(p + 1)}
      onRowsPerPageChange={(e) => {
        const size = Number(e.target.value);
        setPerPage(size === ALL ? ALL_ORDERS_CAP : size);
      }}
      labelRowsPerPage={translate('shop.orders.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) => translate('shop.orders.of', { from, to, count })}
    />
  );
}
