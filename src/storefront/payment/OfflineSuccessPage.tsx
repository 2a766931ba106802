import { Box, CircularProgress, Divider, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { OrderStateChip } from '../../components/OrderStateChip';
import { formatDZD, PAYMENT_TYPE } from '../../contract/constants';
import type { PharmacyDataProvider } from '../../dataProvider/pharmacy';
import { storefrontPage } from '../layout/storefrontPage';
import { ApiError } from '../../http/client';
import { DetailsList, formatDateTime } from './DetailsList';
import { InvoiceActions } from './InvoiceActions';
import { offlineOrder } from './paymentStorage';
import { NoAttemptCard } from './NoAttemptCard';
import { ResultCard } from './ResultCard';
import { ResultLinks } from './ResultLinks';
import { useLang } from '../../i18n/useLang';

/**
 * /paymentOffline/success?orderId=: the offline order as the server has it (spec 000 §4). Opened without an
 * order of this pharmacy placed offline, it says nothing was ordered and leads back to the basket. The invoice
 * kept from special_payment in this tab is offered when it is this order's.
 */
export const Component = storefrontPage(OfflineSuccess, 960);

const OFFLINE_STATES = ['awaiting_validation', 'validated'];

export function OfflineSuccess() {
  const translate = useTranslate();
  const t = (key: string, vars?: Record<string, unknown>) => translate(`paymentResult.${key}`, vars);
  const lang = useLang();
  const orderId = Number(useSearchParams()[0].get('orderId'));
  const [kept] = useState(() => offlineOrder.get());
  const dataProvider = useDataProvider<PharmacyDataProvider>();
  const { data, isPending } = useQuery({
    queryKey: ['pharmacy', 'offline-order', orderId],
    enabled: Number.isInteger(orderId) && orderId > 0,
    // a refusal (not this pharmacy's order, none such) shows "nothing was ordered"
    queryFn: () =>
      dataProvider.orderDetails(orderId).then(
        (details) => details.order ?? null,
        (e: unknown) => {
          if (e instanceof ApiError) return null;
          throw e;
        },
      ),
  });
  const order =
    data && data.payement_type === PAYMENT_TYPE.CASH && OFFLINE_STATES.includes(data.state ?? '') ? data : null;

  if (orderId > 0 && isPending)
    return (
      <Box
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 8 }}
        data-testid="offline-checking"
      >
        <CircularProgress />
        <Typography color="text.secondary">{t('checkingOrder')}</Typography>
      </Box>
    );

  if (!order) return <NoAttemptCard textKey="noOrder" testId="offline-none" />;

  const invoice = kept?.orderId === order.id ? kept : null;
  return (
    <ResultCard
      tone="success"
      title={t('offlineSuccessTitle')}
      text={t('offlineSuccessText', { order: order.order_no })}
      testId="offline-success"
    >
      <Box>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {t('orderDetails')}
        </Typography>
        <DetailsList
          rows={[
            [t('orderNo'), order.order_no, 'detail-order-no', 'ltr'],
            [t('invoiceNo'), invoice?.invoice_no, 'detail-invoice-no', 'ltr'],
            [t('date'), order.order_date ? formatDateTime(order.order_date) : null, 'detail-date', 'ltr'],
            [t('amount'), formatDZD(order.order_price, lang), 'detail-amount', 'ltr'],
            [t('method'), t('offlineMethod'), 'detail-method'],
            [t('status'), <OrderStateChip key="state" state={order.state} />, 'detail-status'],
          ]}
        />
      </Box>
      <Divider />
      <InvoiceActions invoice={invoice?.invoice} orderId={order.id} orderNo={order.order_no} />
      <ResultLinks
        links={[
          { to: '/pharmacy/orders', textKey: 'myOrders', variant: 'outlined' },
          { to: '/pharmacy/dashboard', textKey: 'dashboard' },
        ]}
      />
    </ResultCard>
  );
}
