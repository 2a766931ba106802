import { Alert, Box, Button, CircularProgress, Link, Stack } from '@mui/material';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { LoginError } from '../authProviders/createAuthProvider';
import type { Role } from '../contract/constants';
import { useAuthKit } from './authKit';
import { OutlinedField } from './OutlinedField';
import { PasswordInput } from './PasswordInput';

interface LoginFormProps {
  role: Role;
  /** Where a successful sign-in leads (the role's dashboard). */
  redirectTo: string;
  /** The franchise field accepts an email or a username (spec 000 §2). */
  emailLabel?: 'email' | 'emailOrUsername';
}

// opened on demand: the dialog brings MUI's Modal and TextField along
const ForgotPasswordDialog = lazy(() =>
  import('./ForgotPasswordDialog').then((m) => ({ default: m.ForgotPasswordDialog })),
);

/**
 * What was typed in a sign-in form, kept in memory across the remount react-admin does on a language switch
 * (its i18n context re-keys the whole tree); dropped once signed in. Never written to storage.
 */
const typed = new Map<Role, { email: string; password: string }>();

/**
 * The sign-in form of the three roles: inline errors from the catalogue of spec 000 §8 / 001 §8 in the
 * current language, show/hide password and the forgot-password dialog.
 */
export function LoginForm({ role, redirectTo, emailLabel = 'email' }: LoginFormProps) {
  const { translate, login } = useAuthKit();
  const [email, setEmailState] = useState(() => typed.get(role)?.email ?? '');
  const [password, setPasswordState] = useState(() => typed.get(role)?.password ?? '');
  const setEmail = (value: string) => {
    setEmailState(value);
    typed.set(role, { email: value, password });
  };
  const setPassword = (value: string) => {
    setPasswordState(value);
    typed.set(role, { email, password: value });
  };
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim() || !password) return setError(translate('auth.login.fillBoth'));
    setError(null);
    setLoading(true);
    try {
      await login({ email: email.trim(), password }, redirectTo);
      typed.delete(role);
    } catch (err) {
      setLoading(false);
      if (err instanceof LoginError)
        setError(err.key === 'auth.error.rateLimited' && err.serverMessage ? err.serverMessage : translate(err.key));
      else setError(translate('auth.error.generic'));
    }
  };

  return (
    <>
      <Box component="form" onSubmit={submit} noValidate data-testid={`${role}-login-form`}>
        <Stack spacing={2.5}>
          <OutlinedField
            name="email"
            type={emailLabel === 'email' ? 'email' : 'text'}
            autoComplete="username"
            autoFocus
            label={translate(emailLabel === 'email' ? 'auth.login.email' : 'auth.login.emailOrUsername')}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <PasswordInput
            translateLabel={translate}
            name="password"
            autoComplete="current-password"
            label={translate('auth.login.password')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Box sx={{ textAlign: 'right', mt: '8px !important' }}>
            <Link
              component="button"
              type="button"
              variant="body2"
              underline="hover"
              onClick={() => setForgotOpen(true)}
              data-testid="forgot-password-link"
            >
              {translate('auth.login.forgot')}
            </Link>
          </Box>
          {error && (
            <Alert severity="error" role="alert" data-testid="login-error">
              {error}
            </Alert>
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={loading}
            startIcon={loading ? <CircularProgress size={18} color="inherit" /> : null}
            sx={{ py: 1.3 }}
          >
            {translate('auth.login.submit')}
          </Button>
        </Stack>
      </Box>
      {forgotOpen && (
        <Suspense>
          <ForgotPasswordDialog role={role} open initialEmail={email.trim()} onClose={() => setForgotOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
