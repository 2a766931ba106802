import ErrorOutline from '@mui/icons-material/ErrorOutline';
import { Button, Dialog, DialogActions, DialogContent, Typography } from '@mui/material';
import { useCallback, useId, useMemo, useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { ApiError, isSessionEnd, NetworkError } from '../../http/client';

/**
 * The shared admin error popup (001 §8): titled "Error", the given message or "An error occurred while adding
 * the element.", an error icon and an OK button. Any admin screen opens it with `useShowError()`; the host is
 * rendered once per screen.
 */
let current: string | null = null;
const listeners = new Set<() => void>();
const set = (message: string | null) => {
  current = message;
  listeners.forEach((l) => l());
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

// a screen nested in another (a list in a page that has its own host) must not show the popup twice: the first
// host mounted shows it
const hosts: string[] = [];
const subscribeHost = (id: string) => (l: () => void) => {
  hosts.push(id);
  listeners.add(l);
  listeners.forEach((x) => x());
  return () => {
    hosts.splice(hosts.indexOf(id), 1);
    listeners.delete(l);
    listeners.forEach((x) => x());
  };
};

export function ErrorPopupHost() {
  const id = useId();
  const subscribeThis = useMemo(() => subscribeHost(id), [id]);
  const first = useSyncExternalStore(subscribeThis, () => hosts[0] === id);
  const message = useSyncExternalStore(subscribe, () => current);
  return first ? <ErrorPopup message={message} /> : null;
}

function ErrorPopup({ message }: { message: string | null }) {
  const translate = useTranslate();
  return (
    <Dialog
      open={message !== null}
      onClose={() => set(null)}
      maxWidth="xs"
      fullWidth
      aria-labelledby="admin-error-title"
      data-testid="error-popup"
    >
      <DialogContent sx={{ textAlign: 'center', pt: 4 }}>
        <ErrorOutline color="error" sx={{ fontSize: 56 }} />
        <Typography id="admin-error-title" variant="h6" component="h2" sx={{ mt: 1 }}>
          {translate('adminUi.error.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, whiteSpace: 'pre-line' }} data-testid="error-popup-message">
          {message || translate('adminUi.error.default')}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
        <Button variant="contained" onClick={() => set(null)} autoFocus data-testid="error-popup-ok">
          {translate('adminUi.error.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * A refused save whose every field error sits on a field of the submitted form (`withFieldErrors`): the form
 * shows them under their fields, so no popup repeats them.
 */
export function shownInForm(error: unknown, data: unknown): boolean {
  const errors = (error as { body?: { errors?: Record<string, unknown> } })?.body?.errors;
  const paths = errors ? Object.keys(errors) : [];
  return paths.length > 0 && !!data && typeof data === 'object' && paths.every((p) => p in data);
}

/**
 * What to tell the user about a failed call: nothing when the session ended (the shell signs out and says so,
 * 001 §8), "server unreachable" without an answer, else the server's message or the given fallback key.
 */
export function useShowError() {
  const translate = useTranslate();
  return useCallback(
    (error: unknown, fallbackKey = 'adminUi.error.default') => {
      if (error instanceof NetworkError) return set(translate('adminUi.error.unreachable'));
      const e = error as { code?: number; status?: number; message?: string };
      if (isSessionEnd({ code: e?.code ?? 0, status: e?.status ?? 0 })) return;
      if (error instanceof ApiError) return set(error.result.meta || translate(fallbackKey));
      if (e?.status === 403) return set(translate('adminUi.error.session'));
      return set(translate(fallbackKey));
    },
    [translate],
  );
}
