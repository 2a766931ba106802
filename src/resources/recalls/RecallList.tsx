import Add from '@mui/icons-material/Add';
import { Box, Card, type Theme, useMediaQuery } from '@mui/material';
import { useState } from 'react';
import { Button, DataTable, List, SimpleList, useTranslate } from 'react-admin';
import { formatAlgiersDate } from '../../contract/algiersTime';
import { PageHeader } from '../../components/PageHeader';
import type { RecallView } from '../../dataProvider/recalls';
import { AdminPagination } from '../common/AdminPagination';
import { EmptyRows } from '../common/AdminList';
import { ShareBar } from './ShareBar';
import { StartRecallDialog } from './StartRecallDialog';

const day = (iso: string | null) => (iso ? <bdi dir="ltr">{formatAlgiersDate(iso)}</bdi> : '—');

/**
 * The recalls (issue 29 §5), newest first: the admin's (every wilaya, with "Start a recall") and the franchisee's
 * (its wilaya's, `readOnly`). A row opens the recall's page.
 */
export function RecallList({ readOnly = false }: { readOnly?: boolean }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`recallScreens.${key}`);
  const [starting, setStarting] = useState(false);
  return (
    <Box data-testid="recalls-list">
      <PageHeader
        title={translate('resources.recalls.title')}
        subtitle={readOnly ? t('franchiseSubtitle') : t('subtitle')}
        action={
          readOnly ? undefined : (
            <Button
              label="recallScreens.start"
              variant="contained"
              startIcon={<Add />}
              onClick={() => setStarting(true)}
              data-testid="start-recall"
            />
          )
        }
      />
      <List
        resource="recalls"
        perPage={25}
        actions={false}
        title={false}
        empty={false}
        pagination={<AdminPagination />}
        queryOptions={{ retry: false }}
        component={Box}
      >
        <Card sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={translate('resources.recalls.title')}>
          <RecallTable />
        </Card>
      </List>
      {starting && <StartRecallDialog open onClose={() => setStarting(false)} />}
    </Box>
  );
}

function RecallTable() {
  const translate = useTranslate();
  const t = (key: string) => translate(`recallScreens.${key}`);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const empty = <EmptyRows text={t('empty')} />;
  const answered = (r: RecallView) => (
    <ShareBar part={r.pharmacies_answered} whole={r.pharmacies_reached} label={t('answered')} />
  );
  const units = (r: RecallView) => (
    <bdi dir="ltr">
      {r.quantity_shipped} / {r.quantity_declared}
    </bdi>
  );
  if (phone)
    return (
      <SimpleList<RecallView>
        primaryText={(r) => (
          <>
            <bdi>{r.product_name}</bdi> · <bdi dir="ltr">{r.lot}</bdi>
          </>
        )}
        secondaryText={(r) => (
          <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
            {day(r.started_at)}
            {answered(r)}
          </Box>
        )}
        linkType="show"
        empty={empty}
      />
    );
  return (
    <DataTable<RecallView>
      bulkActionButtons={false}
      rowClick="show"
      empty={empty}
      data-testid="recalls-table"
      sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'visible' } }}
    >
      <DataTable.Col
        source="product_name"
        label={t('product')}
        disableSort
        render={(r) => <bdi>{r.product_name}</bdi>}
      />
      <DataTable.Col source="lot" label={t('lot')} disableSort render={(r) => <bdi dir="ltr">{r.lot}</bdi>} />
      <DataTable.Col source="expiry" label={t('expiry')} disableSort render={(r) => day(r.expiry)} />
      <DataTable.Col source="started_at" label={t('started')} disableSort render={(r) => day(r.started_at)} />
      <DataTable.Col source="pharmacies_reached" label={t('reached')} disableSort align="right" />
      <DataTable.Col
        source="pharmacies_answered"
        label={t('answered')}
        disableSort
        render={(r) => answered(r as RecallView)}
      />
      <DataTable.Col
        source="quantity_shipped"
        label={t('shippedDeclared')}
        disableSort
        align="right"
        render={(r) => units(r as RecallView)}
      />
    </DataTable>
  );
}

/** The franchisee's list: its wilaya's recalls, nothing to start. */
export const FranchiseRecallList = () => <RecallList readOnly />;
