import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { cardForm } from '../../contract/forms';
import type { SavedCard } from '../../dataProvider/pharmacyAccount';
import { CARD_YEAR_FIRST, CARD_YEAR_LAST, type FormSpec, validateForm } from '../../contract/validation';

export type { SavedCard };

export interface CardValues {
  card_name: string;
  card_number: string;
  card_holder: string;
  exp_month: string;
  exp_year: string;
  cvv: string;
}

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
const YEARS = Array.from({ length: CARD_YEAR_LAST - CARD_YEAR_FIRST + 1 }, (_, i) => String(CARD_YEAR_FIRST + i));
const blank: CardValues = { card_name: '', card_number: '', card_holder: '', exp_month: '', exp_year: '', cvv: '' };

interface CardDialogProps {
  /** null: closed; 'new': add; a card: edit (its number stays unless a new one is typed) */
  card: SavedCard | 'new' | null;
  busy: boolean;
  serverError: string | null;
  onCancel: () => void;
  onSave: (values: CardValues) => void;
}

/** Add/edit dialog of a saved card (spec 000 §2 "My cards", §5 card form); checked with the shared card rules. */
export function CardDialog({ card, busy, serverError, onCancel, onSave }: CardDialogProps) {
  const translate = useTranslate();
  const [values, setValues] = useState<CardValues>(blank);
  const [errors, setErrors] = useState<Partial<Record<keyof CardValues, string>>>({});
  const editing = card !== null && card !== 'new' ? card : null;

  useEffect(() => {
    setErrors({});
    setValues(
      editing
        ? {
            card_name: editing.card_name,
            card_number: '',
            card_holder: editing.card_holder,
            exp_month: editing.exp_month,
            exp_year: editing.exp_year,
            cvv: '',
          }
        : blank,
    );
  }, [card, editing]);

  const submit = () => {
    // editing: an empty number keeps the saved one, the CVV is optional but checked when typed
    const spec: FormSpec = editing
      ? { ...cardForm, card_number: { rules: ['cardNumber'] }, cvv: { rules: ['cvv'] } }
      : cardForm;
    const found = validateForm(spec, { ...values, card_number: values.card_number.replace(/\s/g, '') });
    setErrors(
      Object.fromEntries(
        found.map((e) => [e.path, translate(e.rule === 'required' ? 'shop.profile.cards.required' : e.message)]),
      ),
    );
    if (!found.length) onSave(values);
  };

  const set = (field: keyof CardValues) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));
  const text = (
    field: keyof CardValues,
    label: string,
    extra: Partial<React.ComponentProps<typeof TextField>> = {},
    maxLength?: number,
    inputMode?: string,
  ) => (
    <TextField
      {...extra}
      label={translate(label)}
      value={values[field]}
      onChange={set(field)}
      error={Boolean(errors[field])}
      helperText={errors[field] ?? extra.helperText ?? ' '}
      slotProps={{ htmlInput: { maxLength, inputMode, 'data-testid': `card-${field}` } }}
    />
  );
  return (
    <Dialog open={card !== null} onClose={onCancel} maxWidth="sm" fullWidth>
      <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), submit())}>
        <DialogTitle>{translate(editing ? 'shop.profile.cards.editTitle' : 'shop.profile.cards.addTitle')}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: '1fr 1fr', mt: 1 }}>
            <Box sx={{ gridColumn: '1 / -1' }}>
              {text('card_name', 'shop.profile.cards.name', { required: true }, 40)}
            </Box>
            <Box sx={{ gridColumn: '1 / -1' }}>
              {text(
                'card_number',
                'shop.profile.cards.number',
                {
                  required: !editing,
                  autoComplete: 'cc-number',
                  placeholder: editing ? editing.card_number : '9XXX XXXX XXXX XXXX',
                  helperText: editing
                    ? translate('shop.profile.cards.numberKeep', { masked: editing.card_number })
                    : undefined,
                },
                16,
                'numeric',
              )}
            </Box>
            <Box sx={{ gridColumn: '1 / -1' }}>
              {text('card_holder', 'shop.profile.cards.holder', { required: true, autoComplete: 'cc-name' }, 20)}
            </Box>
            <TextField
              select
              required
              label={translate('shop.profile.cards.month')}
              value={values.exp_month}
              onChange={(e) => setValues((v) => ({ ...v, exp_month: e.target.value }))}
              error={Boolean(errors.exp_month)}
              helperText={errors.exp_month ?? ' '}
              slotProps={{
                select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 310 } } } } },
                htmlInput: { 'data-testid': 'card-exp_month' },
              }}
            >
              {MONTHS.map((m) => (
                <MenuItem key={m} value={m}>
                  {m}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              required
              label={translate('shop.profile.cards.year')}
              value={values.exp_year}
              onChange={(e) => setValues((v) => ({ ...v, exp_year: e.target.value }))}
              error={Boolean(errors.exp_year)}
              helperText={errors.exp_year ?? ' '}
              slotProps={{
                select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 310 } } } } },
                htmlInput: { 'data-testid': 'card-exp_year' },
              }}
            >
              {YEARS.map((y) => (
                <MenuItem key={y} value={y}>
                  {y}
                </MenuItem>
              ))}
            </TextField>
            {text(
              'cvv',
              'shop.profile.cards.cvv',
              {
                required: !editing,
                type: 'password',
                autoComplete: 'cc-csc',
                helperText: translate('shop.profile.cards.cvvHint'),
              },
              4,
              'numeric',
            )}
          </Box>
          {serverError && (
            <Box sx={{ color: 'error.main', fontSize: 14, mt: 1 }} role="alert" data-testid="card-error">
              {serverError}
            </Box>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancel}>{translate('shop.profile.cards.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="card-save">
            {translate('shop.profile.cards.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
