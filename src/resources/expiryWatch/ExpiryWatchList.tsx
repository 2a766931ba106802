import { Box, Link as MuiLink, Stack, type Theme, Typography, useMediaQuery } from '@mui/material';
import { DataTable, SimpleList, useCreatePath, useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { AdminList, EmptyRows } from '../common/AdminList';
import { FieldFilter } from '../common/ListFilters';
import { useExportColumns } from '../common/export/useExportColumns';
import { ExpiryStateChip } from './ExpiryStateChip';
import { dayMonthYear, type WatchedLot } from './types';
import { WriteOffButton } from './WriteOffButton';

const STATES = ['expired', 'short', 'expiring'] as const;

/**
 * /admin/expiryWatch (issue 29 §4): lots holding stock that expire within EXPIRY_WATCH_DAYS, and expired ones, the
 * earliest first; filtered by state or a wider window; each links to its product and can be written off.
 */
export function ExpiryWatchList() {
  const translate = useTranslate();
  const f = (key: string) => translate(`resources.expiryWatch.fields.${key}`);
  const exportColumns = useExportColumns<WatchedLot>('expiryWatch', [
    { field: 'product_ref' },
    { field: 'product_name' },
    { field: 'lot' },
    { field: 'expiry', value: (r) => dayMonthYear(r.expiry) },
    { field: 'days_left' },
    { field: 'on_hand' },
    { field: 'state', value: (r) => translate(`resources.expiryWatch.states.${r.state}`) },
  ]);
  return (
    <AdminList
      resource="expiryWatch"
      noSearch
      exportColumns={exportColumns}
      filters={
        <>
          <FieldFilter
            source="state"
            label={f('state')}
            testId="expiry-state-filter"
            choices={[
              { id: '', name: translate('resources.expiryWatch.allStates') },
              ...STATES.map((s) => ({ id: s, name: translate(`resources.expiryWatch.states.${s}`) })),
            ]}
          />
          <WindowFilter />
        </>
      }
    >
      <WatchTable />
    </AdminList>
  );
}

/** The window in days; empty, it shows the server's default (EXPIRY_WATCH_DAYS) the list was read with. */
function WindowFilter() {
  const translate = useTranslate();
  const { meta } = useListContext();
  const days = typeof meta?.days === 'number' ? String(meta.days) : undefined;
  return (
    <FieldFilter
      source="days"
      label={translate('resources.expiryWatch.fields.days')}
      testId="expiry-days-filter"
      placeholder={days}
    />
  );
}

function ProductLink({ r }: { r: WatchedLot }) {
  const createPath = useCreatePath();
  return (
    <MuiLink
      component={Link}
      to={createPath({ resource: 'product', id: r.product_id, type: 'edit' })}
      onClick={(e) => e.stopPropagation()}
      data-testid={`expiry-product-${r.lot_id}`}
    >
      <bdi>{r.product_ref}</bdi> {r.product_name}
    </MuiLink>
  );
}

function Expiry({ r }: { r: WatchedLot }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', whiteSpace: 'nowrap' }}>
      <bdi dir="ltr">{dayMonthYear(r.expiry)}</bdi>
      <Typography variant="caption" color={r.days_left < 0 ? 'error' : 'text.secondary'}>
        {translate(r.days_left < 0 ? 'resources.expiryWatch.daysAgo' : 'resources.expiryWatch.daysLeft', {
          smart_count: Math.abs(r.days_left),
        })}
      </Typography>
    </Stack>
  );
}

function WatchTable() {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const f = (key: string) => translate(`resources.expiryWatch.fields.${key}`);
  const empty = <EmptyRows text={translate('resources.expiryWatch.empty')} />;
  if (phone)
    return (
      <SimpleList<WatchedLot>
        primaryText={(r) => <ProductLink r={r} />}
        secondaryText={(r) => (
          <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <bdi dir="ltr">{r.lot}</bdi>
            <Expiry r={r} />
            <ExpiryStateChip state={r.state} />
            <span>{translate('resources.expiryWatch.onHandCount', { smart_count: r.on_hand })}</span>
            <WriteOffButton lot={r} />
          </Box>
        )}
        rowClick={false}
        empty={empty}
      />
    );
  return (
    <DataTable<WatchedLot> bulkActionButtons={false} rowClick={false} empty={empty} data-testid="expiry-watch-table">
      <DataTable.Col
        source="product_name"
        label={f('product')}
        disableSort
        render={(r) => <ProductLink r={r as WatchedLot} />}
      />
      <DataTable.Col source="lot" label={f('lot')} disableSort render={(r) => <bdi dir="ltr">{r.lot}</bdi>} />
      <DataTable.Col source="expiry" label={f('expiry')} disableSort render={(r) => <Expiry r={r as WatchedLot} />} />
      <DataTable.Col source="on_hand" label={f('on_hand')} disableSort align="right" />
      <DataTable.Col
        source="state"
        label={f('state')}
        disableSort
        render={(r) => <ExpiryStateChip state={r.state} />}
      />
      <DataTable.Col label={f('action')} disableSort render={(r) => <WriteOffButton lot={r as WatchedLot} />} />
    </DataTable>
  );
}
