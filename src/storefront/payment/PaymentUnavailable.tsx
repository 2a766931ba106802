import { Box, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { ResultCard } from './ResultCard';
import { SupportLine } from './SupportLine';

/**
 * A result page whose payment is not decided yet (the gateway or the server did not answer): what happened, "Check
 * again" (asking again is safe), the page's way out, and who to call.
 */
export function PaymentUnavailable(p: {
  title: string;
  text: string;
  checkLabel: string;
  testId: string;
  onCheck: () => void;
  children: ReactNode;
}) {
  return (
    <ResultCard tone="pending" title={p.title} text={p.text} testId={p.testId}>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={p.onCheck} data-testid="check-again">
          {p.checkLabel}
        </Button>
        {p.children}
      </Box>
      <SupportLine />
    </ResultCard>
  );
}
