import CheckCircle from '@mui/icons-material/CheckCircleRounded';
import ErrorOutline from '@mui/icons-material/ErrorOutlineRounded';
import Refresh from '@mui/icons-material/Refresh';
import { Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useLiteText } from '../components/i18nLite';
import { Code } from '../contract/codes';
import { publicClient } from '../http/clients';
import { PublicFrame } from './PublicFrame';
import { PublicHeader } from './PublicHeader';
import { useDocumentTitle } from '../components/useDocumentTitle';

type Health = 'checking' | 'ok' | 'down';

/** /ok: GET /ok answering code 2001 shows the normal-access text, anything else the no-access text (spec 000 §2). */
export function Component() {
  const t = useLiteText();
  useDocumentTitle(t.health.title);
  const [state, setState] = useState<Health>('checking');

  const check = useCallback(async () => {
    setState('checking');
    try {
      const result = await publicClient.request('GET', '/ok');
      setState(result.code === Code.OK ? 'ok' : 'down');
    } catch {
      setState('down');
    }
  }, []);

  useEffect(() => {
    void check();
  }, [check]);

  return (
    <PublicFrame>
      <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
        <PublicHeader />
        <Box sx={{ display: 'grid', placeItems: 'center', px: 2, py: { xs: 6, sm: 10 } }}>
          <Card sx={{ width: '100%', maxWidth: 520 }}>
            <CardContent sx={{ p: { xs: 4, sm: 5 }, textAlign: 'center' }}>
              <Box sx={{ height: 72, display: 'grid', placeItems: 'center', mb: 2 }}>
                {state === 'checking' && <CircularProgress />}
                {state === 'ok' && <CheckCircle sx={{ fontSize: 72, color: 'success.main' }} />}
                {state === 'down' && <ErrorOutline sx={{ fontSize: 72, color: 'error.main' }} />}
              </Box>
              <Typography variant="h5" component="h1" gutterBottom>
                {t.health.title}
              </Typography>
              <Typography
                data-testid="health-status"
                data-state={state}
                color={state === 'down' ? 'error' : 'text.secondary'}
                sx={{ fontSize: 17 }}
              >
                {t.health[state]}
              </Typography>
              {state !== 'checking' && (
                <Button variant="outlined" startIcon={<Refresh />} onClick={() => void check()} sx={{ mt: 3 }}>
                  {t.health.retry}
                </Button>
              )}
            </CardContent>
          </Card>
        </Box>
      </Box>
    </PublicFrame>
  );
}
