import { Alert, Snackbar } from '@mui/material';

/** A notice of the pharmacy sign-in page (forgot-password sent, session ended), as react-admin shows its own. */
export default function NoticeSnackbar({
  text,
  type,
  onClose,
}: {
  text: string;
  type: 'success' | 'warning';
  onClose: () => void;
}) {
  return (
    <Snackbar
      open
      autoHideDuration={4000}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity={type} variant="filled" onClose={onClose}>
        {text}
      </Alert>
    </Snackbar>
  );
}
