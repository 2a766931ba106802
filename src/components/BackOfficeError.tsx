import { Alert, AlertTitle, Button } from '@mui/material';
import { useResetErrorBoundaryOnLocationChange, useTranslate } from 'react-admin';

interface BackOfficeErrorProps {
  error: Error;
  resetErrorBoundary: (...args: unknown[]) => void;
}

/** What a back office shows when its frame itself crashes (a screen's crash stays inside AreaLayout's boundary). */
export function BackOfficeError({ resetErrorBoundary }: BackOfficeErrorProps) {
  const translate = useTranslate();
  useResetErrorBoundaryOnLocationChange(resetErrorBoundary);
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => resetErrorBoundary()}>
          {translate('ra.action.refresh')}
        </Button>
      }
    >
      <AlertTitle>{translate('ra.page.error')}</AlertTitle>
      {translate('ra.message.error')}
    </Alert>
  );
}
