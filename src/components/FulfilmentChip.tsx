import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FULFILMENT_TONE, fulfilmentLabelKey, isFulfilmentState } from '../contract/fulfilment';

/** Where an order is after it was placed (issue 28), in words, the same in the three areas; nothing before. */
export function FulfilmentChip({ state }: { state: string | null | undefined }) {
  const translate = useTranslate();
  if (!isFulfilmentState(state)) return null;
  const tone = FULFILMENT_TONE[state];
  return (
    <Chip
      size="small"
      label={translate(fulfilmentLabelKey(state))}
      color={tone}
      variant={tone === 'default' || tone === 'info' ? 'outlined' : 'filled'}
      data-testid="fulfilment-state"
      data-state={state}
      sx={{ maxWidth: '100%', fontWeight: 600 }}
    />
  );
}
