import Close from '@mui/icons-material/Close';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, LinearProgress } from '@mui/material';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { useIsPhone } from './useIsPhone';

interface DetailsDialogProps {
  /** The id of what is shown, from the URL; null when closed. */
  id: string | null;
  /** The load failed: the dialog stays closed. */
  error: unknown;
  onClose: () => void;
  title: ReactNode;
  testId: string;
  loading: boolean;
  loadingTestId?: string;
  /** Buttons before Close. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A franchise details dialog (spec 000 §2, max width 900, full screen on phones): title, close, content, Close. */
export function DetailsDialog({
  id,
  error,
  onClose,
  title,
  testId,
  loading,
  loadingTestId,
  actions,
  children,
}: DetailsDialogProps) {
  const translate = useTranslate();
  const phone = useIsPhone();
  const titleId = `${testId}-title`;
  return (
    <Dialog
      open={Boolean(id) && !error}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth={false}
      slotProps={{
        paper: { sx: { maxWidth: phone ? undefined : 900, outline: 'none' }, 'data-testid': testId } as object,
      }}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {title}
        <IconButton
          aria-label={translate('franchise.common.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <Close />
        </IconButton>
      </DialogTitle>
      {loading && <LinearProgress data-testid={loadingTestId} />}
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
        {actions}
        <Button onClick={onClose} variant="contained">
          {translate('franchise.common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Reports a failed details load once (`report(error)`) and closes the dialog. */
export function useCloseOnLoadError(
  id: string | null,
  error: unknown,
  onClose: () => void,
  report: (error: unknown) => void,
) {
  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (!id || !error || reported.current === error) return;
    reported.current = error;
    report(error);
    onClose();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- report is a fresh closure each render; the ref makes it once per error
  }, [id, error, onClose]);
}
