import Close from '@mui/icons-material/Close';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Code } from '../contract/codes';
import type { Role } from '../contract/constants';
import { NetworkError } from '../http/client';
import { publicClient } from '../http/clients';
import { useAuthKit } from './authKit';

interface ForgotPasswordDialogProps {
  role: Role;
  open: boolean;
  initialEmail?: string;
  onClose: () => void;
}

/**
 * "Forgot password" of the three sign-in screens (spec 000 §2, §8): not dismissed by a click outside,
 * closed by its close icon or after success. Sent without tokens, with the `language` header.
 */
export function ForgotPasswordDialog({ role, open, initialEmail = '', onClose }: ForgotPasswordDialogProps) {
  const { translate, notify } = useAuthKit();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const close = () => {
    setError(null);
    onClose();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = email.trim();
    if (!value) return setError(translate('auth.forgot.emptyEmail'));
    setError(null);
    setSending(true);
    try {
      const result = await publicClient.request('POST', `/${role}/login/forget_pw`, { body: { email: value } });
      if (result.code === Code.OK) {
        notify('auth.forgot.sent', 'success');
        close();
      } else if (result.code === Code.V4001) setError(translate('auth.forgot.invalidEmail'));
      else if (result.code === Code.NOT_FOUND) setError(translate('auth.forgot.notFound'));
      else setError(result.meta || translate('auth.forgot.error'));
    } catch (err) {
      setError(translate(err instanceof NetworkError ? 'auth.forgot.noResponse' : 'auth.forgot.failed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={(_, reason) => {
        if (reason !== 'backdropClick' && reason !== 'escapeKeyDown') close();
      }}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: 500, m: 2 } } }}
      aria-labelledby="forgot-password-title"
      data-testid="forgot-password-dialog"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="forgot-password-title" sx={{ pr: 7 }}>
          {translate('auth.forgot.title')}
          <IconButton
            aria-label={translate('common.close')}
            onClick={close}
            sx={{ position: 'absolute', right: 12, top: 12 }}
          >
            <Close />
          </IconButton>
        </DialogTitle>
        <DialogContent>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('auth.forgot.text')}
          </Typography>
          <TextField
            autoFocus
            type="email"
            name="email"
            autoComplete="email"
            label={translate('auth.forgot.email')}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={Boolean(error)}
            sx={{ mt: 1 }}
          />
          {error && (
            <Alert severity="error" sx={{ mt: 2 }} role="alert">
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={sending}
            startIcon={sending ? <CircularProgress size={18} color="inherit" /> : null}
          >
            {translate('auth.forgot.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
