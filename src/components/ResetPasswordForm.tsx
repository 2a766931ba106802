import { Alert, Box, Button, CircularProgress, Link as MuiLink, Stack } from '@mui/material';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { Code } from '../contract/codes';
import { type Lang, RESET_REDIRECT_MS, type Role } from '../contract/constants';
import { NetworkError } from '../http/client';
import { publicClient } from '../http/clients';
import { PasswordField } from './PasswordField';

interface ResetPasswordFormProps {
  role: Role;
  /** The `t` query value of the e-mailed link, sent as `et`. */
  token: string | null;
  /** Language of the answer (pharmacy links carry `lang`); defaults to the interface language. */
  lang?: Lang;
  /** The role's sign-in page, reached 2 s after success (spec 000 §4). */
  loginPath: string;
}

type Message = { severity: 'error' | 'success' | 'warning'; text: string };

/** New + confirm password, with the messages of spec 000 §5 and §8 (reset password). */
export function ResetPasswordForm({ role, token, lang, loginPath }: ResetPasswordFormProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [message, setMessage] = useState<Message | null>(
    token ? null : { severity: 'warning', text: translate('auth.reset.missingToken') },
  );
  const [status, setStatus] = useState<'idle' | 'loading' | 'success'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password || !confirm) return setMessage({ severity: 'error', text: translate('auth.reset.fillAll') });
    if (password !== confirm) return setMessage({ severity: 'error', text: translate('auth.reset.mismatch') });
    setMessage(null);
    setStatus('loading');
    try {
      const result = await publicClient.request('POST', `/${role}/reset_pw`, {
        body: { new_pass: password, et: token ?? '' },
        lang,
      });
      if (result.code === Code.OK) {
        setStatus('success');
        setMessage({ severity: 'success', text: translate('auth.reset.success') });
        timer.current = setTimeout(() => navigate(loginPath), RESET_REDIRECT_MS);
        return;
      }
      setMessage({ severity: 'error', text: result.meta || translate('auth.reset.error') });
    } catch (err) {
      setMessage({
        severity: 'error',
        text: translate(err instanceof NetworkError ? 'auth.reset.failed' : 'auth.reset.error'),
      });
    }
    setStatus('idle');
  };

  return (
    <Box component="form" onSubmit={submit} noValidate data-testid={`${role}-reset-form`}>
      <Stack spacing={2.5}>
        <PasswordField
          name="new-password"
          autoComplete="new-password"
          autoFocus
          label={translate('auth.reset.newPassword')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={status === 'success'}
        />
        <PasswordField
          name="confirm-password"
          autoComplete="new-password"
          label={translate('auth.reset.confirmPassword')}
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          disabled={status === 'success'}
        />
        {message && (
          <Alert
            severity={message.severity}
            role={message.severity === 'success' ? 'status' : 'alert'}
            data-testid="reset-message"
          >
            {message.text}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={status !== 'idle'}
          startIcon={status === 'loading' ? <CircularProgress size={18} color="inherit" /> : null}
          sx={{ py: 1.3 }}
        >
          {translate('auth.reset.submit')}
        </Button>
        <MuiLink component={Link} to={loginPath} variant="body2" underline="hover" sx={{ textAlign: 'center' }}>
          {translate('auth.reset.toLogin')}
        </MuiLink>
      </Stack>
    </Box>
  );
}
