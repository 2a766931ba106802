import { Box, Button, Card, Chip, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { Confirm, DataTable, List, useTranslate } from 'react-admin';
import { formatDateTime, formatDZD } from '../../contract/constants';
import { COLLECTION_REASON_MAX, type CollectionView } from '../../contract/receivables';
import { LtrText } from '../../components/LtrText';
import { BusyButton } from '../../components/BusyButton';
import type { AdminDataProvider } from '../../dataProvider/adminArea';
import { useAction } from '../../dataProvider/useAction';
import { useLang } from '../../i18n/useLang';
import { AdminPagination } from '../common/AdminPagination';
import { EmptyRows } from '../common/AdminList';
import { ToggleFilter } from '../common/ListFilters';
import { Money } from './money';

const COLOR = { pending: 'warning', confirmed: 'success', rejected: 'default' } as const;

/**
 * The franchisees' cash collections (D96): the admin confirms (a cash payment on the ledger) or rejects each pending
 * one; the franchisee reads its wilaya's. Pending only by default.
 */
export function CollectionList({ readOnly = false }: { readOnly?: boolean }) {
  const translate = useTranslate();
  const f = (key: string) => translate(`receivables.collections.fields.${key}`);
  return (
    <List
      resource="collections"
      perPage={25}
      actions={false}
      title={false}
      empty={false}
      pagination={<AdminPagination />}
      queryOptions={{ retry: false }}
      component={Box}
      filterDefaultValues={{ status: 'pending' }}
      disableSyncWithLocation
      storeKey={`${readOnly ? 'franchise' : 'admin'}.collections.list`}
    >
      <Card sx={{ overflow: 'hidden' }}>
        <Box sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <ToggleFilter
            source="status"
            value="pending"
            label={translate('receivables.collections.pendingOnly')}
            testId="collections-pending-only"
          />
        </Box>
        <Box sx={{ overflowX: 'auto' }}>
          <DataTable<CollectionView>
            bulkActionButtons={false}
            rowClick={false}
            empty={<EmptyRows text={translate('receivables.collections.empty')} />}
            data-testid="collections-table"
          >
            <DataTable.Col
              source="created_at"
              label={f('created_at')}
              disableSort
              render={(r) => <LtrText nowrap>{formatDateTime(r.created_at)}</LtrText>}
            />
            <DataTable.Col
              source="pharmacy_name"
              label={f('pharmacy_name')}
              disableSort
              render={(r) => <bdi>{r.pharmacy_name}</bdi>}
            />
            {!readOnly && (
              <DataTable.Col
                source="franchisee_name"
                label={f('franchisee_name')}
                disableSort
                render={(r) => <bdi>{r.franchisee_name}</bdi>}
              />
            )}
            <DataTable.Col
              source="amount"
              label={f('amount')}
              disableSort
              align="right"
              render={(r) => <Money value={r.amount} />}
            />
            <DataTable.Col
              source="reference"
              label={f('reference')}
              disableSort
              render={(r) => <bdi>{r.reference ?? ''}</bdi>}
            />
            <DataTable.Col
              source="status"
              label={f('status')}
              disableSort
              render={(r) => (
                <Chip
                  size="small"
                  variant="outlined"
                  color={COLOR[r.status as CollectionView['status']]}
                  label={r.status_label}
                  title={r.reason ?? undefined}
                />
              )}
            />
            {!readOnly && (
              <DataTable.Col
                source="id"
                label=""
                disableSort
                render={(r) => (r.status === 'pending' ? <Decide collection={r as CollectionView} /> : null)}
              />
            )}
          </DataTable>
        </Box>
      </Card>
    </List>
  );
}

/** Confirm (behind react-admin's Confirm) or reject with a reason; the server decides a collection once. */
function Decide({ collection }: { collection: CollectionView }) {
  const translate = useTranslate();
  const lang = useLang();
  const t = (key: string, vars?: Record<string, unknown>) => translate(`receivables.collections.${key}`, vars);
  const [asking, setAsking] = useState<'confirm' | 'reject' | null>(null);
  const [reason, setReason] = useState('');
  const { run, busy } = useAction(
    (dp: AdminDataProvider, body: Parameters<AdminDataProvider['decideCollection']>[0]) => dp.decideCollection(body),
    {
      success: 'ra.notification.http_error',
      failure: 'ra.notification.http_error',
      refresh: 'always',
      onSettled: () => setAsking(null),
    },
  );

  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
      <Button
        size="small"
        variant="contained"
        onClick={() => setAsking('confirm')}
        disabled={busy}
        data-testid={`confirm-collection-${collection.id}`}
      >
        {t('confirm')}
      </Button>
      <Button
        size="small"
        color="error"
        onClick={() => setAsking('reject')}
        disabled={busy}
        data-testid={`reject-collection-${collection.id}`}
      >
        {t('reject')}
      </Button>
      <Confirm
        isOpen={asking === 'confirm'}
        loading={busy}
        title={t('confirmTitle')}
        content={t('confirmContent', {
          amount: formatDZD(collection.amount, lang),
          pharmacy: collection.pharmacy_name,
        })}
        onConfirm={() => run({ decision: 'confirm', collectionId: collection.id })}
        onClose={() => setAsking(null)}
      />
      <Dialog open={asking === 'reject'} onClose={() => setAsking(null)} fullWidth maxWidth="xs">
        <DialogTitle>{t('rejectTitle')}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          <TextField
            fullWidth
            multiline
            label={t('reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            slotProps={{ htmlInput: { maxLength: COLLECTION_REASON_MAX, dir: 'auto', 'data-testid': 'reject-reason' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)}>{translate('receivables.termsForm.cancel')}</Button>
          <BusyButton
            color="error"
            variant="contained"
            busy={busy}
            disabled={!reason.trim()}
            onClick={() => run({ decision: 'reject', collectionId: collection.id, reason: reason.trim() })}
            data-testid="reject-submit"
          >
            {t('reject')}
          </BusyButton>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
