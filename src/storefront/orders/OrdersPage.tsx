import { Alert, Box, Card, LinearProgress } from '@mui/material';
import { useCallback, useState } from 'react';
import { ListBase, useListContext, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { OrderStateFilter } from '../../components/OrderStateFilter';
import { PHARMACY_ORDERS_PAGE_SIZE } from '../../contract/constants';
import { ALL_ORDERS_CAP } from '../../dataProvider/pharmacy';
import { DisputeDialog } from '../disputes/DisputeDialog';
import { storefrontPage } from '../layout/storefrontPage';
import { OrderDetailsDialog } from './OrderDetailsDialog';
import { OrdersPagination } from './OrdersPagination';
import { OrdersSearch } from './OrdersSearch';
import { OrdersTable } from './OrdersTable';
import { PageTitle } from '../layout/PageTitle';

/** /pharmacy/orders: search, state filter, paged table (10 by default, or all), details dialog, invoice download (spec 000 §2, §8). */
export const Component = storefrontPage(PharmacyOrders, undefined, 'shop.titles.orders');

// errors yield an empty list (spec 000 §8 "Pharmacy area"): no message
const silent = () => {};

export function PharmacyOrders() {
  const translate = useTranslate();
  const [openId, setOpenId] = useState<number | null>(null);
  const close = useCallback(() => setOpenId(null), []);
  const [linkedDispute, closeLinkedDispute] = useLinkedDispute();
  return (
    <Box data-testid="orders-page">
      {/* search, state filter, page and page size live in the URL: a reload or a shared link keeps them (issue 27 §6) */}
      <ListBase
        resource="orders"
        perPage={PHARMACY_ORDERS_PAGE_SIZE}
        storeKey={false}
        queryOptions={{ retry: false, onError: silent }}
      >
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: { md: 'flex-end' },
            gap: 2,
            mb: 3,
            flexDirection: { xs: 'column', md: 'row' },
          }}
        >
          <PageTitle
            title={translate('shop.orders.title')}
            subtitle={translate('shop.orders.subtitle')}
            spaced={false}
          />
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: { xs: '100%', md: 'auto' } }}>
            <OrderStateFilter />
            <OrdersSearch />
          </Box>
        </Box>
        <CappedNotice />
        <Card>
          <Fetching />
          <OrdersTable onOpen={setOpenId} />
          <OrdersPagination />
        </Card>
      </ListBase>
      <OrderDetailsDialog orderId={openId} onClose={close} />
      <DisputeDialog disputeId={linkedDispute} onClose={closeLinkedDispute} />
    </Box>
  );
}

/** `?dispute=<id>`, the link of a dispute's mail: that dispute opens over its order; closing it leaves the list's search. */
function useLinkedDispute() {
  const [params, setParams] = useSearchParams();
  const value = params.get('dispute') ?? '';
  const id = /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
  const close = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('dispute');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [id, close] as const;
}

/** "All" stops at ALL_ORDERS_CAP orders, and says so. */
function CappedNotice() {
  const translate = useTranslate();
  const { perPage, meta, total } = useListContext();
  if (perPage !== ALL_ORDERS_CAP || !meta?.capped) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="orders-capped">
      {translate('shop.orders.capped', { smart_count: ALL_ORDERS_CAP, total })}
    </Alert>
  );
}

function Fetching() {
  const { isFetching } = useListContext();
  return isFetching ? <LinearProgress sx={{ height: 2 }} /> : null;
}
