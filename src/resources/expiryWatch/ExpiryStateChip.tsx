import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EXPIRY_STATE_COLORS, type WatchedLot } from './types';

/** A watched lot's state: expired (red), under the minimum shelf life (orange), inside the watch window (blue). */
export function ExpiryStateChip({ state }: { state: WatchedLot['state'] }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={EXPIRY_STATE_COLORS[state]}
      label={translate(`resources.expiryWatch.states.${state}`)}
      data-testid={`expiry-state-${state}`}
    />
  );
}
