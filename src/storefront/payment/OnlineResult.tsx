import { Alert, Box, Button, CircularProgress, Divider, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { CARD_PAYMENT_METHOD, formatDZD } from '../../contract/constants';
import { StorefrontLayout } from '../layout/StorefrontLayout';
import { DetailsList, formatDateTime } from './DetailsList';
import { InvoiceActions } from './InvoiceActions';
import { NoAttemptCard } from './NoAttemptCard';
import { PaymentUnavailable } from './PaymentUnavailable';
import { ResultCard } from './ResultCard';
import { SupportLine } from './SupportLine';
import type { PaymentResultPayload } from './types';
import { useOnlinePaymentResult } from './useOnlinePaymentResult';
import { useLang } from '../../i18n/useLang';

/**
 * /payment/success and /payment/failed (spec 000 §2, D17). SATIM sends the browser to one or the other, but
 * what the page shows is what the server found at the gateway, so a reloaded or hand-typed URL never lies.
 */
export function OnlineResultPage() {
  return (
    <StorefrontLayout maxWidth={960}>
      <OnlineResult />
    </StorefrontLayout>
  );
}

export function OnlineResult() {
  const translate = useTranslate();
  const t = (key: string, vars?: Record<string, unknown>) => translate(`paymentResult.${key}`, vars);
  const { result, check } = useOnlinePaymentResult();

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

  const tryAgain = (
    <Button component={Link} to="/payment" variant="contained" data-testid="try-again" sx={{ displayPrint: 'none' }}>
      {t('tryAgain')}
    </Button>
  );
  const dashboard = (
    <Button component={Link} to="/pharmacy/dashboard" sx={{ displayPrint: 'none' }}>
      {t('dashboard')}
    </Button>
  );

  if (result.state === 'none')
    return (
      <NoAttemptCard textKey="noPayment" testId="payment-none">
        <SupportLine />
      </NoAttemptCard>
    );

  if (result.state === 'unavailable')
    return (
      <PaymentUnavailable
        title={t('unavailableTitle')}
        text={result.message ?? translate('checkout.serviceFailed')}
        checkLabel={t('checkAgain')}
        testId="payment-unavailable"
        onCheck={() => void check()}
      >
        {dashboard}
      </PaymentUnavailable>
    );

  const paid = result.state === 'paid';
  const payload = result.payload;
  if (!paid && payload.late_refund)
    return <LateRefund payload={payload} message={result.message} dashboard={dashboard} />;
  return (
    <ResultCard
      tone={paid ? 'success' : payload.pending ? 'pending' : 'error'}
      title={paid ? t('successTitle') : payload.pending ? t('pendingTitle') : t('failedTitle')}
      text={paid ? t('successText', { order: payload.order_no ?? '' }) : result.message}
      testId={paid ? 'payment-success' : 'payment-failed'}
    >
      {!paid && !payload.pending && <Alert severity="info">{t('failedText')}</Alert>}
      <TransactionDetails payload={payload} />
      <Divider />
      {paid && (
        <InvoiceActions
          invoice={payload.invoice}
          orderId={payload.orderId}
          orderNo={payload.paymentDetails?.order_no ?? payload.order_no}
        />
      )}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        {!paid && tryAgain}
        {dashboard}
      </Box>
      <SupportLine />
    </ResultCard>
  );
}

/**
 * A replaced attempt paid late in a tab left open (issue 26, D27): the money is not kept but refunded automatically;
 * the basket's order is the newer payment, which My orders shows.
 */
function LateRefund({
  payload,
  message,
  dashboard,
}: {
  payload: PaymentResultPayload;
  message: string | null;
  dashboard: ReactElement;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`paymentResult.${key}`);
  const done = payload.late_refund === 'done';
  return (
    <ResultCard
      tone={done ? 'error' : 'pending'}
      title={t(done ? 'lateRefundedTitle' : 'lateRefundingTitle')}
      text={message}
      testId="payment-late-refund"
    >
      <Alert severity="info" data-testid="late-refund-next">
        {t('lateRefundNext')}
      </Alert>
      <TransactionDetails payload={payload} />
      <Divider />
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          component={Link}
          to="/pharmacy/orders"
          variant="contained"
          data-testid="late-refund-orders"
          sx={{ displayPrint: 'none' }}
        >
          {t('myOrders')}
        </Button>
        {dashboard}
      </Box>
      <SupportLine />
    </ResultCard>
  );
}

/** What SATIM certification asks the result page to show (D17). */
export function TransactionDetails({ payload }: { payload: PaymentResultPayload }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`paymentResult.${key}`);
  const lang = useLang();
  const d = payload.paymentDetails;
  if (!d) return null;
  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('details')}
      </Typography>
      <DetailsList
        rows={[
          [t('respCode'), d.respCode_desc, 'detail-respcode'],
          [t('orderNo'), d.order_no ?? payload.order_no, 'detail-order-no', 'ltr'],
          [t('transactionId'), d.orderId, 'detail-order-id', 'ltr'],
          [t('orderNumber'), d.orderNumber, 'detail-order-number', 'ltr'],
          [t('approvalCode'), d.approvalCode, 'detail-approval', 'ltr'],
          [t('date'), formatDateTime(d.date), 'detail-date', 'ltr'],
          [t('amount'), formatDZD(d.amount, lang), 'detail-amount', 'ltr'],
          [t('method'), d.paymentMethod || CARD_PAYMENT_METHOD, 'detail-method', 'ltr'],
          [t('card'), d.pan, 'detail-card', 'ltr'],
        ]}
      />
    </Box>
  );
}
