import { AMOUNT_LABEL } from '../../contract/amounts';
import { Box, Skeleton } from '@mui/material';
import { useGetOne, useNotify, useTranslate } from 'react-admin';
import { OrderLinesTable } from '../../components/OrderLinesTable';
import { formatDZD, PAYMENT_TYPE, SNACKBAR_MS } from '../../contract/constants';
import type { FranchiseOrderDetails } from '../../dataProvider/franchise';
import { NetworkError } from '../../http/client';
import { DetailField, DetailGrid, SectionTitle } from '../common/DetailField';
import { DetailsDialog, useCloseOnLoadError } from '../common/DetailsDialog';
import { OrderStateChip } from '../../components/OrderStateChip';
import { OrderTimeline } from '../../components/OrderTimeline';
import { MarkDeliveredButton } from '../../components/MarkDeliveredButton';
import { ShipmentsPanel } from '../../components/ShipmentsPanel';
import { InvoiceButton } from './InvoiceButton';
import { useLang } from '../../i18n/useLang';
import { intlLocale } from '../../i18n/lang';

/**
 * Details of an order (spec 000 §2, dialog max width 900): number, pharmacy, status, payment type, price,
 * tax and address, then the product lines. A failed load closes the dialog with "Order not found"
 * (any answer but 2001, HTTP 404 included) or "Failed to fetch order details" (no answer).
 */
export function OrderDetailsDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const lang = useLang();
  const { data, isPending, error } = useGetOne<FranchiseOrderDetails>(
    'orders',
    { id: id ?? '' },
    { enabled: Boolean(id), retry: false },
  );
  const t = (key: string, vars?: Record<string, unknown>) => translate(`franchise.orders.details.${key}`, vars);

  useCloseOnLoadError(id, error, onClose, (e) =>
    notify(e instanceof NetworkError ? 'franchise.orders.errors.details' : 'franchise.orders.errors.notFound', {
      type: 'error',
      autoHideDuration: SNACKBAR_MS,
    }),
  );

  // react-admin shows the list's row while the details load: it has no lines yet
  const order = id && !error ? data : undefined;
  const lines = Array.isArray(order?.details) ? order.details : null;
  const money = (n: number | undefined) => (n === undefined || n === null ? '-' : formatDZD(Number(n), lang));

  return (
    <DetailsDialog
      id={id}
      error={error}
      onClose={onClose}
      title={order ? t('title', { order_no: order.order_no }) : t('loadingTitle')}
      testId="order-details-dialog"
      loading={isPending || !lines}
      loadingTestId="order-details-loading"
      actions={order && <InvoiceButton order={order} variant="button" />}
    >
      {order ? (
        <>
          <DetailGrid>
            <DetailField label={t('orderNo')} value={order.order_no} testId="detail-order-no" />
            <DetailField label={t('pharmacy')} value={order.name} testId="detail-pharmacy" />
            <DetailField
              label={t('status')}
              value={<OrderStateChip state={order.state} reason={order.state_reason} />}
            />
            <DetailField
              label={t('paymentType')}
              value={Number(order.payement_type) === PAYMENT_TYPE.CASH && !order.paid_by_card ? t('cash') : t('card')}
              testId="detail-payment-type"
            />
            <DetailField label={t('price')} value={money(order.order_price)} testId="detail-price" />
            <DetailField
              label={translate(AMOUNT_LABEL.tvaTotal)}
              value={`${Number(order.tax ?? 0).toLocaleString(intlLocale(lang))} %`}
            />
          </DetailGrid>
          <Box sx={{ mt: 2 }}>
            <DetailField label={t('address')} value={order.address} wide />
          </Box>
        </>
      ) : (
        <DetailGrid>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={44} />
          ))}
        </DetailGrid>
      )}
      <Box sx={{ mt: 3 }}>
        <SectionTitle>{t('products')}</SectionTitle>
        <OrderLinesTable
          lines={lines}
          labels={{ product: t('product'), quantity: t('quantity'), unitPrice: t('unitPrice'), total: t('total') }}
          lang={lang}
          empty={t('noLines')}
        />
      </Box>
      {(order?.fulfilment_view?.state || order?.fulfilment_view?.held_until_complete) && (
        <Box sx={{ mt: 3 }} data-testid="franchise-shipments">
          <SectionTitle>{translate('shipping.shipments')}</SectionTitle>
          <ShipmentsPanel
            fulfilment={order.fulfilment_view}
            shipments={order.shipments}
            actions={(s) =>
              s.delivered_at ? null : <MarkDeliveredButton role="franchise" shipmentId={s.shipment_id} />
            }
          />
        </Box>
      )}
      {order && (
        <Box sx={{ mt: 3 }}>
          <SectionTitle>{translate('resources.orders.timeline.title')}</SectionTitle>
          <OrderTimeline orderId={order.id} />
        </Box>
      )}
    </DetailsDialog>
  );
}
