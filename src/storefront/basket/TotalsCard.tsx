import { Box, Card, Divider, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { formatDZD, type Lang } from '../../contract/constants';
import type { Basket } from './useBasket';

/**
 * The sticky card of the basket and payment pages: subtotal, tax and total in bold as the server computed
 * them, then the page's own actions. `labels` and `amountTestIds` are each page's own.
 */
export function TotalsCard({
  basket,
  lang,
  title,
  labels,
  testId,
  amountTestIds,
  stampDuty,
  children,
}: {
  basket: Basket;
  lang: Lang;
  title: string;
  labels: { subtotal: string; tax: string; total: string };
  testId: string;
  amountTestIds: { subtotal: string; tax: string; total: string };
  /**
   * An offline order's stamp duty as the server computes it for the invoice, shown in the invoice's words (issue 26):
   * TTC (HT + TVA), then the stamp duty, then the net à payer in bold, which `total` is.
   */
  stampDuty?: {
    label: string;
    amount: number;
    total: number;
    testId: string;
    ttcLabel: string;
    dueLabel: string;
  } | null;
  children: ReactNode;
}) {
  const row = (label: string, amount: number, amountTestId: string, strong = false) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.75 }}>
      <Typography color={strong ? 'text.primary' : 'text.secondary'} fontWeight={strong ? 700 : 400}>
        {label}
      </Typography>
      <Typography
        fontWeight={strong ? 800 : 600}
        fontSize={strong ? 20 : 16}
        data-testid={amountTestId}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {formatDZD(amount, lang)}
      </Typography>
    </Box>
  );
  return (
    <Card sx={{ p: { xs: 2, sm: 3 }, position: { md: 'sticky' }, top: { md: 88 } }} data-testid={testId}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {row(labels.subtotal, basket.price_without_tax, amountTestIds.subtotal)}
      {row(labels.tax, basket.tax_amount, amountTestIds.tax)}
      {stampDuty && row(stampDuty.ttcLabel, basket.basket_total_price, `${amountTestIds.total}-ttc`)}
      {stampDuty && row(stampDuty.label, stampDuty.amount, stampDuty.testId)}
      <Divider sx={{ my: 1 }} />
      {row(
        stampDuty ? stampDuty.dueLabel : labels.total,
        stampDuty ? stampDuty.total : basket.basket_total_price,
        amountTestIds.total,
        true,
      )}
      {children}
    </Card>
  );
}
