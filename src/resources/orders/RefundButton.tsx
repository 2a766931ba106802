import Undo from '@mui/icons-material/Undo';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatDZD, ORDER_STATUS, PAYMENT_TYPE } from '../../contract/constants';
import type { AdminDataProvider } from '../../dataProvider/adminArea';
import { useAction } from '../../dataProvider/useAction';
import { useLang } from '../../i18n/useLang';
import { MIRROR_IN_RTL } from '../../theme/themes';
import { BusyButton } from '../../components/BusyButton';
import { parseTypedAmount } from '../../contract/typedNumbers';

/** What the button needs of an order; read from the record context when no `order` prop is given. */
interface RefundableOrder {
  id: number | string;
  order_no: string;
  order_price: number;
  payement_type: number;
  status: number;
  refunded_amount?: number;
  /** what the server would refund (addition of order_details): 0 when the order has no refundable card payment */
  refundable_amount?: number;
}

/**
 * Admin refund of an order paid online (POST /admin/refund_order, SATIM refund.do), in full or in part.
 * Shown only for card orders that are paid and have something left to refund to the card (`refundable_amount`);
 * the server checks again and never refunds beyond what was paid.
 */
export function RefundButton({ order }: { order?: RefundableOrder }) {
  const record = useRecordContext<RefundableOrder>();
  const o = order ?? record;
  const translate = useTranslate();
  const t = (key: string, vars?: Record<string, unknown>) => translate(`refund.${key}`, vars);
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const refund = useAction(
    (dp: AdminDataProvider, body: { orderId: number | string; amount: string }) => dp.refundOrder(body),
    { success: 'refund.confirm', failure: 'refund.failed', errorTo: 'inline', onSuccess: () => setOpen(false) },
  );
  const { busy, error, setError } = refund;

  if (!o || o.payement_type !== PAYMENT_TYPE.CARD || o.status !== ORDER_STATUS.PAID) return null;
  const refunded = Number(o.refunded_amount ?? 0);
  const available = Math.round((o.refundable_amount ?? Number(o.order_price) - refunded) * 100) / 100;
  // a card order the gateway never confirmed a payment for (imported, seeded) has nothing the gateway could refund
  if (available <= 0 && refunded === 0) return null;
  if (available <= 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('refunded', { amount: formatDZD(refunded, lang) })}
      </Typography>
    );

  const submit = async () => {
    const typed = parseTypedAmount(amount);
    if (typed === null || typed <= 0 || typed > available) return setError(t('invalid'));
    await refund.run({ orderId: o.id, amount: typed.toFixed(2) });
  };

  return (
    <>
      <Button
        color="warning"
        variant="outlined"
        startIcon={<Undo className={MIRROR_IN_RTL} />}
        onClick={() => {
          setAmount(String(available));
          refund.reset();
          setOpen(true);
        }}
        data-testid="refund-button"
      >
        {t('button')}
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} maxWidth="xs" fullWidth>
        <DialogTitle>{t('title', { order: o.order_no })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('text', { available: formatDZD(available, lang) })}</DialogContentText>
          {refunded > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {t('refunded', { amount: formatDZD(refunded, lang) })}
            </Typography>
          )}
          <TextField
            autoFocus
            label={t('amount')}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            inputProps={{ inputMode: 'decimal', 'data-testid': 'refund-amount' }}
            error={error !== null}
            helperText={error ?? ' '}
          />
          <Button size="small" onClick={() => setAmount(String(available))}>
            {t('full')}
          </Button>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {t('cancel')}
          </Button>
          <BusyButton variant="contained" color="warning" onClick={submit} busy={busy} data-testid="refund-confirm">
            {t('confirm')}
          </BusyButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
