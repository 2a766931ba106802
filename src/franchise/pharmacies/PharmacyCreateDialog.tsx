import Close from '@mui/icons-material/Close';
import { FormDraftKeeper } from '../../components/FormDraftKeeper';
import { InvalidSubmitNotice } from '../../components/InvalidSubmitNotice';
import { closeAfterSave, UnsavedChangesGuard } from '../../components/UnsavedChangesGuard';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { Form, TextInput, useCreate, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { pharmacyForm } from '../../contract/forms';
import type { CreatedPharmacy } from '../../dataProvider/franchise';
import { ApiError, NetworkError } from '../../http/client';
import { formValidators, parseRib, RIB_INPUT_MAX } from '../../resources/validators';
import { SectionTitle } from '../common/DetailField';
import { useIsPhone } from '../common/useIsPhone';
import { ErrorDialog } from './ErrorDialog';
import { useWilayaName } from '../../components/useWilayaName';

type PharmacyField = keyof typeof pharmacyForm & string;

/** The server's rules of each field (000 §5 "Pharmacy form (franchise)"). */
const validators = formValidators(pharmacyForm);

const EMPTY: Record<PharmacyField, string> = {
  pharm_name: '',
  pharm_email: '',
  pharm_phone1: '',
  pharm_phone2: '',
  rc: '',
  nif: '',
  rib: '',
  zip: '',
  adress1: '',
  adress2: '',
  poc_first_name: '',
  poc_last_name: '',
  poc_email: '',
  poc_phone: '',
};

/** Input sizes that let no valid value be cut and no absurd one be typed. */
const MAX_LENGTH: Partial<Record<PharmacyField, number>> = {
  rc: 18,
  nif: 15,
  rib: RIB_INPUT_MAX,
  zip: 5,
  pharm_phone1: 20,
  pharm_phone2: 20,
  poc_phone: 20,
};

/**
 * "Add pharmacy" (spec 000 §2, width 1000): pharmacy information, main address, point of contact. The wilaya
 * is the franchisee's own, shown locked. Field errors show on the fields, with the server's rules; a refusal
 * from the server shows its message in an error dialog (and its field errors on the fields).
 */
export function PharmacyCreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const phone = useIsPhone();
  const { identity } = useGetIdentity();
  const wilayaName = useWilayaName();
  const [create, { isPending }] = useCreate<CreatedPharmacy>();
  const [serverError, setServerError] = useState<string | null>(null);
  const t = (key: string) => translate(`franchise.pharmacies.form.${key}`);

  const wilayaLabel = identity
    ? [identity.wilaya_code, wilayaName(identity.wilaya_name)]
        .filter((x) => x !== undefined && x !== null && x !== '')
        .join(' - ')
    : '';

  const onSubmit = async (values: Record<string, unknown>) => {
    try {
      // the server puts the pharmacy in the franchisee's wilaya whatever is sent (D11)
      const created = await create(
        'pharmacies',
        { data: { ...values, wilaya: identity?.wilaya ?? '' } },
        { returnPromise: true },
      );
      notify(created?.message || 'franchise.pharmacies.form.success', { type: 'success' });
      closeAfterSave(onClose);
      return undefined;
    } catch (e) {
      if (!(e instanceof ApiError)) {
        setServerError(
          translate(
            e instanceof NetworkError ? 'ra.notification.http_error' : 'franchise.pharmacies.form.errorFallback',
          ),
        );
        return undefined;
      }
      setServerError(e.result.meta || t('errorFallback'));
      const items = Array.isArray(e.result.payload) ? (e.result.payload as { path?: unknown; msg?: unknown }[]) : [];
      const fieldErrors = Object.fromEntries(
        items.filter((i) => typeof i?.path === 'string').map((i) => [i.path, String(i.msg)]),
      );
      if (e.code === 4091) fieldErrors.pharm_email = e.result.meta ?? '';
      return fieldErrors;
    }
  };

  const input = (field: PharmacyField, hint?: string) => (
    <TextInput
      source={field}
      label={t(field)}
      validate={validators[field]}
      parse={field === 'rib' ? parseRib : undefined}
      helperText={hint ? t(hint) : false}
      fullWidth
      slotProps={{ htmlInput: { maxLength: MAX_LENGTH[field] ?? 120, 'data-testid': `input-${field}` } }}
      type={field.endsWith('email') ? 'email' : field.includes('phone') ? 'tel' : 'text'}
      disabled={isPending}
    />
  );
  const grid = {
    display: 'grid',
    columnGap: 2,
    rowGap: 1.5,
    gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
  };

  return (
    <>
      <Dialog
        open={open}
        onClose={(_, reason) => reason !== 'backdropClick' && !isPending && onClose()}
        fullScreen={phone}
        fullWidth
        maxWidth={false}
        slotProps={{
          paper: {
            sx: {
              maxWidth: phone ? undefined : 1000,
              outline: 'none',
              // the form sits between the paper and its parts: it must pass the column layout on so that only
              // the fields scroll and the buttons stay in view
              '& > form': {
                display: 'flex',
                flexDirection: 'column',
                flex: '1 1 auto',
                minHeight: 0,
                overflow: 'hidden',
              },
            },
            'data-testid': 'add-pharmacy-dialog',
          } as object,
        }}
        aria-labelledby="add-pharmacy-title"
      >
        <Form
          defaultValues={EMPTY}
          onSubmit={onSubmit}
          mode="onBlur"
          reValidateMode="onChange"
          noValidate
          disableInvalidFormNotification
        >
          <InvalidSubmitNotice />
          <UnsavedChangesGuard />
          <DialogTitle id="add-pharmacy-title" sx={{ pr: 7 }}>
            {t('title')}
            <IconButton
              aria-label={t('cancel')}
              onClick={onClose}
              disabled={isPending}
              sx={{ position: 'absolute', right: 12, top: 12 }}
            >
              <Close />
            </IconButton>
          </DialogTitle>
          <DialogContent dividers>
            <SectionTitle>{t('pharmacyInfo')}</SectionTitle>
            <Box sx={grid}>
              {input('pharm_name')}
              {input('pharm_email')}
              {input('pharm_phone1')}
              {input('pharm_phone2')}
              {input('rc', 'rcHint')}
              {input('nif', 'nifHint')}
              {input('rib', 'ribHint')}
            </Box>
            <SectionTitle>{t('mainAddress')}</SectionTitle>
            <Box sx={grid}>
              <TextField
                label={t('wilaya')}
                value={wilayaLabel}
                disabled
                helperText={t('wilayaHint')}
                size="small"
                variant="filled"
                margin="dense"
                slotProps={{ htmlInput: { 'data-testid': 'input-wilaya', readOnly: true } }}
              />
              {input('zip')}
              {input('adress1')}
              {input('adress2')}
            </Box>
            <SectionTitle>
              {t('poc')}{' '}
              <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400, fontSize: 14 }}>
                ({t('pocHint')})
              </Box>
            </SectionTitle>
            <Box sx={grid}>
              {input('poc_first_name')}
              {input('poc_last_name')}
              {input('poc_email')}
              {input('poc_phone')}
            </Box>
            <Alert severity="info" sx={{ mt: 1 }}>
              {t('mailNote')}
            </Alert>
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
            <Button onClick={onClose} disabled={isPending} data-testid="add-pharmacy-cancel">
              {t('cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={isPending}
              startIcon={isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
              data-testid="add-pharmacy-save"
            >
              {t('save')}
            </Button>
          </DialogActions>
          <FormDraftKeeper />
        </Form>
      </Dialog>
      <ErrorDialog message={serverError} onClose={() => setServerError(null)} />
    </>
  );
}
