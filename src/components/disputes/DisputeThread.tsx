import BrokenImage from '@mui/icons-material/BrokenImageOutlined';
import Send from '@mui/icons-material/Send';
import {
  Box,
  Paper,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../contract/constants';
import { DISPUTE_MESSAGE_MAX, type DisputeDetailView } from '../../contract/disputes';
import type { BlobResult } from '../../http/client';
import { MIRROR_IN_RTL } from '../../theme/themes';
import { LtrText } from '../LtrText';
import { BusyButton } from '../BusyButton';

/** Fetches one photo with the role's tokens (the dataProvider's disputePhoto). */
export type FetchDisputePhoto = (photoId: number) => Promise<BlobResult>;

const THUMB = { width: 96, height: 96, borderRadius: 1, border: 1, borderColor: 'divider' } as const;

/**
 * One photo: private (D116), so fetched through the HTTP client with the role's tokens and shown from its blob,
 * which a click opens whole in a new tab; the blob's address is given back when the thread closes.
 */
function DisputePhoto({ photoId, n, fetchPhoto }: { photoId: number; n: number; fetchPhoto: FetchDisputePhoto }) {
  const translate = useTranslate();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  // read once per photo: react-admin's dataProvider hands out a new function at each render
  const fetchRef = useRef(fetchPhoto);
  useEffect(() => {
    fetchRef.current = fetchPhoto;
  });
  useEffect(() => {
    let live = true;
    let url: string | null = null;
    fetchRef.current(photoId).then(
      (file) => {
        if (!live) return;
        url = URL.createObjectURL(file.blob);
        setSrc(url);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [photoId]);
  const label = translate('shop.disputes.photo', { n });
  if (failed)
    return (
      <Box
        role="img"
        aria-label={translate('shop.disputes.photoUnavailable')}
        title={translate('shop.disputes.photoUnavailable')}
        data-testid="dispute-photo-failed"
        sx={{ ...THUMB, display: 'grid', placeItems: 'center', color: 'text.secondary' }}
      >
        <BrokenImage />
      </Box>
    );
  if (!src)
    return <Skeleton variant="rounded" width={THUMB.width} height={THUMB.height} data-testid="dispute-photo-loading" />;
  return (
    // named by itself (issue 38 §18: axe found the link without a name), whatever the image inside becomes
    <a href={src} target="_blank" rel="noreferrer" aria-label={label} data-testid="dispute-photo-link">
      <Box component="img" src={src} alt={label} sx={{ ...THUMB, objectFit: 'cover', display: 'block' }} />
    </a>
  );
}

/**
 * What a dispute says, for every role: the pharmacy's comment, the claimed lines with their reasons, the photos and
 * the messages. `viewer` tells whose messages are "you"; `fetchPhoto` reads a photo with the viewer's tokens;
 * `onSend` (pharmacy, admin) adds the message box.
 */
export function DisputeThread({
  dispute,
  viewer,
  fetchPhoto,
  onSend,
}: {
  dispute: DisputeDetailView;
  viewer: 'pharmacy' | 'admin' | 'franchise';
  fetchPhoto: FetchDisputePhoto;
  onSend?: (body: string) => Promise<void>;
}) {
  const translate = useTranslate();
  const t = (key: string, vars?: Record<string, unknown>) => translate(`shop.disputes.${key}`, vars);
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (!onSend || !draft.trim()) return;
    setBusy(true);
    try {
      await onSend(draft.trim());
      setDraft('');
    } finally {
      setBusy(false);
    }
  };
  const author = (role: 'pharmacy' | 'admin') =>
    role === viewer ? t('you') : role === 'admin' ? t('staff') : t('pharmacy');
  return (
    <Stack spacing={2.5} data-testid="dispute-thread">
      {dispute.comment && (
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="dispute-comment">
          <bdi>{dispute.comment}</bdi>
        </Typography>
      )}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" data-testid="dispute-lines">
          <TableHead>
            <TableRow>
              <TableCell>{t('product')}</TableCell>
              <TableCell align="right">{t('quantity')}</TableCell>
              <TableCell>{t('reason')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {dispute.lines.map((l) => (
              <TableRow key={l.product_id}>
                <TableCell>
                  <bdi>{l.name}</bdi>
                </TableCell>
                <TableCell align="right">{l.quantity}</TableCell>
                <TableCell>{l.reason_label}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {dispute.photos.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} data-testid="dispute-photos">
          {dispute.photos.map((p, i) => (
            <DisputePhoto key={p.id} photoId={p.id} n={i + 1} fetchPhoto={fetchPhoto} />
          ))}
        </Stack>
      )}
      <Box>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {t('messages')}
        </Typography>
        {dispute.messages.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('noMessages')}
          </Typography>
        )}
        <Stack spacing={1} data-testid="dispute-messages">
          {dispute.messages.map((m) => {
            const mine = m.author_role === viewer;
            return (
              <Paper
                key={m.id}
                variant="outlined"
                sx={{
                  p: 1.25,
                  maxWidth: '85%',
                  alignSelf: mine ? 'flex-end' : 'flex-start',
                  bgcolor: mine ? 'action.hover' : 'background.paper',
                }}
              >
                <Typography variant="caption" color="text.secondary">
                  {author(m.author_role)} · <LtrText nowrap>{formatDateTime(m.created_at)}</LtrText>
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  <bdi>{m.body}</bdi>
                </Typography>
              </Paper>
            );
          })}
        </Stack>
        {onSend && (
          <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'flex-start' }}>
            <TextField
              fullWidth
              multiline
              minRows={1}
              maxRows={6}
              size="small"
              placeholder={t('messagePlaceholder')}
              value={draft}
              onChange={(e) => setDraft(e.target.value.slice(0, DISPUTE_MESSAGE_MAX))}
              inputProps={{ 'data-testid': 'dispute-message-input', 'aria-label': t('messagePlaceholder') }}
            />
            <BusyButton
              variant="contained"
              busy={busy}
              disabled={!draft.trim()}
              onClick={() => void send()}
              startIcon={<Send className={MIRROR_IN_RTL} />}
              data-testid="dispute-message-send"
            >
              {t('sendMessage')}
            </BusyButton>
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
