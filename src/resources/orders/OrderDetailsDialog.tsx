import Download from '@mui/icons-material/FileDownloadOutlined';
import { Box, Button, CircularProgress, Divider, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { type Identifier, ShowBase, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { formatDate, formatDZD, PAYMENT_TYPE } from '../../contract/constants';
import { DetailField, DetailGrid, SectionTitle } from '../common/Details';
import { useShowError } from '../common/errorPopup';
import { Loading } from '../common/Loading';
import { RouteDialog } from '../common/RouteDialog';
import { RefundButton } from './RefundButton';
import { StatusChip } from './StatusChip';
import type { OrderDetails } from './types';
import { useInvoiceDownload } from './useInvoiceDownload';

/** The order details dialog (001 §2), at /admin/orders/:id/show: order, lines, totals, note and the invoice. */
export function OrderDetailsDialog({ id, onClose }: { id: Identifier | null; onClose: () => void }) {
  const translate = useTranslate();
  const showError = useShowError();
  return (
    <RouteDialog open={id !== null} onClose={onClose} title={translate('resources.orders.dialogs.show')} testId="order-show" maxWidth="md">
      {id !== null && (
        <ShowBase resource="orders" id={id} queryOptions={{ onError: (e) => (showError(e, 'admin.orderNotFound'), onClose()) }}>
          <Details />
        </ShowBase>
      )}
    </RouteDialog>
  );
}

function Details() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { download, pending } = useInvoiceDownload();
  const o = useRecordContext<OrderDetails>();
  if (!o) return <Loading />;
  const lang = locale === 'en' ? 'en' : 'fr';
  const money = (v: number | undefined) => formatDZD(Number(v ?? 0), lang);
  const f = (key: string) => translate(`resources.orders.fields.${key}`);
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <DetailGrid>
        <DetailField label={f('order_no')} value={<Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>{o.order_no}</Box>} testId="detail-order_no" />
        <DetailField label={f('pharmacy')} value={o.name} />
        <DetailField label={f('order_date')} value={formatDate(o.order_date)} />
        <DetailField label={f('status')} value={<StatusChip order={o} />} />
        <DetailField label={f('payement_type')} value={translate(o.payement_type === PAYMENT_TYPE.CASH ? 'resources.orders.payment.cash' : 'resources.orders.payment.card')} />
        <DetailField label={f('tax')} value={`${o.tax} %`} />
        <DetailField label={f('address')} value={o.address} wide />
      </DetailGrid>
      <SectionTitle>{translate('resources.orders.sections.lines')}</SectionTitle>
      <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" data-testid="order-lines">
          <TableHead>
            <TableRow>
              <TableCell>{f('product')}</TableCell>
              <TableCell align="right">{f('quantity')}</TableCell>
              <TableCell align="right">{f('unity_price')}</TableCell>
              <TableCell align="right">{f('quantity_price')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {o.details.map((l) => (
              <TableRow key={l.id}>
                <TableCell>
                  {l.name}
                  {l.ref && (
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {l.ref}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right">{l.quantity}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {money(l.unity_price)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {money(l.quantity_price)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Box sx={{ ml: 'auto', mt: 2, maxWidth: 360, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.75, columnGap: 3 }}>
        <Typography color="text.secondary">{f('price_without_tax')}</Typography>
        <Typography sx={{ textAlign: 'right' }}>{money(o.price_without_tax)}</Typography>
        <Typography color="text.secondary">{translate('resources.orders.fields.tax_amount', { rate: o.tax_rate })}</Typography>
        <Typography sx={{ textAlign: 'right' }}>{money(o.tax_amount)}</Typography>
        {Number(o.stamp_duty ?? 0) > 0 && (
          <>
            <Typography color="text.secondary">{f('stamp_duty')}</Typography>
            <Typography sx={{ textAlign: 'right' }}>{money(o.stamp_duty)}</Typography>
          </>
        )}
        <Divider sx={{ gridColumn: '1 / -1' }} />
        <Typography sx={{ fontWeight: 700 }}>{f('order_price')}</Typography>
        <Typography sx={{ fontWeight: 700, textAlign: 'right' }} data-testid="detail-total">
          {money(o.order_price)}
        </Typography>
      </Box>
      <SectionTitle>{f('note')}</SectionTitle>
      <Typography color={o.note ? 'text.primary' : 'text.secondary'} sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="detail-note">
        {o.note || translate('resources.orders.note.none')}
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mt: 3 }}>
        <RefundButton order={o} />
        <Button variant="contained" startIcon={pending ? <CircularProgress size={16} color="inherit" /> : <Download />} disabled={pending !== null} onClick={() => void download(o)}>
          {translate('resources.orders.actions.invoice')}
        </Button>
      </Box>
    </Box>
  );
}
