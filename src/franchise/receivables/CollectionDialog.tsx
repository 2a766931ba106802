import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { PAYMENT_REFERENCE_MAX } from '../../contract/accounts';
import type { ReceivableRow } from '../../contract/receivables';
import { BusyButton } from '../../components/BusyButton';
import type { FranchiseDataProvider } from '../../dataProvider/franchiseArea';
import { useAction } from '../../dataProvider/useAction';
import { parseTypedAmount } from '../../contract/typedNumbers';

/**
 * Cash the franchisee collected from a pharmacy of its wilaya (POST /franchise/record_collection, D96): pending
 * until the admin confirms it. One Idempotency-Key per opening of the form.
 */
export function CollectionDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const [pharmacyId, setPharmacyId] = useState('');
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const { data: pharmacies = [] } = useGetList<ReceivableRow>('receivables', { pagination: { page: 1, perPage: 500 } });
  const typedAmount = parseTypedAmount(amount);
  const amountBad = amount.trim() !== '' && (typedAmount === null || typedAmount <= 0);

  const { run, busy, error } = useAction(
    (dp: FranchiseDataProvider, body: Parameters<FranchiseDataProvider['recordCollection']>[0], meta) =>
      dp.recordCollection(body, meta),
    {
      success: 'receivables.collectionRecorded',
      failure: 'ra.notification.http_error',
      errorTo: 'inline',
      onSuccess: onClose,
    },
  );
  const submit = () => {
    if (typedAmount === null) return;
    run({ pharmacyId: Number(pharmacyId), amount: typedAmount, reference: reference.trim() || null });
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" data-testid="collection-dialog">
      <DialogTitle>{translate('receivables.collections.record')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <TextField
          select
          label={translate('receivables.payment.pharmacy')}
          value={pharmacyId}
          onChange={(e) => setPharmacyId(e.target.value)}
          required
          slotProps={{ htmlInput: { 'data-testid': 'collection-pharmacy' } }}
        >
          {pharmacies.map((p) => (
            <MenuItem key={p.id} value={String(p.id)}>
              <bdi>{p.name}</bdi>
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={translate('receivables.payment.amount')}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={amountBad}
          helperText={amountBad ? translate('accounts.badAmount') : undefined}
          required
          slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr', 'data-testid': 'collection-amount' } }}
        />
        <TextField
          label={translate('receivables.collections.fields.reference')}
          value={reference}
          onChange={(e) => setReference(e.target.value)}
          slotProps={{
            htmlInput: { maxLength: PAYMENT_REFERENCE_MAX, dir: 'auto', 'data-testid': 'collection-reference' },
          }}
        />
        {error && (
          <Alert severity="error" data-testid="collection-error">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('receivables.termsForm.cancel')}
        </Button>
        <BusyButton
          variant="contained"
          onClick={submit}
          busy={busy}
          disabled={!pharmacyId || !amount.trim() || amountBad}
          data-testid="collection-submit"
        >
          {translate('receivables.payment.submit')}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
