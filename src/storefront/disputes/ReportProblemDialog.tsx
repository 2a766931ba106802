import AddPhoto from '@mui/icons-material/AddPhotoAlternateOutlined';
import Close from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import {
  DEFAULT_DISPUTE_WINDOW_DAYS,
  DISPUTE_COMMENT_MAX,
  DISPUTE_REASONS,
  type DisputeReason,
  disputeReasonKey,
  MAX_DISPUTE_PHOTOS,
} from '../../contract/disputes';
import { IMAGE_TYPES, SNACKBAR_MS } from '../../contract/constants';
import type { PharmacyDataProvider } from '../../dataProvider/pharmacy';
import { ApiError } from '../../http/client';
import { BusyButton } from '../../components/BusyButton';
import { TextWithLtr } from '../../components/LtrText';
import { useSignedInNotify } from '../auth/useSignedInNotify';
import { readDigits } from '../../contract/typedNumbers';

/** A line of the order that can be claimed: what was delivered of it. */
export interface ClaimableLine {
  product_id: number;
  name: string;
  delivered: number;
}

interface Claim {
  quantity: string;
  reason: DisputeReason;
}

/** The multipart body of open_dispute: orderID, the lines as JSON text, the comment and each photo. */
export function disputeFormData(
  orderId: number,
  lines: { product_id: number; quantity: number; reason: DisputeReason }[],
  comment: string,
  photos: File[],
) {
  const form = new FormData();
  form.append('orderID', String(orderId));
  form.append('lines', JSON.stringify(lines));
  form.append('comment', comment);
  for (const p of photos) form.append('photos', p, p.name);
  return form;
}

/**
 * "Report a problem" on a delivered order (issue 28 point 5): per delivered line a quantity (0 to what was
 * delivered) and a reason, up to 3 photos and a comment. The server checks again (window, quantities, pictures).
 */
