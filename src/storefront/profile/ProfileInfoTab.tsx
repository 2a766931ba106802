import { Alert, Box, Button, Skeleton, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useGetOne, useTranslate, useUpdate } from 'react-admin';
import { Code } from '../../contract/codes';
import { profileForm } from '../../contract/forms';
import { validateForm } from '../../contract/validation';
import type { PharmacyProfile } from '../../dataProvider/pharmacyAccount';
import { ApiError } from '../../http/client';
import { useSignedInNotify } from '../auth/useSignedInNotify';
import { ProfileLoadError } from './ProfileTabParts';

type Field = 'email' | 'phone1' | 'phone2';
/** Messages of spec 000 §5/§8 "Profile": one per field, and per server code 4001–4003. */
const messageOf: Record<Field, string> = {
  email: 'shop.profile.info.emailMalformed',
  phone1: 'shop.profile.info.phone1Malformed',
  phone2: 'shop.profile.info.phone2Malformed',
};
const fieldOfCode: Record<number, Field> = { [Code.V4001]: 'email', [Code.V4002]: 'phone1', [Code.V4003]: 'phone2' };

/** Tab 0: company name, NIF and RIB read-only; e-mail, phone 1 (required) and phone 2 editable (the `profile` resource). */
export function ProfileInfoTab() {
  const translate = useTranslate();
  const notify = useSignedInNotify();
  const queryClient = useQueryClient();
  const { data, isError, refetch } = useGetOne<PharmacyProfile>('profile', { id: 'me' });
  const [update, { isPending: saving }] = useUpdate<PharmacyProfile>();
  const [values, setValues] = useState({ email: '', phone1: '', phone2: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  useEffect(() => {
    if (data) setValues({ email: data.email ?? '', phone1: data.phone1 ?? '', phone2: data.phone2 ?? '' });
  }, [data]);

  if (isError) return <ProfileLoadError onRetry={() => void refetch()} />;
  if (!data) return <Skeleton variant="rounded" height={320} />;

  const save = () => {
    const found = validateForm(profileForm, values);
    setErrors(Object.fromEntries(found.map((e) => [e.path, translate(messageOf[e.path as Field])])));
    if (found.length) return;
    update(
      'profile',
      { id: 'me', data: values, previousData: data },
      {
        onSuccess: () => {
          // the shop's own queries may show profile data
          void queryClient.invalidateQueries({ queryKey: ['pharmacy'] });
          notify('shop.profile.info.saved', { type: 'success' });
        },
        onError: (e) => {
          const field = e instanceof ApiError ? fieldOfCode[e.code] : undefined;
          if (field) {
            setErrors({ [field]: translate(messageOf[field]) });
            notify(messageOf[field], { type: 'error' });
          } else notify((e instanceof ApiError && e.result.meta) || 'shop.profile.info.unexpected', { type: 'error' });
        },
      },
    );
  };

  const editable = (field: Field, label: string, required = false) => (
    <TextField
      label={translate(label)}
      value={values[field]}
      required={required}
      onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
      error={Boolean(errors[field])}
      helperText={errors[field] ?? ' '}
      type={field === 'email' ? 'email' : 'tel'}
      autoComplete={field === 'email' ? 'email' : 'tel'}
      slotProps={{ htmlInput: { 'data-testid': `profile-${field}` } }}
    />
  );
  const readOnly = (label: string, value: string) => (
    <TextField
      label={translate(label)}
      value={value}
      helperText=" "
      slotProps={{ input: { readOnly: true } }}
      variant="filled"
    />
  );
  return (
    <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), void save())}>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Box sx={{ gridColumn: '1 / -1' }}>{readOnly('shop.profile.info.companyName', data.name)}</Box>
        <Box sx={{ gridColumn: '1 / -1' }}>{editable('email', 'shop.profile.info.email', true)}</Box>
        {editable('phone1', 'shop.profile.info.phone1', true)}
        {editable('phone2', 'shop.profile.info.phone2')}
        {readOnly('shop.profile.info.nif', data.nif)}
        {readOnly('shop.profile.info.rib', data.rib)}
      </Box>
      <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
        {translate('shop.profile.info.readOnly')}
      </Alert>
      <Button type="submit" variant="contained" size="large" disabled={saving} data-testid="profile-save">
        {translate('shop.profile.info.save')}
      </Button>
    </Box>
  );
}
