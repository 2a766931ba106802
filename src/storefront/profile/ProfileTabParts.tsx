import { Alert, Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A profile tab whose data could not be loaded: the message and a retry. */
export function ProfileLoadError({ onRetry }: { onRetry: () => void }) {
  const translate = useTranslate();
  return (
    <Alert severity="error" action={<Button onClick={onRetry}>{translate('shop.catalogue.retry')}</Button>}>
      {translate('shop.profile.loadError')}
    </Alert>
  );
}

/** Title and hint of a profile list tab, its add button on the right. */
export function ProfileTabHeader({ title, hint, action }: { title: string; hint: string; action: ReactNode }) {
  return (
    <Box
      sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}
    >
      <Box sx={{ flex: 1, minWidth: 240 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      </Box>
      {action}
    </Box>
  );
}
