import Close from '@mui/icons-material/Close';
import { Box, Dialog, DialogContent, DialogTitle, IconButton, type Theme, useMediaQuery } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * The dialog of an add, edit or details screen: a title bar with a close button, full screen on phones.
 * Its content is rendered only while open, so each opening starts from fresh data.
 */
export function RouteDialog({
  open,
  onClose,
  title,
  children,
  maxWidth = 'md',
  testId,
  disableBackdropClose = false,
  hidden = false,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
  testId?: string;
  /** forms: a click beside the dialog must not throw the typing away */
  disableBackdropClose?: boolean;
  /** out of sight but kept (a sub-dialog is in front): what was typed stays */
  hidden?: boolean;
}) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open && !hidden}
      keepMounted={open}
      onClose={(_, reason) => {
        if (disableBackdropClose && reason === 'backdropClick') return;
        onClose();
      }}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={phone}
      scroll="paper"
      aria-labelledby={testId ? `${testId}-title` : undefined}
      data-testid={testId}
    >
      <DialogTitle id={testId ? `${testId}-title` : undefined} sx={{ pr: 7, fontWeight: 700 }}>
        {title}
      </DialogTitle>
      <IconButton
        aria-label={translate('common.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 12, top: 12 }}
        data-testid="dialog-close"
      >
        <Close />
      </IconButton>
      <DialogContent dividers sx={{ p: 0 }}>
        {open ? <Box>{children}</Box> : null}
      </DialogContent>
    </Dialog>
  );
}
