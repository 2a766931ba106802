import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type DisputeView, disputeResolutionKey } from '../../contract/disputes';

/** A dispute's state in words: open (and overdue) or its resolution; the same on the three areas' screens. */
export function DisputeStatusChip({ dispute }: { dispute: Pick<DisputeView, 'status' | 'resolution' | 'overdue'> }) {
  const translate = useTranslate();
  const resolved = dispute.status === 'resolved' && dispute.resolution;
  const tone = resolved ? (dispute.resolution === 'refused' ? 'default' : 'success') : 'warning';
  return (
    <Stack component="span" direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      <Chip
        size="small"
        color={tone}
        variant={tone === 'default' ? 'outlined' : 'filled'}
        label={resolved ? translate(disputeResolutionKey(dispute.resolution!)) : translate('dispute.status.open')}
        data-testid="dispute-status"
        data-status={resolved ? dispute.resolution : 'open'}
        sx={{ fontWeight: 600 }}
      />
      {!resolved && dispute.overdue && (
        <Chip
          size="small"
          color="error"
          label={translate('resources.disputes.overdue')}
          data-testid="dispute-overdue"
        />
      )}
    </Stack>
  );
}
