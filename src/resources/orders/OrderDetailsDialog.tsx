import { AMOUNT_LABEL } from '../../contract/amounts';
import Download from '@mui/icons-material/FileDownloadOutlined';
import { Box, Divider, Typography } from '@mui/material';
import { type Identifier, useRecordContext, useTranslate } from 'react-admin';
import { OrderLinesTable } from '../../components/OrderLinesTable';
import { formatDateTime, formatDZD, PAYMENT_TYPE } from '../../contract/constants';
import { DetailField, DetailGrid, SectionTitle } from '../common/Details';
import { ResourceShowDialog } from '../common/ResourceShowDialog';
import { CancelUnshippedButton } from './CancelUnshippedButton';
import { RefundButton } from './RefundButton';
import { RejectOrderButton } from './RejectOrderButton';
import { OrderStateChip } from '../../components/OrderStateChip';
import { OrderTimeline } from '../../components/OrderTimeline';
import { isCardAttempt, StatusChip } from './StatusChip';
import type { OrderDetails } from './types';
import { useInvoiceDownload } from './useInvoiceDownload';
import { useLang } from '../../i18n/useLang';
import { BusyButton } from '../../components/BusyButton';
import { OrderFulfilment } from '../fulfilment/OrderFulfilment';

/** The order details dialog (001 §2), at /admin/orders/:id/show: order, lines, totals, note and the invoice. */
export function OrderDetailsDialog({ id, onClose }: { id: Identifier | null; onClose: () => void }) {
  return (
    <ResourceShowDialog
      resource="orders"
      testId="order-show"
      id={id}
      onClose={onClose}
      loadErrorKey="admin.orderNotFound"
    >
      <Details />
    </ResourceShowDialog>
  );
}

function Details() {
  const translate = useTranslate();
  const lang = useLang();
  const { download, pending } = useInvoiceDownload();
  const o = useRecordContext<OrderDetails>()!;
  const money = (v: number | undefined) => formatDZD(Number(v ?? 0), lang);
  const f = (key: string) => translate(`resources.orders.fields.${key}`);
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <DetailGrid>
        <DetailField
          label={f('order_no')}
          value={
            <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
              {o.order_no}
            </Box>
          }
          testId="detail-order_no"
        />
        <DetailField label={f('pharmacy')} value={o.name} />
        <DetailField label={f('order_date')} value={formatDateTime(o.order_date)} />
        <DetailField label={f('state')} value={<OrderStateChip state={o.state} reason={o.state_reason} />} />
        <DetailField label={f('status')} value={<StatusChip order={o} />} />
        <DetailField
          label={f('payement_type')}
          value={translate(
            o.payement_type === PAYMENT_TYPE.CASH && !o.paid_by_card
              ? 'resources.orders.payment.cash'
              : 'resources.orders.payment.card',
          )}
        />
        <DetailField label={f('tax')} value={`${o.tax} %`} />
        <DetailField label={f('address')} value={o.address} wide />
        {o.rejection_reason && (
          <DetailField
            label={translate('resources.orders.reject.reason')}
            value={<bdi>{o.rejection_reason}</bdi>}
            wide
            testId="detail-rejection"
          />
        )}
      </DetailGrid>
      <SectionTitle>{translate('resources.orders.sections.lines')}</SectionTitle>
      <OrderLinesTable
        lines={o.details}
        labels={{
          product: f('product'),
          quantity: f('quantity'),
          unitPrice: f('unity_price'),
          total: f('quantity_price'),
        }}
        lang={lang}
        withRef
      />
      <Box
        sx={{
          ml: 'auto',
          mt: 2,
          maxWidth: 360,
          display: 'grid',
          gridTemplateColumns: '1fr auto',
          rowGap: 0.75,
          columnGap: 3,
        }}
      >
        <Typography color="text.secondary">{f('price_without_tax')}</Typography>
        <Typography sx={{ textAlign: 'right' }}>{money(o.price_without_tax)}</Typography>
        <Typography color="text.secondary">{translate(AMOUNT_LABEL.tva, { rate: o.tax_rate })}</Typography>
        <Typography sx={{ textAlign: 'right' }}>{money(o.tax_amount)}</Typography>
        {Number(o.stamp_duty ?? 0) > 0 && (
          <>
            <Typography color="text.secondary">{f('total_ttc')}</Typography>
            <Typography sx={{ textAlign: 'right' }} data-testid="detail-total-ttc">
              {money(Math.round((Number(o.price_without_tax) + Number(o.tax_amount)) * 100) / 100)}
            </Typography>
            <Typography color="text.secondary">{f('stamp_duty')}</Typography>
            <Typography sx={{ textAlign: 'right' }}>{money(o.stamp_duty)}</Typography>
          </>
        )}
        <Divider sx={{ gridColumn: '1 / -1' }} />
        <Typography sx={{ fontWeight: 700 }}>{f('order_price')}</Typography>
        <Typography sx={{ fontWeight: 700, textAlign: 'right' }} data-testid="detail-total">
          {money(o.order_price)}
        </Typography>
        {Number(o.refunded_amount ?? 0) > 0 && (
          <>
            <Typography color="warning.main">{f('refunded_amount')}</Typography>
            <Typography color="warning.main" sx={{ textAlign: 'right' }} data-testid="detail-refunded">
              − {money(o.refunded_amount)}
            </Typography>
          </>
        )}
      </Box>
      <SectionTitle>{translate('shipping.shipments')}</SectionTitle>
      <OrderFulfilment order={o} />
      <SectionTitle>{f('note')}</SectionTitle>
      <Typography
        color={o.note ? 'text.primary' : 'text.secondary'}
        sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
        data-testid="detail-note"
      >
        {o.note || translate('resources.orders.note.none')}
      </Typography>
      <SectionTitle>{translate('resources.orders.timeline.title')}</SectionTitle>
      <OrderTimeline orderId={o.id} />
      <Box
        sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mt: 3 }}
      >
        <RefundButton order={o} />
        <CancelUnshippedButton order={o} />
        <RejectOrderButton order={o} />
        {isCardAttempt(o) ? (
          <Typography variant="body2" color="text.secondary" data-testid="no-invoice">
            {translate('resources.orders.status.notPlaced')}
          </Typography>
        ) : (
          <BusyButton
            variant="contained"
            startIcon={<Download />}
            busy={pending !== null}
            onClick={() => void download(o)}
          >
            {translate('resources.orders.actions.invoice')}
          </BusyButton>
        )}
      </Box>
    </Box>
  );
}
