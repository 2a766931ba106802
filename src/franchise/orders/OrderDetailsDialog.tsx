import Close from '@mui/icons-material/Close';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  LinearProgress,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useEffect, useRef } from 'react';
import { useGetOne, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { formatDZD, type Lang, PAYMENT_TYPE, SNACKBAR_MS } from '../../contract/constants';
import type { FranchiseOrderDetails } from '../../dataProvider/franchise';
import { NetworkError } from '../../http/client';
import { DetailField, DetailGrid, SectionTitle } from '../common/DetailField';
import { StatusDot } from '../common/StatusDot';
import { useIsPhone } from '../common/useIsPhone';
import { InvoiceButton } from './InvoiceButton';

/**
 * Details of an order (spec 000 §2, dialog max width 900): number, pharmacy, status, payment type, price,
 * tax and address, then the product lines. A failed load closes the dialog with "Order not found"
 * (any answer but 2001, HTTP 404 included) or "Failed to fetch order details" (no answer).
 */
export function OrderDetailsDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const lang: Lang = locale === 'en' ? 'en' : 'fr';
  const phone = useIsPhone();
  const { data, isPending, error } = useGetOne<FranchiseOrderDetails>('orders', { id: id ?? '' }, { enabled: Boolean(id), retry: false });
  const t = (key: string, vars?: Record<string, unknown>) => translate(`franchise.orders.details.${key}`, vars);

  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (!id || !error || reported.current === error) return;
    reported.current = error;
    const key = error instanceof NetworkError ? 'franchise.orders.errors.details' : 'franchise.orders.errors.notFound';
    notify(key, { type: 'error', autoHideDuration: SNACKBAR_MS });
    onClose();
  }, [id, error, notify, onClose]);

  // react-admin shows the list's row while the details load: it has no lines yet
  const order = id && !error ? data : undefined;
  const lines = Array.isArray(order?.details) ? order.details : null;
  const money = (n: number | undefined) => (n === undefined || n === null ? '-' : formatDZD(Number(n), lang));

  return (
    <Dialog
      open={Boolean(id) && !error}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: phone ? undefined : 900, outline: 'none' }, 'data-testid': 'order-details-dialog' } as object }}
      aria-labelledby="order-details-title"
    >
      <DialogTitle id="order-details-title" sx={{ pr: 7 }}>
        {order ? t('title', { order_no: order.order_no }) : t('loadingTitle')}
        <IconButton aria-label={translate('franchise.common.close')} onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <Close />
        </IconButton>
      </DialogTitle>
      {(isPending || !lines) && <LinearProgress data-testid="order-details-loading" />}
      <DialogContent dividers>
        {order ? (
          <>
            <DetailGrid>
              <DetailField label={t('orderNo')} value={order.order_no} testId="detail-order-no" />
              <DetailField label={t('pharmacy')} value={order.name} testId="detail-pharmacy" />
              <DetailField label={t('status')} value={<StatusDot status={order.status} />} />
              <DetailField
                label={t('paymentType')}
                value={Number(order.payement_type) === PAYMENT_TYPE.CASH ? t('cash') : t('card')}
                testId="detail-payment-type"
              />
              <DetailField label={t('price')} value={money(order.order_price)} testId="detail-price" />
              <DetailField label={t('tax')} value={`${Number(order.tax ?? 0).toLocaleString(lang === 'en' ? 'en-US' : 'fr-FR')} %`} />
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
          {phone ? (
            <LineCards lines={lines} money={money} quantityLabel={t('quantity')} empty={t('noLines')} />
          ) : (
            <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
              <Table size="small" data-testid="order-lines">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('product')}</TableCell>
                    <TableCell align="right">{t('quantity')}</TableCell>
                    <TableCell align="right">{t('unitPrice')}</TableCell>
                    <TableCell align="right">{t('total')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {!lines &&
                    Array.from({ length: 3 }, (_, i) => (
                      <TableRow key={i}>
                        <TableCell colSpan={4}>
                          <Skeleton />
                        </TableCell>
                      </TableRow>
                    ))}
                  {lines?.map((line) => (
                    <TableRow key={line.id}>
                      <TableCell sx={{ minWidth: 140 }}>{line.name}</TableCell>
                      <TableCell align="right">{line.quantity}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {money(line.unity_price)}
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                        {money(line.quantity_price)}
                      </TableCell>
                    </TableRow>
                  ))}
                  {lines?.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={4}>
                        <Typography color="text.secondary">{t('noLines')}</Typography>
                      </TableCell>
                    </TableRow>
                  )}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
        {order && <InvoiceButton order={order} variant="button" />}
        <Button onClick={onClose} variant="contained">
          {translate('franchise.common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The lines on a phone: one card each (name, quantity × unit price, total), no table to scroll sideways. */
function LineCards({
  lines,
  money,
  quantityLabel,
  empty,
}: {
  lines: FranchiseOrderDetails['details'] | null;
  money: (n: number | undefined) => string;
  quantityLabel: string;
  empty: string;
}) {
  if (!lines) return <Skeleton height={72} />;
  if (!lines.length) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Box data-testid="order-lines" sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
      {lines.map((line, i) => (
        <Box key={line.id} sx={{ px: 2, py: 1.5, borderTop: i ? 1 : 0, borderColor: 'divider' }}>
          <Typography fontWeight={600}>{line.name}</Typography>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 0.5 }}>
            <Typography variant="body2" color="text.secondary">
              {quantityLabel} : {line.quantity} × {money(line.unity_price)}
            </Typography>
            <Typography variant="body2" fontWeight={700} sx={{ whiteSpace: 'nowrap' }}>
              {money(line.quantity_price)}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
