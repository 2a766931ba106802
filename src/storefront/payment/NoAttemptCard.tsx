import { Box, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ResultCard } from './ResultCard';

/** A result page opened without an attempt of this pharmacy: nothing to show, back to the basket or My orders. */
export function NoAttemptCard({ textKey, testId, children }: { textKey: 'noPayment' | 'noOrder'; testId: string; children?: ReactNode }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`paymentResult.${key}`);
  return (
    <ResultCard tone="pending" title={t('noAttemptTitle')} text={t(textKey)} testId={testId}>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button component={Link} to="/basket/details" variant="contained" data-testid="back-to-basket">
          {t('backToBasket')}
        </Button>
        <Button component={Link} to="/pharmacy/orders">
          {t('myOrders')}
        </Button>
      </Box>
      {children}
    </ResultCard>
  );
}
