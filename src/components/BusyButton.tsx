import { Button, type ButtonProps, CircularProgress } from '@mui/material';

/** A button that shows a spinner in place of its icon and cannot be pressed again while its action runs. */
export function BusyButton({ busy, startIcon, disabled, ...props }: ButtonProps & { busy: boolean }) {
  const spinnerColor = props.variant === 'contained' ? 'inherit' : undefined;
  return (
    <Button
      {...props}
      disabled={busy || disabled}
      startIcon={busy ? <CircularProgress size={16} color={spinnerColor} /> : startIcon}
    />
  );
}
