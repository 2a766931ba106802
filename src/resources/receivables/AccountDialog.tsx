import {
  Box,
  Button,
  Card,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useState } from 'react';
import { DataTable, ListBase, Pagination, useGetOne, useTranslate } from 'react-admin';
import { formatAlgiersDate } from '../../contract/algiersTime';
import { LtrText } from '../../components/LtrText';
import { Money, termsLabel } from './money';
import { PaymentDialog } from './PaymentDialog';
import { PharmacyStatementButton } from './PharmacyStatementButton';
import { isReversible, ReversePaymentDialog } from './ReversePaymentDialog';
import { TermsDialog } from './TermsDialog';
import type { PharmacyAccount } from './types';
import { type EntryRow, INVOICE_STATUS_COLOR, type InvoiceRow } from '../../contract/accountRows';

/**
 * One pharmacy's account, opened from a receivables row (admin): its figures, its terms and limit (with the terms
 * form), its invoices and entries (the calls the pharmacy's own page uses), and "Record a payment".
 */
export function AccountDialog({ pharmacyId, onClose }: { pharmacyId: number; onClose: () => void }) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const t = (key: string, vars?: Record<string, unknown>) => translate(`tradeAccount.${key}`, vars);
  const { data: account } = useGetOne<PharmacyAccount>('pharmacyAccount', { id: pharmacyId }, { retry: false });
  const [form, setForm] = useState<'terms' | 'payment' | null>(null);
  const [reversing, setReversing] = useState<EntryRow | null>(null);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" fullScreen={phone} data-testid="receivable-account">
      <DialogTitle>{account ? translate('receivables.account.title', { name: account.name }) : '…'}</DialogTitle>
      <DialogContent>
        {account && (
          <Box sx={{ display: 'grid', gap: 2, mb: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
            <Figure label={t('balance')} value={<Money value={account.balance} testId="receivable-balance" />} />
            <Figure
              label={t('available')}
              value={<Money value={account.available_credit} />}
              tone={account.credit_hold ? 'error.main' : 'success.main'}
            />
            <Figure
              label={t('overdue')}
              value={<Money value={account.overdue} />}
              tone={account.overdue > 0 ? 'error.main' : undefined}
            />
            <Figure
              label={t('terms')}
              value={termsLabel(translate, account.payment_terms_days)}
              below={
                <>
                  {t('limit')} : <Money value={account.credit_limit} testId="receivable-limit" />
                  {account.uses_default_limit && ` (${translate('receivables.account.defaultLimit')})`}
                </>
              }
            />
          </Box>
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          <Button
            variant="contained"
            onClick={() => setForm('payment')}
            disabled={!account}
            data-testid="record-payment"
          >
            {translate('receivables.payment.button')}
          </Button>
          <Button variant="outlined" onClick={() => setForm('terms')} disabled={!account} data-testid="edit-terms">
            {translate('receivables.termsForm.button')}
          </Button>
          {account && <PharmacyStatementButton pharmacyId={account.id} name={account.name} />}
        </Box>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('receivables.account.openInvoices')}
        </Typography>
        <ListBase
          resource="receivableInvoices"
          filter={{ pharmacyId }}
          perPage={5}
          storeKey={false}
          disableSyncWithLocation
          queryOptions={{ retry: false }}
        >
          <Card variant="outlined" sx={{ mb: 2, overflowX: 'auto' }} data-testid="receivable-invoices">
            <DataTable<InvoiceRow>
              bulkActionButtons={false}
              rowClick={false}
              empty={<Typography sx={{ p: 2 }}>{t('noInvoices')}</Typography>}
            >
              <DataTable.Col
                source="invoice_no"
                label={t('invoice')}
                disableSort
                render={(r) => <LtrText nowrap>{r.invoice_no}</LtrText>}
              />
              <DataTable.Col
                source="order_no"
                label={t('order')}
                disableSort
                render={(r) => <LtrText nowrap>{r.order_no}</LtrText>}
              />
              <DataTable.Col
                source="due_date"
                label={t('dueDate')}
                disableSort
                render={(r) => <LtrText nowrap>{formatAlgiersDate(r.due_date)}</LtrText>}
              />
              <DataTable.Col
                source="amount"
                label={t('amount')}
                disableSort
                align="right"
                render={(r) => <Money value={r.amount} />}
              />
              <DataTable.Col
                source="amount_due"
                label={t('amountDue')}
                disableSort
                align="right"
                render={(r) => <Money value={r.amount_due} />}
              />
              <DataTable.Col
                source="status"
                label={t('status')}
                disableSort
                render={(r) => (
                  <Chip
                    size="small"
                    variant="outlined"
                    color={INVOICE_STATUS_COLOR[r.status as InvoiceRow['status']] ?? 'default'}
                    label={r.status_label}
                  />
                )}
              />
            </DataTable>
            <Pagination rowsPerPageOptions={[5, 10, 25]} />
          </Card>
        </ListBase>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('receivables.account.entries')}
        </Typography>
        <ListBase
          resource="receivableEntries"
          filter={{ pharmacyId }}
          perPage={5}
          storeKey={false}
          disableSyncWithLocation
          queryOptions={{ retry: false }}
        >
          <Card variant="outlined" sx={{ overflowX: 'auto' }} data-testid="receivable-entries">
            <DataTable<EntryRow>
              bulkActionButtons={false}
              rowClick={false}
              empty={<Typography sx={{ p: 2 }}>{t('noEntries')}</Typography>}
            >
              <DataTable.Col
                source="date"
                label={t('date')}
                disableSort
                render={(r) => <LtrText nowrap>{formatAlgiersDate(r.date)}</LtrText>}
              />
              <DataTable.Col
                source="kind"
                label={t('kind')}
                disableSort
                render={(r) => `${t(`kinds.${r.kind}`)}${r.method_label ? ` · ${r.method_label}` : ''}`}
              />
              <DataTable.Col
                source="reference"
                label={t('reference')}
                disableSort
                render={(r) => <LtrText nowrap>{r.credit_note_no ?? r.reference ?? r.invoice_no ?? ''}</LtrText>}
              />
              <DataTable.Col
                source="debit"
                label={t('debit')}
                disableSort
                align="right"
                render={(r) => (r.debit ? <Money value={r.debit} /> : '')}
              />
              <DataTable.Col
                source="credit"
                label={t('credit')}
                disableSort
                align="right"
                render={(r) => (r.credit ? <Money value={r.credit} /> : '')}
              />
              <DataTable.Col
                source="reversed"
                label={translate('receivables.reversal.column')}
                disableSort
                render={(r) =>
                  r.reversed ? (
                    <Chip size="small" variant="outlined" label={translate('receivables.reversal.reversed')} />
                  ) : isReversible(r as EntryRow) ? (
                    <Button
                      size="small"
                      color="error"
                      onClick={() => setReversing(r as EntryRow)}
                      data-testid={`reverse-payment-${r.id}`}
                    >
                      {translate('receivables.reversal.button')}
                    </Button>
                  ) : null
                }
              />
            </DataTable>
            <Pagination rowsPerPageOptions={[5, 10, 25]} />
          </Card>
        </ListBase>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="close-account">
          {translate('receivables.account.close')}
        </Button>
      </DialogActions>
      {account && form === 'terms' && <TermsDialog account={account} onClose={() => setForm(null)} />}
      {account && form === 'payment' && (
        <PaymentDialog pharmacy={{ id: account.id, name: account.name }} onClose={() => setForm(null)} />
      )}
      {reversing && <ReversePaymentDialog entry={reversing} onClose={() => setReversing(null)} />}
    </Dialog>
  );
}

function Figure({
  label,
  value,
  below,
  tone,
}: {
  label: string;
  value: React.ReactNode;
  below?: React.ReactNode;
  tone?: string;
}) {
  return (
    <Card variant="outlined" sx={{ p: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontWeight: 700 }} color={tone}>
        {value}
      </Typography>
      {below && (
        <Typography variant="body2" color="text.secondary">
          {below}
        </Typography>
      )}
    </Card>
  );
}
