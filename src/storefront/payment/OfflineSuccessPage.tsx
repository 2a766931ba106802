import { Box, Button, Divider, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDZD } from '../../contract/constants';
import { storefrontPage } from '../layout/storefrontPage';
import { DetailsList, formatDateTime } from './DetailsList';
import { InvoiceActions } from './InvoiceActions';
import { offlineOrder } from './paymentStorage';
import { ResultCard } from './ResultCard';
import { SupportLine } from './SupportLine';

/** /paymentOffline/success: the offline order and its invoice kept from special_payment (spec 000 §4). */
export const Component = storefrontPage(OfflineSuccess, 960);

function OfflineSuccess() {
  const translate = useTranslate();
  const t = (key: string, vars?: Record<string, unknown>) => translate(`paymentResult.${key}`, vars);
  const [locale] = useLocaleState();
  const [order] = useState(() => offlineOrder.get());
  return (
    <ResultCard
      tone="success"
      title={t('offlineSuccessTitle')}
      text={order ? t('offlineSuccessText', { order: order.order_no }) : t('noInvoice')}
      testId="offline-success"
    >
      {order && (
        <Box>
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {t('orderDetails')}
          </Typography>
          <DetailsList
            rows={[
              [t('orderNo'), order.order_no, 'detail-order-no'],
              [t('invoiceNo'), order.invoice_no, 'detail-invoice-no'],
              [t('date'), formatDateTime(order.date), 'detail-date'],
              [t('amount'), formatDZD(order.amount, locale === 'en' ? 'en' : 'fr'), 'detail-amount'],
              [t('method'), t('offlineMethod'), 'detail-method'],
              [t('status'), t('pendingValidation'), 'detail-status'],
            ]}
          />
        </Box>
      )}
      <Divider />
      <InvoiceActions invoice={order?.invoice} orderId={order?.orderId} />
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', displayPrint: 'none' }}>
        <Button component={Link} to="/pharmacy/orders" variant="outlined">
          {t('myOrders')}
        </Button>
        <Button component={Link} to="/pharmacy/dashboard">
          {t('dashboard')}
        </Button>
      </Box>
      <SupportLine />
    </ResultCard>
  );
}
