import { Box, Card, Chip, Typography } from '@mui/material';
import { DataTable, ListBase, Pagination, useTranslate } from 'react-admin';
import { formatAlgiersDate } from '../../contract/algiersTime';
import { formatDZD } from '../../contract/constants';
import { LtrText } from '../../components/LtrText';
import { useLang } from '../../i18n/useLang';
import { storefrontPage } from '../layout/storefrontPage';
import { CreditHoldBanner } from './CreditHoldBanner';
import { StatementButton } from './StatementButton';
import { PayInvoicesButton } from './PayInvoicesButton';
import { useAccountSummary } from './useAccountSummary';
import { PageTitle } from '../layout/PageTitle';
import { type EntryRow, INVOICE_STATUS_COLOR, type InvoiceRow } from '../../contract/accountRows';

/**
 * /pharmacy/account (issue 30): balance, available credit, the credit-hold banner, invoices (those left to pay may be
 * ticked and paid at once by card, §4), payments and credit notes.
 */
export const Component = storefrontPage(AccountPage, 1100, 'shop.titles.account');

function Figure({
  label,
  value,
  testId,
  tone,
}: {
  label: string;
  value: string;
  testId: string;
  tone?: 'error' | 'success';
}) {
  return (
    <Card sx={{ p: 2 }} data-testid={testId}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} color={tone ? `${tone}.main` : undefined}>
        <LtrText nowrap>{value}</LtrText>
      </Typography>
    </Card>
  );
}

export function AccountPage() {
  const translate = useTranslate();
  const lang = useLang();
  const summary = useAccountSummary();
  const t = (key: string, vars?: Record<string, unknown>) => translate(`tradeAccount.${key}`, vars);
  const money = (v: number) => formatDZD(v, lang);
  const silent = () => {};
  return (
    <Box data-testid="account-page">
      <PageTitle title={t('title')} subtitle={t('subtitle')} />
      <CreditHoldBanner summary={summary} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <StatementButton />
      </Box>
      {summary && (
        <Box sx={{ display: 'grid', gap: 2, mb: 3, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
          <Figure label={t('balance')} value={money(summary.balance)} testId="account-balance" />
          <Figure
            label={t('available')}
            value={money(summary.available_credit)}
            testId="account-available"
            tone={summary.credit_hold ? 'error' : 'success'}
          />
          <Figure
            label={t('overdue')}
            value={money(summary.overdue)}
            testId="account-overdue"
            tone={summary.overdue > 0 ? 'error' : undefined}
          />
          <Card sx={{ p: 2 }} data-testid="account-terms">
            <Typography variant="body2" color="text.secondary">
              {t('terms')}
            </Typography>
            <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
              {summary.payment_terms_days ? t('termsDays', { days: summary.payment_terms_days }) : t('onDelivery')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('limit')} : <LtrText nowrap>{money(summary.credit_limit)}</LtrText>
            </Typography>
          </Card>
        </Box>
      )}
      <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
        {t('invoices')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="pay-invoices-hint">
        {translate('accounts.pay.hint')}
      </Typography>
      <ListBase
        resource="invoices"
        perPage={10}
        storeKey={false}
        disableSyncWithLocation
        queryOptions={{ retry: false, onError: silent }}
      >
        <Card sx={{ mb: 3, overflowX: 'auto' }} data-testid="account-invoices">
          <DataTable<InvoiceRow>
            // bulk actions give the rows their checkboxes; the default bulk toolbar floats over a list toolbar this page
            // has not (it was hidden under the card's edge), so the bar sits above the table instead
            bulkActionButtons={<PayInvoicesButton />}
            bulkActionsToolbar={<PayInvoicesButton />}
            isRowSelectable={(r) => r.amount_due > 0}
            rowClick={false}
            empty={<Typography sx={{ p: 2 }}>{t('noInvoices')}</Typography>}
          >
            <DataTable.Col
              source="invoice_no"
              label={t('invoice')}
              render={(r) => <LtrText nowrap>{r.invoice_no}</LtrText>}
            />
            <DataTable.Col
              source="order_no"
              label={t('order')}
              render={(r) => <LtrText nowrap>{r.order_no}</LtrText>}
            />
            <DataTable.Col
              source="due_date"
              label={t('dueDate')}
              render={(r) => <LtrText nowrap>{formatAlgiersDate(r.due_date)}</LtrText>}
            />
            <DataTable.Col
              source="amount"
              label={t('amount')}
              align="right"
              render={(r) => <LtrText nowrap>{money(r.amount)}</LtrText>}
            />
            <DataTable.Col
              source="amount_due"
              label={t('amountDue')}
              align="right"
              render={(r) => <LtrText nowrap>{money(r.amount_due)}</LtrText>}
            />
            <DataTable.Col
              source="status"
              label={t('status')}
              render={(r) => (
                <Chip
                  size="small"
                  variant="outlined"
                  color={INVOICE_STATUS_COLOR[r.status as InvoiceRow['status']] ?? 'default'}
                  label={r.status_label}
                  data-testid={`invoice-status-${r.status}`}
                />
              )}
            />
          </DataTable>
          <Pagination rowsPerPageOptions={[10, 25, 50]} />
        </Card>
      </ListBase>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('entries')}
      </Typography>
      <ListBase
        resource="account_entries"
        perPage={10}
        storeKey={false}
        disableSyncWithLocation
        queryOptions={{ retry: false, onError: silent }}
      >
        <Card sx={{ overflowX: 'auto' }} data-testid="account-entries">
          <DataTable<EntryRow>
            bulkActionButtons={false}
            rowClick={false}
            empty={<Typography sx={{ p: 2 }}>{t('noEntries')}</Typography>}
          >
            <DataTable.Col
              source="date"
              label={t('date')}
              render={(r) => <LtrText nowrap>{formatAlgiersDate(r.date)}</LtrText>}
            />
            <DataTable.Col
              source="kind"
              label={t('kind')}
              render={(r) => `${t(`kinds.${r.kind}`)}${r.method_label ? ` · ${r.method_label}` : ''}`}
            />
            <DataTable.Col
              source="reference"
              label={t('reference')}
              render={(r) => <LtrText nowrap>{r.credit_note_no ?? r.reference ?? r.invoice_no ?? ''}</LtrText>}
            />
            <DataTable.Col
              source="debit"
              label={t('debit')}
              align="right"
              render={(r) => (r.debit ? <LtrText nowrap>{money(r.debit)}</LtrText> : '')}
            />
            <DataTable.Col
              source="credit"
              label={t('credit')}
              align="right"
              render={(r) => (r.credit ? <LtrText nowrap>{money(r.credit)}</LtrText> : '')}
            />
          </DataTable>
          <Pagination rowsPerPageOptions={[10, 25, 50]} />
        </Card>
      </ListBase>
    </Box>
  );
}
