import { Box, Button, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { PasswordField } from '../../components/PasswordField';
import { Code } from '../../contract/codes';
import { PASSWORD_MIN } from '../../contract/validation';
import type { PharmacyDataProvider } from '../../dataProvider/pharmacy';
import { ApiError } from '../../http/client';
import { useSignedInNotify } from '../auth/useSignedInNotify';

/** Messages of POST /pharmacy/change_pswd by code (spec 000 §8 "Password change"). */
const byCode: Record<number, string> = {
  [Code.WRONG_CREDENTIALS]: 'shop.profile.security.wrongOld',
  [Code.SAME_PASSWORD]: 'shop.profile.security.same',
  [Code.V4002]: 'shop.profile.security.tooShort',
  [Code.V4001]: 'shop.profile.security.oldRequired',
};

/** Tab 3: old, new and confirmation, each with show/hide; checked here first with the rules of spec 000 §5. */
export function SecurityTab() {
  const translate = useTranslate();
  const notify = useSignedInNotify();
  const dataProvider = useDataProvider<PharmacyDataProvider>();
  const empty = { oldPassword: '', newPassword: '', confirmPassword: '' };
  const [values, setValues] = useState(empty);
  const [error, setError] = useState<{ field: keyof typeof empty; key: string } | null>(null);
  const change = useMutation({
    mutationFn: ({ oldPassword, newPassword }: typeof empty) => dataProvider.changePassword(oldPassword, newPassword),
    onSuccess: () => {
      setValues(empty);
      notify('shop.profile.security.updated', { type: 'success' });
    },
    onError: (e) => {
      if (!(e instanceof ApiError)) return notify('shop.profile.security.generic', { type: 'error' });
      const key = byCode[e.code] ?? 'shop.profile.security.generic';
      setError({
        field: e.code === Code.WRONG_CREDENTIALS || e.code === Code.V4001 ? 'oldPassword' : 'newPassword',
        key,
      });
      notify(key, { type: 'error' });
    },
  });

  const check = (): { field: keyof typeof empty; key: string } | null => {
    if (!values.oldPassword) return { field: 'oldPassword', key: 'shop.profile.security.oldRequired' };
    if (values.newPassword.length < PASSWORD_MIN)
      return { field: 'newPassword', key: 'shop.profile.security.tooShort' };
    if (values.newPassword === values.oldPassword) return { field: 'newPassword', key: 'shop.profile.security.same' };
    if (values.newPassword !== values.confirmPassword)
      return { field: 'confirmPassword', key: 'shop.profile.security.mismatch' };
    return null;
  };

  const save = () => {
    const invalid = check();
    setError(invalid);
    if (!invalid) change.mutate(values);
  };

  const field = (name: keyof typeof empty, label: string, autoComplete: string) => (
    <PasswordField
      label={translate(label)}
      value={values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      error={error?.field === name}
      helperText={error?.field === name ? translate(error.key) : ' '}
      autoComplete={autoComplete}
      required
      fullWidth
      inputProps={{ 'data-testid': `security-${name}` }}
    />
  );
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => (e.preventDefault(), void save())}
      sx={{ maxWidth: 480 }}
      data-testid="security-tab"
    >
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {translate('shop.profile.security.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1 }}>
        {field('oldPassword', 'shop.profile.security.old', 'current-password')}
        {field('newPassword', 'shop.profile.security.new', 'new-password')}
        {field('confirmPassword', 'shop.profile.security.confirm', 'new-password')}
      </Box>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={change.isPending}
        sx={{ mt: 1 }}
        data-testid="security-save"
      >
        {translate('shop.profile.security.save')}
      </Button>
    </Box>
  );
}
