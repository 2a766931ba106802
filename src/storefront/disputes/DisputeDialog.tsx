import Close from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  LinearProgress,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { formatDate } from '../../contract/constants';
import type { PharmacyDataProvider } from '../../dataProvider/pharmacy';
import { CreditNoteButton } from '../../components/disputes/CreditNoteButton';
import { DisputeStatusChip } from '../../components/disputes/DisputeStatusChip';
import { DisputeThread } from '../../components/disputes/DisputeThread';
import { useSignedInNotify } from '../auth/useSignedInNotify';
import { ApiError } from '../../http/client';
import { TextWithLtr } from '../../components/LtrText';

/** One of the pharmacy's disputes: its state and decision, the credit note to download, the lines, photos and messages. */
export function DisputeDialog({ disputeId, onClose }: { disputeId: number | null; onClose: () => void }) {
  const translate = useTranslate();
  const t = (key: string, vars?: Record<string, unknown>) => translate(`shop.disputes.${key}`, vars);
  const dataProvider = useDataProvider<PharmacyDataProvider>();
  const notify = useSignedInNotify();
  const queryClient = useQueryClient();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const key = ['disputes', 'detail', disputeId];
  const { data, error } = useQuery({
    queryKey: key,
    queryFn: () => dataProvider.dispute(disputeId!),
    enabled: disputeId !== null,
    retry: false,
  });
  const send = async (body: string) => {
    try {
      await dataProvider.disputeMessage(disputeId!, body);
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (e) {
      notify(e instanceof ApiError && e.result.meta ? e.result.meta : 'shop.disputes.failed', { type: 'error' });
      throw e;
    }
  };
  return (
    <Dialog open={disputeId !== null} onClose={onClose} fullScreen={phone} maxWidth="md" fullWidth>
      <DialogTitle sx={{ pr: 6 }}>
        {t('detailTitle', { id: disputeId ?? '' })}
        <IconButton aria-label={t('close')} onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers data-testid="dispute-dialog">
        {error && <Alert severity="error">{t('loadFailed')}</Alert>}
        {!data && !error && <LinearProgress />}
        {data && (
          <Stack spacing={2}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <DisputeStatusChip dispute={data} />
              <Typography variant="body2" color="text.secondary">
                {/* a date after Arabic words is read as Arabic digits and shown year first: kept left to right */}
                <TextWithLtr format={(date) => t('opened', { date })} value={formatDate(data.opened_at)} />
                {data.status === 'open' && (
                  <>
                    {' · '}
                    <TextWithLtr format={(date) => t('due', { date })} value={formatDate(data.due_at)} />
                  </>
                )}
              </Typography>
            </Stack>
            {data.status === 'resolved' && (
              <Box>
                <Typography variant="subtitle2">{t('decision')}</Typography>
                <Typography>
                  {data.resolution_label}
                  {data.resolution_reason ? ' — ' : ''}
                  {data.resolution_reason && <bdi>{data.resolution_reason}</bdi>}
                </Typography>
              </Box>
            )}
            {data.credit_note_id && data.credit_note_number && (
              <Box>
                <CreditNoteButton
                  id={data.credit_note_id}
                  number={data.credit_note_number}
                  fetchPdf={dataProvider.creditNote}
                />
              </Box>
            )}
            <DisputeThread
              dispute={data}
              viewer="pharmacy"
              fetchPhoto={dataProvider.disputePhoto}
              onSend={data.status === 'open' ? send : undefined}
            />
          </Stack>
        )}
      </DialogContent>
    </Dialog>
  );
}
