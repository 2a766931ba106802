import { Box, Card, type Theme, Typography, useMediaQuery } from '@mui/material';
import { DataTable, List, SimpleList, useTranslate } from 'react-admin';
import { formatDate, formatDZD } from '../../contract/constants';
import type { DisputeView } from '../../contract/disputes';
import { useLang } from '../../i18n/useLang';
import { LtrText } from '../../components/LtrText';
import { PageHeader } from '../../components/PageHeader';
import { DisputeStatusChip } from '../../components/disputes/DisputeStatusChip';
import { AdminPagination } from '../common/AdminPagination';
import { EmptyRows } from '../common/AdminList';
import { FieldFilter } from '../common/ListFilters';

/**
 * The disputes list of the back office (issue 28): the admin's queue (open first, the most overdue on top, as the
 * server orders it) and the franchisee's wilaya, read only (`readOnly` changes only the subtitle). A row opens the
 * dispute (…/disputes/:id/show).
 */
export function DisputeList({ readOnly = false }: { readOnly?: boolean }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.disputes.${key}`);
  const filters = ['open', 'resolved'].map((id) => ({ id, name: t(`filters.${id}`) }));
  return (
    <Box data-testid="disputes-list">
      <PageHeader title={t('title')} subtitle={readOnly ? t('franchiseSubtitle') : t('subtitle')} />
      <List
        resource="disputes"
        perPage={25}
        actions={false}
        title={false}
        empty={false}
        pagination={<AdminPagination />}
        queryOptions={{ retry: false }}
        component={Box}
        storeKey={`${readOnly ? 'franchise' : 'admin'}.disputes.list`}
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
            <FieldFilter
              source="status"
              label={t('filters.status')}
              choices={[{ id: '', name: t('filters.any') }, ...filters]}
              testId="disputes-filter-status"
            />
          </Box>
          <Box sx={{ overflowX: 'auto' }}>
            <DisputeTable />
          </Box>
        </Card>
      </List>
    </Box>
  );
}

function DisputeTable() {
  const translate = useTranslate();
  const lang = useLang();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const f = (key: string) => translate(`resources.disputes.fields.${key}`);
  const empty = <EmptyRows text={translate('resources.disputes.empty')} />;
  const due = (r: DisputeView) => (
    <Typography
      component="span"
      variant="body2"
      color={r.overdue ? 'error' : 'text.primary'}
      sx={{ whiteSpace: 'nowrap', fontWeight: r.overdue ? 700 : 400 }}
    >
      {formatDate(r.due_at)}
    </Typography>
  );
  if (phone)
    return (
      <SimpleList<DisputeView>
        primaryText={(r) => `#${r.id} · ${r.order_no}`}
        // the state beside the due time, not as tertiary text: SimpleList fades that, and the chips looked disabled
        secondaryText={(r) => (
          <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <bdi>{r.pharmacy_name}</bdi>
            {due(r)}
            <DisputeStatusChip dispute={r} />
          </Box>
        )}
        linkType="show"
        empty={empty}
      />
    );
  return (
    <DataTable<DisputeView> bulkActionButtons={false} rowClick="show" empty={empty} data-testid="disputes-table">
      <DataTable.Col source="id" label={f('id')} disableSort />
      <DataTable.Col source="order_no" label={f('order_no')} disableSort />
      <DataTable.Col
        source="pharmacy_name"
        label={f('pharmacy_name')}
        disableSort
        render={(r) => <bdi>{r.pharmacy_name}</bdi>}
      />
      <DataTable.Col source="opened_at" label={f('opened_at')} disableSort render={(r) => formatDate(r.opened_at)} />
      <DataTable.Col source="due_at" label={f('due_at')} disableSort render={(r) => due(r as DisputeView)} />
      <DataTable.Col
        source="claimed_amount"
        label={f('claimed_amount')}
        disableSort
        align="right"
        render={(r) => <LtrText nowrap>{formatDZD(r.claimed_amount, lang)}</LtrText>}
      />
      <DataTable.Col
        source="status"
        label={f('status')}
        disableSort
        render={(r) => <DisputeStatusChip dispute={r as DisputeView} />}
      />
    </DataTable>
  );
}
