import Visibility from '@mui/icons-material/VisibilityOutlined';
import { Alert, Box, Button, Card, IconButton, Tooltip } from '@mui/material';
import { DataTable, List, SimpleList, SimpleListClasses, useListContext, useNotify, useTranslate } from 'react-admin';
import { formatDate, formatDZD, FRANCHISE_ORDERS_PAGE_SIZE, SNACKBAR_MS } from '../../contract/constants';
import { useLang } from '../../i18n/useLang';
import type { FranchiseOrder } from '../../dataProvider/franchise';
import { NetworkError } from '../../http/client';
import { ConditionalPagination } from '../common/ConditionalPagination';
import { ListSearch } from '../../components/ListSearch';
import { ListCount } from '../common/ListCount';
import { PageHeader } from '../../components/PageHeader';
import { OrderStateChip } from '../../components/OrderStateChip';
import { OrderStateFilter } from '../../components/OrderStateFilter';
import { FulfilmentChip } from '../../components/FulfilmentChip';
import { FulfilmentFilter } from '../../components/FulfilmentFilter';
import { OrderDateFilters } from '../../components/OrderFilters';
import { useIsPhone } from '../common/useIsPhone';
import { useRouteDialog } from '../../components/useRouteDialog';
import { InvoiceButton } from './InvoiceButton';
import { OrderDetailsDialog } from './OrderDetailsDialog';

/**
 * /franchise/orders (spec 000 §2): search on Enter, server-paginated table (50 a page), order state in words and its filter, details
 * dialog at /franchise/orders/:id/show and invoice download. A session that ends (4031, 4041) is handled
 * by the client and the area's layout: tokens cleared, back to the sign-in.
 */
export function OrderList() {
  const translate = useTranslate();
  const notify = useNotify();
  const { showId, close, open } = useRouteDialog();

  const onError = (error: unknown) => {
    const key = error instanceof NetworkError ? 'franchise.orders.errors.load' : 'franchise.orders.errors.fetch';
    notify(key, { type: 'error', autoHideDuration: SNACKBAR_MS });
  };

  return (
    <Box data-testid="franchise-orders">
      <PageHeader title={translate('franchise.orders.title')} subtitle={translate('franchise.orders.subtitle')} />
      <List
        resource="orders"
        perPage={FRANCHISE_ORDERS_PAGE_SIZE}
        sort={{ field: 'order_date', order: 'DESC' }}
        actions={false}
        title={false}
        empty={false}
        pagination={<ConditionalPagination />}
        queryOptions={{ onError }}
        error={<ListError />}
        component={Box}
        disableSyncWithLocation={false}
      >
        <Card sx={{ overflow: 'hidden' }}>
          <Box
            sx={{
              p: 2,
              borderBottom: 1,
              borderColor: 'divider',
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              flexWrap: 'wrap',
            }}
          >
            <ListSearch
              placeholder={translate('franchise.orders.searchPlaceholder')}
              texts="franchise.common"
              testId="orders-search"
            />
            <OrderStateFilter />
            <FulfilmentFilter />
            <OrderDateFilters texts="franchise.orders.filters" />
            <ListCount messageKey="franchise.orders.count" />
          </Box>
          <OrdersTable onOpen={(id) => open('show', id)} />
        </Card>
      </List>
      <OrderDetailsDialog id={showId} onClose={close} />
    </Box>
  );
}

function OrdersTable({ onOpen }: { onOpen: (id: FranchiseOrder['id']) => void }) {
  const translate = useTranslate();
  const lang = useLang();
  const phone = useIsPhone();
  const empty = (
    <Box sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }} data-testid="orders-empty">
      {translate('franchise.orders.empty')}
    </Box>
  );
  const click = (id: FranchiseOrder['id']) => {
    onOpen(id);
    return false as const;
  };
  if (phone)
    return (
      <SimpleList<FranchiseOrder>
        primaryText={(r) => r.order_no}
        secondaryText={(r) => `${r.pharmacy_name} · ${formatDate(r.order_date)} · ${formatDZD(r.order_price, lang)}`}
        tertiaryText={(r) => (
          <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, flexWrap: 'wrap' }}>
            <OrderStateChip state={r.state} reason={r.state_reason} />
            <FulfilmentChip state={r.fulfilment} />
          </Box>
        )}
        // react-admin fades the tertiary text (opacity 0.54): the state chip keeps its full colours, readable
        sx={{ [`& .${SimpleListClasses.tertiary}`]: { opacity: 1 } }}
        rowClick={click}
        empty={empty}
        data-testid="orders-list"
      />
    );
  const f = (key: string) => translate(`franchise.orders.fields.${key}`);
  return (
    <DataTable<FranchiseOrder>
      bulkActionButtons={false}
      rowClick={click}
      empty={empty}
      size="medium"
      data-testid="orders-table"
    >
      <DataTable.Col
        source="order_no"
        label={f('order_no')}
        render={(r) => (
          <Box component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {r.order_no}
          </Box>
        )}
      />
      <DataTable.Col source="pharmacy_name" label={f('pharmacy_name')} disableSort />
      <DataTable.Col
        source="order_date"
        label={f('order_date')}
        render={(r) => (
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {formatDate(r.order_date)}
          </Box>
        )}
      />
      <DataTable.Col
        source="order_price"
        label={f('order_price')}
        align="right"
        render={(r) => (
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {formatDZD(r.order_price, lang)}
          </Box>
        )}
      />
      <DataTable.Col
        source="state"
        label={f('status')}
        disableSort
        render={(r) => <OrderStateChip state={r.state} reason={r.state_reason} />}
      />
      <DataTable.Col
        source="fulfilment"
        label={translate('shipping.state')}
        disableSort
        render={(r) => <FulfilmentChip state={r.fulfilment} />}
      />
      <DataTable.Col
        label={f('actions')}
        align="right"
        disableSort
        render={(r) => <RowActions order={r as FranchiseOrder} onOpen={onOpen} />}
      />
    </DataTable>
  );
}

function RowActions({ order, onOpen }: { order: FranchiseOrder; onOpen: (id: FranchiseOrder['id']) => void }) {
  const translate = useTranslate();
  const label = translate('franchise.orders.actions.view');
  return (
    <Box sx={{ display: 'inline-flex', gap: 0.5 }}>
      <Tooltip title={label}>
        <IconButton
          size="small"
          color="primary"
          aria-label={label}
          onClick={(e) => {
            e.stopPropagation();
            onOpen(order.id);
          }}
          data-testid="order-view"
        >
          <Visibility fontSize="small" />
        </IconButton>
      </Tooltip>
      <InvoiceButton order={order} />
    </Box>
  );
}

/** What replaces the table when the list cannot be loaded ("list emptied", spec 000 §8). */
function ListError() {
  const translate = useTranslate();
  const { error, refetch } = useListContext();
  return (
    <Alert
      severity="error"
      data-testid="orders-error"
      action={
        <Button color="inherit" size="small" onClick={() => refetch()}>
          {translate('franchise.common.retry')}
        </Button>
      }
      sx={{ m: 2 }}
    >
      {translate(error instanceof NetworkError ? 'franchise.orders.errors.load' : 'franchise.orders.errors.fetch')}
    </Alert>
  );
}
