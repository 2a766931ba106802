import { Alert, Box, Checkbox, FormControlLabel, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { PAYMENT_TYPE } from '../../contract/constants';
import { DISPUTE_RESOLUTIONS, type DisputeResolution, RESOLUTION_REASON_MAX } from '../../contract/disputes';
import type { AdminDataProvider } from '../../dataProvider/adminArea';
import { useAction } from '../../dataProvider/useAction';
import { BusyButton } from '../../components/BusyButton';

/**
 * The admin's decision on an open dispute (POST /admin/resolve_dispute, one Idempotency-Key per click): refused
 * with a reason, a replacement shipment, or a credit note (and, on a card order, its refund to the card), behind
 * react-admin's Confirm. The server settles a dispute once, whatever arrives twice.
 */
export function ResolveDisputePanel({ disputeId, paymentType }: { disputeId: number; paymentType?: number }) {
  const translate = useTranslate();
  const t = (key: string, vars?: Record<string, unknown>) => translate(`resources.disputes.resolve.${key}`, vars);
  const [resolution, setResolution] = useState<DisputeResolution>('credit_note');
  const [reason, setReason] = useState('');
  const [refundToCard, setRefundToCard] = useState(false);
  const [asking, setAsking] = useState(false);
  const { run, busy, error } = useAction(
    (dp: AdminDataProvider, body: Parameters<AdminDataProvider['resolveDispute']>[0], meta) =>
      dp.resolveDispute(body, meta),
    {
      success: 'resources.disputes.resolve.confirm',
      failure: 'resources.disputes.resolve.failed',
      errorTo: 'inline',
      onSettled: () => setAsking(false),
    },
  );
  const reasonMissing = resolution === 'refused' && !reason.trim();

  const submit = () =>
    run({
      disputeId,
      resolution,
      reason: reason.trim(),
      refund_to_card: resolution === 'credit_note' && refundToCard,
    });

  return (
    <Box data-testid="resolve-dispute" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('title')}
      </Typography>
      <RadioGroup row value={resolution} onChange={(e) => setResolution(e.target.value as DisputeResolution)}>
        {DISPUTE_RESOLUTIONS.map((r) => (
          <FormControlLabel
            key={r}
            value={r}
            control={<Radio inputProps={{ 'data-testid': `resolve-${r}` } as never} />}
            label={t(r)}
          />
        ))}
      </RadioGroup>
      <TextField
        fullWidth
        multiline
        minRows={2}
        label={t('reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value.slice(0, RESOLUTION_REASON_MAX))}
        error={reasonMissing}
        sx={{ mt: 1 }}
        inputProps={{ 'data-testid': 'resolve-reason' }}
      />
      {resolution === 'credit_note' && paymentType === PAYMENT_TYPE.CARD && (
        <FormControlLabel
          control={<Checkbox checked={refundToCard} onChange={(e) => setRefundToCard(e.target.checked)} />}
          label={t('refundToCard')}
        />
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <BusyButton
          variant="contained"
          busy={busy}
          disabled={reasonMissing}
          onClick={() => setAsking(true)}
          data-testid="resolve-submit"
        >
          {t('confirm')}
        </BusyButton>
      </Box>
      <Confirm
        isOpen={asking}
        loading={busy}
        title={t('confirmTitle', { resolution: t(resolution) })}
        content={t('confirmText')}
        onConfirm={() => void submit()}
        onClose={() => setAsking(false)}
      />
    </Box>
  );
}
