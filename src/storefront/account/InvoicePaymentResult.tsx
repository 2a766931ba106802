import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { LtrText } from '../../components/LtrText';
import { formatDZD } from '../../contract/constants';
import { useLang } from '../../i18n/useLang';
import { PaymentUnavailable } from '../payment/PaymentUnavailable';
import { ResultCard } from '../payment/ResultCard';
import { SupportLine } from '../payment/SupportLine';
import { TransactionDetails } from '../payment/OnlineResult';
import { type InvoicePaymentPayload, useInvoicePaymentResult } from './useInvoicePaymentResult';

/**
 * /pharmacy/account/payment/success and /failed (issue 30 §4): what the server found at the gateway about the
 * payment of several invoices named in the URL, never what the URL says. Reloading or coming back with Back asks
 * again, which the server answers without crediting twice (D98).
 */
export function InvoicePaymentResult() {
  const translate = useTranslate();
  const t = (key: string) => translate(`accounts.pay.${key}`);
  const { result, check } = useInvoicePaymentResult();
  const back = (
    <Button
      component={Link}
      to="/pharmacy/account"
      variant="contained"
      data-testid="back-to-account"
      sx={{ displayPrint: 'none' }}
    >
      {t('back')}
    </Button>
  );

  if (result.state === 'loading')
    return (
      <Box
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 8 }}
        data-testid="payment-checking"
      >
        <CircularProgress />
        <Typography color="text.secondary">{t('checking')}</Typography>
      </Box>
    );
  if (result.state === 'none')
    return (
      <ResultCard tone="pending" title={t('none')} testId="invoice-payment-none">
        <Box>{back}</Box>
      </ResultCard>
    );
  if (result.state === 'unavailable')
    return (
      <PaymentUnavailable
        title={t('unavailableTitle')}
        text={result.message ?? t('confirmUnavailable')}
        checkLabel={t('checkAgain')}
        testId="invoice-payment-unavailable"
        onCheck={() => void check()}
      >
        {back}
      </PaymentUnavailable>
    );

  const paid = result.state === 'paid';
  const { payload } = result;
  return (
    <ResultCard
      tone={paid ? 'success' : payload.pending ? 'pending' : 'error'}
      title={t(paid ? 'successTitle' : payload.pending ? 'pendingTitle' : 'failedTitle')}
      text={result.message}
      testId={paid ? 'invoice-payment-success' : 'invoice-payment-failed'}
    >
      {!paid && !payload.pending && <Alert severity="info">{t('failedText')}</Alert>}
      <PaidInvoices payload={payload} paid={paid} />
      <TransactionDetails payload={payload} />
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>{back}</Box>
      <SupportLine />
    </ResultCard>
  );
}

/** The invoices the payment named: left before, paid by it, left now. */
function PaidInvoices({ payload, paid }: { payload: InvoicePaymentPayload; paid: boolean }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`accounts.pay.${key}`);
  const lang = useLang();
  const money = (v: number) => <LtrText nowrap>{formatDZD(v, lang)}</LtrText>;
  const invoices = payload.invoices ?? [];
  if (!invoices.length) return null;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('invoices')}
      </Typography>
      <Table size="small" data-testid="paid-invoices">
        <TableHead>
          <TableRow>
            <TableCell>{translate('tradeAccount.invoice')}</TableCell>
            <TableCell align="right">{t('leftBefore')}</TableCell>
            {paid && <TableCell align="right">{t('paidNow')}</TableCell>}
            <TableCell align="right">{t('leftNow')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoices.map((i) => (
            <TableRow key={i.invoice_id} data-testid={`paid-invoice-${i.invoice_id}`}>
              <TableCell>
                <LtrText nowrap>{i.invoice_no}</LtrText>
              </TableCell>
              <TableCell align="right">{money(i.amount)}</TableCell>
              {paid && <TableCell align="right">{money(i.paid)}</TableCell>}
              <TableCell align="right" data-testid="left-now">
                {money(i.amount_due)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {paid && payload.on_account ? (
        <Typography sx={{ mt: 1 }} data-testid="on-account">
          {t('onAccount')} {money(payload.on_account)}
        </Typography>
      ) : null}
    </Box>
  );
}
