import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  ListItemText,
  MenuItem,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useGetList, useTranslate } from 'react-admin';
import { PAYMENT_REFERENCE_MAX, RECORDED_METHODS, type RecordedMethod } from '../../contract/accounts';
import { formatAlgiersDate } from '../../contract/algiersTime';
import { formatDZD, type Lang } from '../../contract/constants';
import type { AdminDataProvider } from '../../dataProvider/adminArea';
import { useAction } from '../../dataProvider/useAction';
import { saveBlob } from '../../http/client';
import { useLang } from '../../i18n/useLang';
import { BusyButton } from '../../components/BusyButton';
import { LtrText } from '../../components/LtrText';
import { parseTypedAmount } from '../../contract/typedNumbers';

interface OpenInvoice {
  id: number;
  invoice_no: string;
  amount_due: number;
  due_date: string;
}

interface Recorded {
  payment_id: number;
  amount: number;
  balance: number;
}

/** The receipt of a payment received (GET /admin/payment_receipt/{id}) in `lang`, saved as a file. */
export async function downloadReceipt(dataProvider: AdminDataProvider, paymentId: number, lang: Lang) {
  const file = await dataProvider.paymentReceipt(paymentId, lang);
  saveBlob(file.blob, file.filename ?? `receipt-${paymentId}.pdf`);
}

/**
 * Records a payment received from a pharmacy (POST /admin/record_payment): amount, method, reference, the cheque's
 * bank, and optionally the open invoices it pays (oldest due first, as the server lists them). One Idempotency-Key
 * per opening of the form, so a double click or a repeat after a lost answer records once. Then the receipt.
 */
export function PaymentDialog({ pharmacy, onClose }: { pharmacy: { id: number; name: string }; onClose: () => void }) {
  const translate = useTranslate();
  const lang = useLang();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const t = (key: string, vars?: Record<string, unknown>) => translate(`receivables.payment.${key}`, vars);
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<RecordedMethod>('cash');
  const [reference, setReference] = useState('');
  const [bank, setBank] = useState('');
  const [invoiceIds, setInvoiceIds] = useState<number[]>([]);
  const [done, setDone] = useState<Recorded | null>(null);
  const { data: open = [] } = useGetList<OpenInvoice>('receivableInvoices', {
    filter: { pharmacyId: pharmacy.id, unpaid: 1 },
    pagination: { page: 1, perPage: 100 },
  });
  const typedAmount = parseTypedAmount(amount);
  const amountBad = amount.trim() !== '' && (typedAmount === null || typedAmount <= 0);
  const missing = !amount.trim() || (method !== 'cash' && !reference.trim()) || (method === 'cheque' && !bank.trim());

  const { run, busy, error, setError } = useAction(
    (dp: AdminDataProvider, body: Record<string, unknown>, meta) => dp.recordPayment(body, meta),
    { failure: 'ra.notification.http_error', errorTo: 'inline', onSuccess: (res) => setDone(res.data as Recorded) },
  );
  const submit = () =>
    typedAmount !== null &&
    run({
      pharmacyId: pharmacy.id,
      amount: typedAmount,
      method,
      reference: reference.trim() || null,
      bank: method === 'cheque' ? bank.trim() : null,
      invoiceIds,
    });

  const receipt = async () => {
    try {
      await downloadReceipt(dataProvider, done!.payment_id, lang);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : translate('ra.notification.http_error'));
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" data-testid="payment-dialog">
      <DialogTitle>{t('title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <TextField label={t('pharmacy')} value={pharmacy.name} disabled />
        {done ? (
          <Alert severity="success" data-testid="payment-recorded">
            {t('recorded', { amount: formatDZD(done.amount, lang), balance: formatDZD(done.balance, lang) })}
          </Alert>
        ) : (
          <>
            <TextField
              label={t('amount')}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              error={amountBad}
              helperText={amountBad ? translate('accounts.badAmount') : undefined}
              required
              slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr', 'data-testid': 'payment-amount' } }}
            />
            <TextField
              select
              label={t('method')}
              value={method}
              onChange={(e) => setMethod(e.target.value as RecordedMethod)}
              slotProps={{ htmlInput: { 'data-testid': 'payment-method' } }}
            >
              {RECORDED_METHODS.map((m) => (
                <MenuItem key={m} value={m}>
                  {translate(`accounts.method.${m}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('reference')}
              value={reference}
              onChange={(e) => setReference(e.target.value)}
              required={method !== 'cash'}
              slotProps={{
                htmlInput: { maxLength: PAYMENT_REFERENCE_MAX, dir: 'auto', 'data-testid': 'payment-reference' },
              }}
            />
            {method === 'cheque' && (
              <TextField
                label={t('bank')}
                value={bank}
                onChange={(e) => setBank(e.target.value)}
                required
                slotProps={{
                  htmlInput: { maxLength: PAYMENT_REFERENCE_MAX, dir: 'auto', 'data-testid': 'payment-bank' },
                }}
              />
            )}
            <TextField
              select
              label={t('invoices')}
              value={invoiceIds}
              helperText={t('invoicesHelp')}
              onChange={(e) => setInvoiceIds((e.target.value as unknown as number[]).map(Number))}
              slotProps={{
                select: {
                  multiple: true,
                  renderValue: (ids) =>
                    (ids as number[]).map((id) => open.find((i) => i.id === id)?.invoice_no ?? id).join(', '),
                },
                htmlInput: { 'data-testid': 'payment-invoices' },
              }}
            >
              {open.map((i) => (
                <MenuItem key={i.id} value={i.id}>
                  <Checkbox checked={invoiceIds.includes(i.id)} size="small" />
                  <ListItemText
                    primary={
                      <LtrText>
                        {t('invoiceChoice', {
                          invoice: i.invoice_no,
                          due: formatAlgiersDate(i.due_date),
                          left: formatDZD(i.amount_due, lang),
                        })}
                      </LtrText>
                    }
                  />
                </MenuItem>
              ))}
            </TextField>
          </>
        )}
        {error && (
          <Alert severity="error" data-testid="payment-error">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {done ? (
          <>
            <Button onClick={receipt} data-testid="payment-receipt">
              {t('receipt')}
            </Button>
            <Button variant="contained" onClick={onClose}>
              {t('done')}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose} disabled={busy}>
              {translate('receivables.termsForm.cancel')}
            </Button>
            <BusyButton
              variant="contained"
              onClick={submit}
              busy={busy}
              disabled={missing || amountBad}
              data-testid="payment-submit"
            >
              {t('submit')}
            </BusyButton>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
