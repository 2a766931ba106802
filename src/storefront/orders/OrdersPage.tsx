import Download from '@mui/icons-material/DownloadOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import {
  Alert,
  Box,
  Card,
  CircularProgress,
  IconButton,
  InputAdornment,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { areaInvoice, type InvoiceMessages, useInvoiceDownload } from '../../components/useInvoiceDownload';
import { formatDate, formatDZD, PHARMACY_ORDERS_PAGE_SIZE } from '../../contract/constants';
import { ALL_ORDERS_CAP } from '../../dataProvider/pharmacy';
import { clients } from '../../http/clients';
import { storefrontPage } from '../layout/storefrontPage';
import { OrderDetailsDialog } from './OrderDetailsDialog';
import { OrderStateChip } from '../../components/OrderStateChip';
import { INVOICED_ORDER_STATES } from '../../contract/orderStates';
import { AwaitingPaymentActions } from './AwaitingPaymentActions';
import { ReorderButton } from './ReorderButton';
import type { OrderRow } from './types';
import { useLang } from '../../i18n/useLang';

/** /pharmacy/orders: search, paged table (10 by default), details dialog, invoice download (spec 000 §2, §8). */
export const Component = storefrontPage(PharmacyOrders, undefined, 'shop.titles.orders');

const ALL = -1;

const invoiceMessages: InvoiceMessages = {
  invalid: 'shop.orders.invoiceInvalid',
  format: 'shop.orders.invoiceFormat',
  done: 'shop.orders.invoiceDone',
  failed: 'shop.orders.invoiceFailed',
};
const fetchInvoice = areaInvoice(clients.pharmacy);

function PharmacyOrders() {
  const translate = useTranslate();
  const lang = useLang();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(PHARMACY_ORDERS_PAGE_SIZE);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<number | null>(null);
  const { download, pending } = useInvoiceDownload(fetchInvoice, invoiceMessages);
  // errors yield an empty list (spec 000 §8 "Pharmacy area"); "All" is asked page by page up to ALL_ORDERS_CAP
  const { data, total: listed, meta, isFetching } = useGetList<OrderRow>(
    'orders',
    { pagination: { page: size === ALL ? 1 : page, perPage: size === ALL ? ALL_ORDERS_CAP : size }, filter: { q: search } },
    { placeholderData: keepPreviousData, retry: false },
  );
  const close = useCallback(() => setOpenId(null), []);
  const orders = data ?? [];
  const total = listed ?? 0;

  return (
    <Box data-testid="orders-page">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: { md: 'flex-end' }, gap: 2, mb: 3, flexDirection: { xs: 'column', md: 'row' } }}>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
            {translate('shop.orders.title')}
          </Typography>
          <Typography color="text.secondary">{translate('shop.orders.subtitle')}</Typography>
        </Box>
        <TextField
          type="search"
          size="small"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            // the search runs on Enter and goes back to page 1; the text is trimmed and sent only if non-empty
            if (e.key !== 'Enter') return;
            setSearch(typed.trim());
            setPage(1);
          }}
          placeholder={translate('shop.orders.search')}
          sx={{ width: { xs: '100%', md: 340 }, '& .MuiOutlinedInput-root': { bgcolor: 'background.paper', borderRadius: 3 } }}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> },
            htmlInput: { 'aria-label': translate('shop.orders.search'), 'data-testid': 'orders-search' },
          }}
        />
      </Box>
      {size === ALL && meta?.capped && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="orders-capped">
          {translate('shop.orders.capped', { smart_count: ALL_ORDERS_CAP, total })}
        </Alert>
      )}
      <Card>
        {isFetching && <LinearProgress sx={{ height: 2 }} />}
        <TableContainer>
          <Table>
            <TableHead>
              <TableRow sx={{ '& th': { fontWeight: 700, whiteSpace: 'nowrap' } }}>
                <TableCell>{translate('shop.orders.orderNo')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{translate('shop.orders.pharmacy')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{translate('shop.orders.date')}</TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {translate('shop.orders.amount')}
                </TableCell>
                <TableCell>{translate('shop.orders.status')}</TableCell>
                <TableCell align="right">{translate('shop.orders.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {orders.map((o) => (
                <TableRow key={o.id} hover data-testid={`order-${o.order_no}`}>
                  <TableCell sx={{ fontWeight: 600, fontFamily: 'ui-monospace, monospace', fontSize: { xs: 12.5, sm: 14 }, whiteSpace: 'nowrap' }}>
                    {o.order_no}
                    {/* phones and tablets have no date and amount columns: both go under the number */}
                    <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'block', md: 'none' }, fontSize: 12.5 }} data-testid="order-date-amount">
                      {o.order_date ? formatDate(o.order_date) : ''}
                      {o.order_price !== undefined ? ` · ${formatDZD(o.order_price, lang)}` : ''}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{o.pharmacy_name}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{o.order_date ? formatDate(o.order_date) : ''}</TableCell>
                  <TableCell align="right" sx={{ display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap' }}>
                    {o.order_price !== undefined ? formatDZD(o.order_price, lang) : ''}
                  </TableCell>
                  <TableCell>
                    <OrderStateChip state={o.state} reason={o.state_reason} />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {/* on phones they are in the details dialog, the row has no room for them */}
                    <Box sx={{ display: { xs: 'none', sm: 'flex', lg: 'inline-flex' }, flexDirection: { sm: 'column', lg: 'row' }, alignItems: 'flex-end', justifyContent: 'flex-end', verticalAlign: 'middle', gap: 0.5 }}>
                      <AwaitingPaymentActions order={o} />
                    </Box>
                    {/* on phones "order again" is in the details dialog: the row has room for two icons */}
                    <Box component="span" sx={{ display: { xs: 'none', sm: 'inline-block' } }}>
                      <ReorderButton orderId={o.id} orderNo={o.order_no} />
                    </Box>
                    <Tooltip title={translate('shop.orders.view')}>
                      <IconButton aria-label={translate('shop.orders.view')} onClick={() => setOpenId(o.id)} data-testid={`view-${o.order_no}`}>
                        <Visibility />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={translate('shop.orders.invoice')}>
                      <span>
                        <IconButton aria-label={translate('shop.orders.invoice')} onClick={() => download(o)} disabled={pending === o.id || !INVOICED_ORDER_STATES.includes(o.state as never)} data-testid={`invoice-${o.order_no}`}>
                          {pending === o.id ? <CircularProgress size={20} /> : <Download />}
                        </IconButton>
                      </span>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ))}
              {!isFetching && orders.length === 0 && (
                <TableRow>
                  <TableCell colSpan={6} sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
                    {translate('shop.orders.none')}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        {total > 0 && (
          <TablePagination
            component="div"
            count={total}
            page={size === ALL ? 0 : page - 1}
            rowsPerPage={size}
            rowsPerPageOptions={[10, 25, 50, 100, { label: translate('shop.orders.all'), value: ALL }]}
            onPageChange={(_, p) => setPage(p + 1)}
            onRowsPerPageChange={(e) => {
              setSize(Number(e.target.value));
              setPage(1);
            }}
            labelRowsPerPage={translate('shop.orders.rowsPerPage')}
            labelDisplayedRows={({ from, to, count }) => translate('shop.orders.of', { from, to, count })}
          />
        )}
      </Card>
      <OrderDetailsDialog orderId={openId} onClose={close} />
    </Box>
  );
}
