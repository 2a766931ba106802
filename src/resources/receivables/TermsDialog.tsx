import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { PAYMENT_TERMS } from '../../contract/accounts';
import { formatDZD } from '../../contract/constants';
import { StaleTerms } from '../../dataProvider/receivables';
import { ApiError } from '../../http/client';
import { useLang } from '../../i18n/useLang';
import { BusyButton } from '../../components/BusyButton';
import type { PharmacyAccount } from './types';
import { termsLabel } from './money';
import { parseTypedAmount } from '../../contract/typedNumbers';

interface Values {
  terms: string;
  limit: string;
}

const valuesOf = (a: PharmacyAccount): Values => ({
  terms: a.uses_default_terms ? 'default' : String(a.payment_terms_days),
  limit: a.uses_default_limit ? '' : String(a.credit_limit),
});

/**
 * A pharmacy's payment terms and credit limit (PUT /admin/update_credit_terms): terms on delivery, 30 or 60 days or
 * the default; a limit in DZD, empty for the default. Saved over the account the form read (react-admin's
 * previousData): terms changed meanwhile are shown, not overwritten. Refusals in the user's language.
 */
export function TermsDialog({ account, onClose }: { account: PharmacyAccount; onClose: () => void }) {
  const translate = useTranslate();
  const lang = useLang();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  const [basis, setBasis] = useState(account);
  const [values, setValues] = useState<Values>(valuesOf(account));
  const [error, setError] = useState<string | null>(null);
  const t = (key: string, vars?: Record<string, unknown>) => translate(`receivables.termsForm.${key}`, vars);
  const typedLimit = parseTypedAmount(values.limit);
  const limitBad = values.limit.trim() !== '' && typedLimit === null;
  // the default limit shown in the help: the limit in force when the pharmacy uses it
  const defaultLimit = account.uses_default_limit ? formatDZD(account.credit_limit, lang) : '—';

  const save = () => {
    // a limit that cannot be read is never sent as "the default" (null)
    if (limitBad) return;
    setError(null);
    const data = {
      payment_terms_days: values.terms === 'default' ? null : Number(values.terms),
      credit_limit: values.limit.trim() === '' ? null : typedLimit,
    };
    update(
      'pharmacyAccount',
      { id: account.id, data, previousData: basis },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('accounts.termsUpdated', { type: 'success' });
          refresh();
          onClose();
        },
        onError: (e) => {
          if (e instanceof StaleTerms) {
            const now = e.current as unknown as PharmacyAccount;
            setBasis(now);
            setValues(valuesOf(now));
            setError(t('changed'));
          } else
            setError(
              e instanceof ApiError
                ? e.message || translate('ra.notification.http_error')
                : translate('ra.notification.http_error'),
            );
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid="terms-dialog">
      <DialogTitle>{t('title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <TextField
          select
          label={t('terms')}
          value={values.terms}
          onChange={(e) => setValues({ ...values, terms: e.target.value })}
          slotProps={{ htmlInput: { 'data-testid': 'terms-select' } }}
        >
          {PAYMENT_TERMS.map((d) => (
            <MenuItem key={d} value={String(d)}>
              {termsLabel(translate, d)}
            </MenuItem>
          ))}
          <MenuItem value="default">
            {translate('receivables.terms.default', {
              terms: termsLabel(translate, account.uses_default_terms ? account.payment_terms_days : 30),
            })}
          </MenuItem>
        </TextField>
        <TextField
          label={t('limit')}
          value={values.limit}
          onChange={(e) => setValues({ ...values, limit: e.target.value })}
          error={limitBad}
          helperText={limitBad ? t('badLimit') : t('limitHelp', { limit: defaultLimit })}
          slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr', 'data-testid': 'terms-limit' } }}
        />
        {error && (
          <Alert severity="warning" data-testid="terms-error">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <BusyButton variant="contained" onClick={save} busy={isPending} disabled={limitBad} data-testid="terms-save">
          {t('save')}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
