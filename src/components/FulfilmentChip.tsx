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
      // MUI's light-mode info blue is 3.9:1 on white: an outlined info chip writes in its dark shade (4.5:1, issue 27 §19)
      sx={{
        maxWidth: '100%',
        fontWeight: 600,
        ...(tone === 'info' && {
          color: (t) => (t.palette.mode === 'light' ? t.palette.info.dark : t.palette.info.main),
        }),
      }}
    />
  );
}
