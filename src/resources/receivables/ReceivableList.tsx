import { Box, Card, type Theme, Typography, useMediaQuery } from '@mui/material';
import { useState } from 'react';
import { DataTable, List, SimpleList, useGetList, useListContext, useTranslate } from 'react-admin';
import type { ReceivableRow } from '../../contract/receivables';
import { useLang } from '../../i18n/useLang';
import { AdminPagination } from '../common/AdminPagination';
import { EmptyRows } from '../common/AdminList';
import { ExportMenu } from '../common/export/ExportMenu';
import { useExportColumns } from '../common/export/useExportColumns';
import { FieldFilter } from '../common/ListFilters';
import { AccountDialog } from './AccountDialog';
import { Money, termsLabel } from './money';
import { PharmacyStatementButton } from './PharmacyStatementButton';

const BUCKETS = ['d0_30', 'd31_60', 'd61_90', 'd90_plus'] as const;
const AMOUNTS = ['credit_limit', 'balance', 'overdue', 'available_credit'] as const;

/**
 * The receivables list (issue 30 §5): the admin's (wilaya filter, a row opens the pharmacy's account) or the
 * franchisee's wilaya (read only). Those that owe most first, as the server orders them; the page's totals below;
 * CSV/xlsx export of the same columns.
 */
export function ReceivableList({ readOnly = false }: { readOnly?: boolean }) {
  const translate = useTranslate();
  return (
    <List
      resource="receivables"
      perPage={25}
      actions={false}
      title={false}
      empty={false}
      pagination={<AdminPagination />}
      queryOptions={{ retry: false }}
      component={Box}
      sort={{ field: 'balance', order: 'DESC' }}
      storeKey={`${readOnly ? 'franchise' : 'admin'}.receivables.list`}
    >
      <Card sx={{ overflow: 'hidden' }}>
        <Box
          sx={{
            p: 2,
            display: 'flex',
            gap: 2,
            alignItems: 'center',
            flexWrap: 'wrap',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          {!readOnly && <WilayaFilter />}
          <Box sx={{ flex: 1 }} />
          <ReceivableExport readOnly={readOnly} />
        </Box>
        <Box sx={{ overflowX: 'auto' }}>
          <ReceivableTable readOnly={readOnly} />
        </Box>
        <PageTotals />
      </Card>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {translate('resources.receivables.fields.balance')} ={' '}
        {BUCKETS.map((b) => translate(`resources.receivables.fields.${b}`)).join(' + ')}
      </Typography>
    </List>
  );
}

/** The wilayas' names by id, the admin's only (the franchisee sees its own wilaya, and has no wilayas list). */
function useWilayas(enabled: boolean) {
  const lang = useLang();
  const { data = [] } = useGetList<{ id: number; code: number; name: string; name_ar?: string }>(
    'wilayas',
    { pagination: { page: 1, perPage: 200 }, sort: { field: 'code', order: 'ASC' } },
    { enabled },
  );
  const choices = data.map((w) => ({
    id: String(w.id),
    name: `${String(w.code).padStart(2, '0')} — ${(lang === 'ar' && w.name_ar) || w.name}`,
  }));
  const name = (id: unknown) => choices.find((c) => c.id === String(id))?.name ?? '';
  return { choices, name };
}

function WilayaFilter() {
  const translate = useTranslate();
  const choices = [{ id: '', name: translate('receivables.anyWilaya') }, ...useWilayas(true).choices];
  return (
    <FieldFilter
      source="wilaya"
      label={translate('receivables.wilaya')}
      choices={choices}
      testId="receivables-filter-wilaya"
    />
  );
}

function ReceivableExport({ readOnly }: { readOnly: boolean }) {
  const translate = useTranslate();
  const wilaya = useWilayas(!readOnly).name;
  const columns = useExportColumns<ReceivableRow>('receivables', [
    { field: 'name' },
    ...(readOnly ? [] : [{ field: 'wilaya', value: (r: ReceivableRow) => wilaya(r.wilaya_id) }]),
    { field: 'payment_terms_days', value: (r) => termsLabel(translate, r.payment_terms_days) },
    ...AMOUNTS.map((field) => ({ field, kind: 'money' as const })),
    ...BUCKETS.map((field) => ({ field, kind: 'money' as const, value: (r: ReceivableRow) => r.aging[field] })),
  ]);
  return <ExportMenu columns={columns} name="receivables" testId="receivables-export-menu" />;
}

function ReceivableTable({ readOnly }: { readOnly: boolean }) {
  const translate = useTranslate();
  const wilaya = useWilayas(!readOnly).name;
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useState<number | null>(null);
  const f = (key: string) => translate(`resources.receivables.fields.${key}`);
  const empty = <EmptyRows text={translate('receivables.empty')} />;
  const rowClick = readOnly
    ? false
    : (id: unknown) => {
        setOpen(Number(id));
        return false as const;
      };
  const dialog = open !== null && <AccountDialog pharmacyId={open} onClose={() => setOpen(null)} />;
  if (phone)
    return (
      <>
        <SimpleList<ReceivableRow>
          primaryText={(r) => <bdi>{r.name}</bdi>}
          secondaryText={(r) => (
            <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <span>{f('balance')}</span> <Money value={r.balance} /> · <span>{f('overdue')}</span>{' '}
              <Money value={r.overdue} />
            </Box>
          )}
          tertiaryText={(r) => (
            <>
              {termsLabel(translate, r.payment_terms_days)}
              {readOnly && <RowStatement row={r} />}
            </>
          )}
          rowClick={rowClick as never}
          linkType={false}
          empty={empty}
        />
        {dialog}
      </>
    );
  return (
    <>
      <DataTable<ReceivableRow>
        bulkActionButtons={false}
        rowClick={rowClick as never}
        empty={empty}
        data-testid="receivables-table"
      >
        <DataTable.Col source="name" label={f('name')} disableSort render={(r) => <bdi>{r.name}</bdi>} />
        {/* beside the name: the row's last column was off a 1440 px screen */}
        {readOnly && (
          <DataTable.Col
            source="pharmacy_id"
            label={translate('accounts.statement.button')}
            disableSort
            render={(r) => <RowStatement row={r as ReceivableRow} />}
          />
        )}
        {!readOnly && (
          <DataTable.Col source="wilaya_id" label={f('wilaya')} disableSort render={(r) => wilaya(r.wilaya_id)} />
        )}
        <DataTable.Col
          source="payment_terms_days"
          label={f('payment_terms_days')}
          disableSort
          render={(r) => termsLabel(translate, r.payment_terms_days)}
        />
        {AMOUNTS.map((k) => (
          <DataTable.Col
            key={k}
            source={k}
            label={f(k)}
            disableSort={k !== 'balance'}
            align="right"
            render={(r) => <Money value={r[k]} />}
          />
        ))}
        {BUCKETS.map((k) => (
          <DataTable.Col
            key={k}
            source={`aging.${k}`}
            label={f(k)}
            disableSort
            align="right"
            render={(r) => <Money value={r.aging[k]} />}
          />
        ))}
      </DataTable>
      {dialog}
    </>
  );
}

/** The franchisee's way to a pharmacy's statement (issue 38 §5): the admin's is in the account a row opens. */
const RowStatement = ({ row }: { row: ReceivableRow }) => (
  <Box component="span" sx={{ display: 'block', mt: { xs: 1, sm: 0 } }}>
    <PharmacyStatementButton pharmacyId={row.pharmacy_id} name={row.name} size="small" nowrap />
  </Box>
);

/** The sums of the page's rows (the list is paged by the server: a total over every page would cost a query). */
function PageTotals() {
  const translate = useTranslate();
  const { data } = useListContext<ReceivableRow>();
  if (!data?.length) return null;
  const sum = (pick: (r: ReceivableRow) => number) =>
    Math.round(data.reduce((s, r) => s + Math.round(pick(r) * 100), 0)) / 100;
  return (
    <Box
      data-testid="receivables-totals"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        p: 2,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {translate('receivables.totals')}
      </Typography>
      {(['balance', 'overdue'] as const).map((k) => (
        <Typography key={k} variant="body2">
          {translate(`resources.receivables.fields.${k}`)} :{' '}
          <Money value={sum((r) => r[k])} testId={`receivables-total-${k}`} />
        </Typography>
      ))}
      {BUCKETS.map((k) => (
        <Typography key={k} variant="body2">
          {translate(`resources.receivables.fields.${k}`)} : <Money value={sum((r) => r.aging[k])} />
        </Typography>
      ))}
    </Box>
  );
}
