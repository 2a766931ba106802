import Block from '@mui/icons-material/Block';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate, useUpdate } from 'react-admin';
import { formatDZD, PAYMENT_TYPE, SNACKBAR_MS } from '../../contract/constants';
import { REJECTION_REASON_LENGTH } from '../../contract/orderStates';
import { useLang } from '../../i18n/useLang';
import { BusyButton } from '../../components/BusyButton';
import { TextWithLtr } from '../../components/LtrText';
import { RowActionButton } from '../common/RowActions';
import { useShowError } from '../common/errorPopup';
import type { Order } from './types';

/** Whether an order can be rejected: offline (cash) and still awaiting sales validation. */
export const isRejectable = (o: Pick<Order, 'payement_type' | 'state'>) =>
  o.payement_type === PAYMENT_TYPE.CASH && o.state === 'awaiting_validation';

/**
 * "Reject" beside the validation of an offline order (issue 26, point 18): a dialog asks the reason (sent to the
 * pharmacy), then a confirmation, then POST /admin/reject_order through the dataProvider (update with
 * `rejection_reason`). `compact` draws the list's row icon instead of a button.
 */
export function RejectOrderButton({ order, compact = false }: { order: Order; compact?: boolean }) {
  const translate = useTranslate();
  const t = (key: string, vars?: Record<string, unknown>) => translate(`resources.orders.reject.${key}`, vars);
  const [open, setOpen] = useState(false);
  if (!isRejectable(order)) return null;
  return (
    <>
      {compact ? (
        <RowActionButton
          label={t('action')}
          icon={<Block fontSize="small" />}
          onClick={() => setOpen(true)}
          testId="row-reject"
          color="error"
        />
      ) : (
        <Button
          color="error"
          variant="outlined"
          startIcon={<Block />}
          onClick={() => setOpen(true)}
          data-testid="reject-button"
        >
          {t('action')}
        </Button>
      )}
      {open && <RejectDialog order={order} onClose={() => setOpen(false)} />}
    </>
  );
}

export function RejectDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const translate = useTranslate();
  const t = (key: string, vars?: Record<string, unknown>) => translate(`resources.orders.reject.${key}`, vars);
  const lang = useLang();
  const notify = useNotify();
  const showError = useShowError();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [update, { isPending }] = useUpdate<Order>();
  const rule = translate('orderReject.reason', { ...REJECTION_REASON_LENGTH });

  const next = () => {
    const length = reason.trim().length;
    if (length < REJECTION_REASON_LENGTH.min || length > REJECTION_REASON_LENGTH.max) return setError(rule);
    setConfirming(true);
  };
  const reject = () =>
    update(
      'orders',
      { id: order.id, data: { rejection_reason: reason.trim() }, previousData: order },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('orderReject.done', {
            type: 'success',
            autoHideDuration: SNACKBAR_MS,
            messageArgs: { order: order.order_no },
          });
          onClose();
        },
        onError: (e) => {
          setConfirming(false);
          const field = (e as { body?: { errors?: Record<string, string> } })?.body?.errors?.reason;
          if (field) setError(field);
          else showError(e, 'resources.orders.reject.failed');
        },
      },
    );

  return (
    <Dialog
      open
      onClose={() => !isPending && onClose()}
      maxWidth="sm"
      fullWidth
      data-testid="reject-dialog"
      onClick={(e) => e.stopPropagation()}
    >
      <DialogTitle>
        <TextWithLtr format={(v) => t('title', { order_no: v })} value={order.order_no} />
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('intro', { name: order.name, amount: formatDZD(order.order_price, lang) })}
        </DialogContentText>
        {confirming ? (
          <Box data-testid="reject-confirm-text">
            <DialogContentText sx={{ fontWeight: 600, color: 'error.main', mb: 1 }}>
              <TextWithLtr format={(v) => t('confirmText', { order_no: v })} value={order.order_no} />
            </DialogContentText>
            <DialogContentText sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {reason.trim()}
            </DialogContentText>
          </Box>
        ) : (
          <TextField
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setError(null);
            }}
            label={t('reason')}
            multiline
            minRows={3}
            fullWidth
            autoFocus
            error={Boolean(error)}
            helperText={error ?? `${reason.trim().length} / ${REJECTION_REASON_LENGTH.max}`}
            slotProps={{ htmlInput: { maxLength: REJECTION_REASON_LENGTH.max + 50, 'data-testid': 'reject-reason' } }}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {confirming ? (
          <>
            <Button onClick={() => setConfirming(false)} disabled={isPending}>
              {t('back')}
            </Button>
            <BusyButton
              variant="contained"
              color="error"
              onClick={reject}
              busy={isPending}
              data-testid="reject-confirm"
            >
              {t('confirm')}
            </BusyButton>
          </>
        ) : (
          <>
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            <Button variant="contained" color="error" onClick={next} data-testid="reject-next">
              {t('next')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
