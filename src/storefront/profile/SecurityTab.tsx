import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { PasswordField } from '../../components/PasswordField';
import { Code } from '../../contract/codes';
import { PASSWORD_MIN } from '../../contract/validation';
import { clients } from '../../http/clients';

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
  const notify = useNotify();
  const empty = { oldPassword: '', newPassword: '', confirmPassword: '' };
  const [values, setValues] = useState(empty);
  const [error, setError] = useState<{ field: keyof typeof empty; key: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const check = (): { field: keyof typeof empty; key: string } | null => {
    if (!values.oldPassword) return { field: 'oldPassword', key: 'shop.profile.security.oldRequired' };
    if (values.newPassword.length < PASSWORD_MIN) return { field: 'newPassword', key: 'shop.profile.security.tooShort' };
    if (values.newPassword === values.oldPassword) return { field: 'newPassword', key: 'shop.profile.security.same' };
    if (values.newPassword !== values.confirmPassword) return { field: 'confirmPassword', key: 'shop.profile.security.mismatch' };
    return null;
  };

  const save = async () => {
    const invalid = check();
    setError(invalid);
    if (invalid) return;
    setSaving(true);
    try {
      const r = await clients.pharmacy.request('POST', '/pharmacy/change_pswd', { body: { old_pw: values.oldPassword, new_pw: values.newPassword } });
      if (r.code === Code.OK) {
        setValues(empty);
        notify('shop.profile.security.updated', { type: 'success' });
      } else {
        const key = byCode[r.code] ?? 'shop.profile.security.generic';
        setError({ field: r.code === Code.WRONG_CREDENTIALS || r.code === Code.V4001 ? 'oldPassword' : 'newPassword', key });
        notify(key, { type: 'error' });
      }
    } catch {
      notify('shop.profile.security.generic', { type: 'error' });
    } finally {
      setSaving(false);
    }
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
    <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), void save())} sx={{ maxWidth: 480 }} data-testid="security-tab">
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {translate('shop.profile.security.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1 }}>
        {field('oldPassword', 'shop.profile.security.old', 'current-password')}
        {field('newPassword', 'shop.profile.security.new', 'new-password')}
        {field('confirmPassword', 'shop.profile.security.confirm', 'new-password')}
      </Box>
      <Button type="submit" variant="contained" size="large" disabled={saving} sx={{ mt: 1 }} data-testid="security-save">
        {translate('shop.profile.security.save')}
      </Button>
    </Box>
  );
}
