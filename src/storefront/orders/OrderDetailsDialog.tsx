import { LtrText, OwnDirText } from '../../components/LtrText';
import Close from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  LinearProgress,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { OrderLinesTable } from '../../components/OrderLinesTable';
import { AMOUNT_LABEL } from '../../contract/amounts';
import { formatDate, formatDateTime, formatDZD, PAYMENT_TYPE, SNACKBAR_MS } from '../../contract/constants';
import type { PharmacyDataProvider } from '../../dataProvider/pharmacy';
import { ApiError } from '../../http/client';
import { useSignedInNotify } from '../auth/useSignedInNotify';
import { OrderStateChip } from '../../components/OrderStateChip';
import { AwaitingPaymentActions } from './AwaitingPaymentActions';
import { OrderShipments } from './OrderShipments';
import { ReorderButton } from './ReorderButton';
import { OrderDisputes } from '../disputes/OrderDisputes';
import { deliveredLines } from '../disputes/deliveredLines';
import { useLang } from '../../i18n/useLang';
import { OrderLineOffer } from './OrderLineOffer';

/** Details of one order (dialog 900 wide): number, pharmacy, status, payment type, amounts, address and lines. */
export function OrderDetailsDialog({ orderId, onClose }: { orderId: number | null; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useSignedInNotify();
  const dataProvider = useDataProvider<PharmacyDataProvider>();
  const lang = useLang();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { data, error } = useQuery({
    queryKey: ['orders', 'details', orderId],
    queryFn: () => dataProvider.orderDetails(orderId!),
    enabled: orderId !== null,
    retry: false,
    // each opening shows the order as it is now
    gcTime: 0,
  });

  useEffect(() => {
    if (!error) return;
    // a refusal: no such order of this pharmacy; anything else: the call failed
    notify(error instanceof ApiError ? 'shop.orders.notFound' : 'shop.orders.detailsFailed', {
      type: 'error',
      autoHideDuration: SNACKBAR_MS,
    });
    onClose();
  }, [error, notify, onClose]);

  const t = (k: string) => translate(`shop.orders.details.${k}`);
  const o = data?.order;
  const field = (label: string, value: React.ReactNode) => (
    <Box>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ textTransform: 'uppercase', letterSpacing: '.04em', fontWeight: 600 }}
      >
        {label}
      </Typography>
      <Typography component="div" sx={{ fontWeight: 500 }}>
        {value}
      </Typography>
    </Box>
  );
  return (
    <Dialog
      open={orderId !== null}
      onClose={onClose}
      maxWidth={false}
      fullScreen={phone}
      slotProps={{ paper: { sx: { width: '100%', maxWidth: 900 } } }}
    >
      <DialogTitle sx={{ pr: 6 }}>
        {translate('shop.orders.details.title', { orderNo: o?.order_no ?? '…' })}
        <IconButton aria-label={t('close')} onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers data-testid="order-details">
        {!o ? (
          <LinearProgress />
        ) : (
          <>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }, mb: 3 }}>
              {field(translate('shop.orders.orderNo'), o.order_no)}
              {field(translate('shop.orders.pharmacy'), o.name)}
              {field(translate('shop.orders.status'), <OrderStateChip state={o.state} reason={o.state_reason} />)}
              {field(
                t('paymentType'),
                o.payement_type === PAYMENT_TYPE.CASH && !o.paid_by_card ? t('cash') : t('card'),
              )}
              {o.order_date && field(translate('shop.orders.date'), formatDateTime(o.order_date))}
              {field(t('priceWithoutTax'), formatDZD(o.price_without_tax, lang))}
              {field(translate(AMOUNT_LABEL.tvaTotal), `${o.tax} % · ${formatDZD(o.tax_amount, lang)}`)}
              {o.stamp_duty
                ? field(
                    translate(AMOUNT_LABEL.ttc),
                    formatDZD(Math.round((o.price_without_tax + o.tax_amount) * 100) / 100, lang),
                  )
                : null}
              {o.stamp_duty ? field(translate(AMOUNT_LABEL.stamp), formatDZD(o.stamp_duty, lang)) : null}
              {field(
                translate(o.stamp_duty ? AMOUNT_LABEL.due : AMOUNT_LABEL.ttc),
                <strong>{formatDZD(o.order_price, lang)}</strong>,
              )}
            </Box>
            {o.rejection_reason && (
              <Alert severity="error" sx={{ mb: 3 }} data-testid="order-rejection">
                {/* the date on one line, the reason (the sales department's words) isolated: on an Arabic phone the date
                    broke at a hyphen and a French reason lost its full stop to the start of its line */}
                {translate('shop.orders.details.rejected', { date: '\uE001', reason: '\uE000' })
                  .split(/([\uE000\uE001])/)
                  .map((part, i) =>
                    part === '\uE000' ? (
                      <bdi key={i}>{o.rejection_reason}</bdi>
                    ) : part === '\uE001' ? (
                      <LtrText key={i} nowrap>
                        {formatDate(o.rejected_at ?? '')}
                      </LtrText>
                    ) : (
                      part
                    ),
                  )}
              </Alert>
            )}
            {o.state === 'awaiting_payment' && (
              <Box sx={{ mb: 3 }}>
                <AwaitingPaymentActions order={o} onCancelled={onClose} />
              </Box>
            )}
            <OrderShipments fulfilment={data.fulfilment} shipments={data.shipments} />
            <Box
              sx={{
                mb: 3,
                display: 'flex',
                justifyContent: 'space-between',
                alignItems: 'flex-start',
                gap: 2,
                flexWrap: 'wrap',
              }}
            >
              {field(t('address'), <OwnDirText>{o.address}</OwnDirText>)}
              <ReorderButton orderId={o.id} orderNo={o.order_no} variant="button" />
            </Box>
            <OrderLinesTable
              lines={data.details.map((d) => ({ ...d, note: <OrderLineOffer line={d} lang={lang} /> }))}
              labels={{ product: t('product'), quantity: t('quantity'), unitPrice: t('unitPrice'), total: t('total') }}
              lang={lang}
            />
            <OrderDisputes
              orderId={o.id}
              orderNo={o.order_no}
              lines={deliveredLines(
                data.details.map((d) => ({ product_id: d.product_id ?? null, name: d.name })),
                data.shipments,
              )}
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
