import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { REVERSAL_REASON_MAX } from '../../contract/accounts';
import type { EntryRow } from '../../contract/accountRows';
import { formatDZD } from '../../contract/constants';
import { BusyButton } from '../../components/BusyButton';
import { ltr } from '../../components/LtrText';
import type { AdminDataProvider } from '../../dataProvider/adminArea';
import { useAction } from '../../dataProvider/useAction';
import { useLang } from '../../i18n/useLang';

/** Whether the admin may reverse this entry: a payment received by hand (a card payment is refunded by a credit note), not reversed yet. */
export const isReversible = (e: EntryRow) => e.kind === 'payment' && e.method !== 'card' && !e.reversed;

/**
 * Reverses a payment recorded by mistake (D102, POST /admin/reverse_payment): the reason, then a confirmation that
 * says what happens to the balance, then the call with one Idempotency-Key per opening, so a double click or a
 * repeat after a lost answer reverses once. The server's refusal (already reversed, a card payment) is shown as is.
 */
export function ReversePaymentDialog({ entry, onClose }: { entry: EntryRow; onClose: () => void }) {
  const translate = useTranslate();
  const lang = useLang();
  const t = (key: string, vars?: Record<string, unknown>) => translate(`receivables.reversal.${key}`, vars);
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const { run, busy, error } = useAction(
    (dp: AdminDataProvider, body: { paymentId: number; reason: string }, meta) => dp.reversePayment(body, meta),
    {
      success: 'receivables.reversal.done',
      failure: 'ra.notification.http_error',
      errorTo: 'inline',
      onSuccess: onClose,
    },
  );
  // isolated, so an Arabic sentence keeps "250,00 DA" and "(#67)" as written
  const amount = ltr(formatDZD(entry.credit, lang));
  const reference = ltr(entry.reference ?? `#${entry.id}`);

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" data-testid="reverse-payment-dialog">
      <DialogTitle>{t('title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <DialogContentText>{t('intro', { amount, reference })}</DialogContentText>
        {confirming ? (
          <Alert severity="warning" data-testid="reverse-payment-confirm-text">
            {t('confirmText', { amount })}
          </Alert>
        ) : (
          <TextField
            label={t('reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            multiline
            minRows={2}
            autoFocus
            required
            helperText={`${reason.trim().length} / ${REVERSAL_REASON_MAX}`}
            slotProps={{
              htmlInput: { maxLength: REVERSAL_REASON_MAX, dir: 'auto', 'data-testid': 'reverse-payment-reason' },
            }}
          />
        )}
        {error && (
          <Alert severity="error" data-testid="reverse-payment-error">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {confirming ? (
          <>
            <Button onClick={() => setConfirming(false)} disabled={busy}>
              {t('back')}
            </Button>
            <BusyButton
              variant="contained"
              color="error"
              onClick={() => run({ paymentId: entry.id, reason: reason.trim() })}
              busy={busy}
              data-testid="reverse-payment-submit"
            >
              {t('confirm')}
            </BusyButton>
          </>
        ) : (
          <>
            <Button onClick={onClose}>{translate('receivables.termsForm.cancel')}</Button>
            <Button
              variant="contained"
              color="error"
              onClick={() => setConfirming(true)}
              disabled={!reason.trim()}
              data-testid="reverse-payment-next"
            >
              {t('next')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