export function ReportProblemDialog({
  open,
  orderId,
  orderNo,
  lines,
  onClose,
  onSent,
}: {
  open: boolean;
  orderId: number;
  orderNo: string;
  lines: ClaimableLine[];
  onClose: () => void;
  onSent: (disputeId: number) => void;
}) {
  const translate = useTranslate();
  const t = (key: string, vars?: Record<string, unknown>) => translate(`shop.disputes.${key}`, vars);
  const notify = useSignedInNotify();
  const dataProvider = useDataProvider<PharmacyDataProvider>();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [claims, setClaims] = useState<Record<number, Claim>>({});
  const [photos, setPhotos] = useState<File[]>([]);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const claimOf = (id: number): Claim => claims[id] ?? { quantity: '', reason: 'damaged' };
  const setClaim = (id: number, change: Partial<Claim>) =>
    setClaims((c) => ({ ...c, [id]: { ...claimOf(id), ...change } }));
  const chosen = lines
    .map((l) => ({ line: l, claim: claimOf(l.product_id) }))
    .filter(({ claim }) => /^\d+$/.test(claim.quantity) && Number(claim.quantity) > 0);

  const addPhotos = (files: FileList | null) => {
    const picked = [...photos, ...Array.from(files ?? [])];
    if (picked.length > MAX_DISPUTE_PHOTOS) setError(t('tooManyPhotos', { max: MAX_DISPUTE_PHOTOS }));
    setPhotos(picked.slice(0, MAX_DISPUTE_PHOTOS));
  };

  const submit = async () => {
    if (!chosen.length) return setError(t('nothingChosen'));
    setBusy(true);
    setError(null);
    try {
      const body = chosen.map(({ line, claim }) => ({
        product_id: line.product_id,
        quantity: Number(claim.quantity),
        reason: claim.reason,
      }));
      const sent = await dataProvider.openDispute(disputeFormData(orderId, body, comment.trim(), photos));
      notify(sent.message ?? t('send'), { type: 'success', autoHideDuration: SNACKBAR_MS });
      setClaims({});
      setPhotos([]);
      setComment('');
      onSent(sent.dispute_id);
    } catch (e) {
      setError(e instanceof ApiError && e.result.meta ? e.result.meta : t('failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={() => !busy && onClose()} fullScreen={phone} maxWidth="md" fullWidth>
      <DialogTitle sx={{ pr: 6 }}>
        <TextWithLtr format={(slot) => t('reportTitle', { orderNo: slot })} value={orderNo} />
        <IconButton
          aria-label={t('close')}
          onClick={onClose}
          disabled={busy}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers data-testid="report-problem">
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('intro', { days: DEFAULT_DISPUTE_WINDOW_DAYS })}
        </Typography>
        <Stack spacing={1.5}>
          {lines.map((l) => {
            const c = claimOf(l.product_id);
            return (
              <Box
                key={l.product_id}
                data-testid={`claim-line-${l.product_id}`}
                sx={{
                  display: 'grid',
                  gap: 1.5,
                  alignItems: 'center',
                  gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 90px 110px 1.3fr' },
                }}
              >
                <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
                  <Typography sx={{ fontWeight: 500 }}>
                    <bdi>{l.name}</bdi>
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {t('delivered')}: {l.delivered}
                  </Typography>
                </Box>
                <TextField
                  size="small"
                  label={t('quantity')}
                  value={c.quantity}
                  onChange={(e) =>
                    setClaim(l.product_id, { quantity: readDigits(e.target.value).replace(/\D/g, '').slice(0, 6) })
                  }
                  error={Number(c.quantity) > l.delivered}
                  inputProps={{ inputMode: 'numeric', 'data-testid': `claim-quantity-${l.product_id}` }}
                />
                <TextField
                  select
                  size="small"
                  label={t('reason')}
                  value={c.reason}
                  onChange={(e) => setClaim(l.product_id, { reason: e.target.value as DisputeReason })}
                  inputProps={{ 'data-testid': `claim-reason-${l.product_id}` }}
                  sx={{ gridColumn: { xs: 'auto', sm: 'span 2' } }}
                >
                  {DISPUTE_REASONS.map((r) => (
                    <MenuItem key={r} value={r}>
                      {translate(disputeReasonKey(r))}
                    </MenuItem>
                  ))}
                </TextField>
              </Box>
            );
          })}
        </Stack>
        <Box sx={{ mt: 3 }}>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {t('photos', { max: MAX_DISPUTE_PHOTOS })}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            {photos.map((p, i) => (
              <Stack
                key={`${p.name}-${i}`}
                direction="row"
                sx={{ alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1 }}
              >
                <Typography
                  variant="body2"
                  sx={{ px: 1, maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                >
                  {p.name}
                </Typography>
                <IconButton
                  size="small"
                  aria-label={t('removePhoto')}
                  onClick={() => setPhotos(photos.filter((_, j) => j !== i))}
                >
                  <Close fontSize="small" />
                </IconButton>
              </Stack>
            ))}
            {photos.length < MAX_DISPUTE_PHOTOS && (
              <Button component="label" variant="outlined" startIcon={<AddPhoto />}>
                {t('addPhotos')}
                <input
                  hidden
                  type="file"
                  multiple
                  accept={IMAGE_TYPES.join(',')}
                  data-testid="claim-photos"
                  onChange={(e) => {
                    addPhotos(e.target.files);
                    e.target.value = '';
                  }}
                />
              </Button>
            )}
          </Stack>
        </Box>
        <TextField
          sx={{ mt: 3 }}
          fullWidth
          multiline
          minRows={2}
          label={t('comment')}
          value={comment}
          onChange={(e) => setComment(e.target.value.slice(0, DISPUTE_COMMENT_MAX))}
          inputProps={{ 'data-testid': 'claim-comment' }}
        />
        {error && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="report-problem-error">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('cancel')}
        </Button>
        <BusyButton variant="contained" busy={busy} onClick={() => void submit()} data-testid="report-problem-send">
          {t('send')}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
