import CloudOff from '@mui/icons-material/CloudOff';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Refresh from '@mui/icons-material/Refresh';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useRouteError } from 'react-router-dom';
import { isChunkLoadError, page, reloadForNewBuild } from './chunkError';
import { useLiteText } from './i18nLite';
import { useDocumentTitle } from './useDocumentTitle';
import { useOnline } from './useOnline';

/**
 * The router's error page (every route's `errorElement`), in the reader's language, in place of React Router's
 * developer page (issue 27 §1):
 * - offline, a page's code could not load: "you are offline", and the page reloads by itself once the
 *   connection is back;
 * - online, the code is gone (a deployment renamed it): the page reloads once to get the new build, and says so if
 *   that did not help;
 * - anything else: a translated error with Reload and Home.
 */
export function RouteError() {
  const error = useRouteError();
  const online = useOnline();
  const chunk = isChunkLoadError(error);
  // online, a chunk error reloads (or finds it just did): until the effect has decided, a spinner, never a flash of
  // "updated" that a reload is about to replace
  const [reloading, setReloading] = useState(chunk && online);
  // set from the first render, not only by the effect: a page drawn offline must reload when the connection is back
  // even if the connection returns before its first effect has run (seen on a loaded machine)
  const wasOffline = useRef(!online);

  useEffect(() => {
    if (!chunk) return;
    if (!online) {
      wasOffline.current = true;
      return;
    }
    // back online: the code the page missed can now be fetched; otherwise a deployment renamed it
    if (wasOffline.current) {
      setReloading(true);
      page.reload();
    } else setReloading(reloadForNewBuild());
  }, [chunk, online]);

  useEffect(() => {
    if (!chunk) console.error(error);
  }, [chunk, error]);

  if (chunk && !online) return <ErrorContent kind="offline" />;
  if (chunk && reloading)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <CircularProgress aria-hidden />
      </Box>
    );
  return <ErrorContent kind={chunk ? 'updated' : 'error'} />;
}

function ErrorContent({ kind }: { kind: 'offline' | 'updated' | 'error' }) {
  const t = useLiteText().appError;
  const title = kind === 'offline' ? t.offlineTitle : kind === 'updated' ? t.updatedTitle : t.title;
  const text = kind === 'offline' ? t.offlineText : kind === 'updated' ? t.updatedText : t.text;
  useDocumentTitle(title);
  const Icon = kind === 'offline' ? CloudOff : ErrorOutline;
  return (
    <Box
      sx={{ textAlign: 'center', maxWidth: 560, mx: 'auto', py: { xs: 6, sm: 10 }, px: 2 }}
      data-testid="route-error"
      data-kind={kind}
      role={kind === 'offline' ? 'status' : 'alert'}
    >
      <Icon sx={{ fontSize: 64, color: kind === 'offline' ? 'text.secondary' : 'error.main' }} aria-hidden />
      <Typography variant="h4" component="h1" sx={{ mt: 2, fontSize: { xs: 24, sm: 30 } }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        {text}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap', mt: 4 }}>
        <Button
          variant="contained"
          startIcon={<Refresh />}
          onClick={() => page.reload()}
          data-testid="route-error-reload"
        >
          {t.reload}
        </Button>
        {/* a plain link: the router may be the part that failed */}
        <Button href="/" data-testid="route-error-home">
          {t.home}
        </Button>
      </Box>
    </Box>
  );
}
