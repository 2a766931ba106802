import ArrowForward from '@mui/icons-material/ArrowForward';
import { Alert, Box, Button, Card, Divider, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DEFAULT_TAX_RATE, formatDZD, type Lang } from '../../contract/constants';
import type { Basket } from './useBasket';

/** Subtotal, tax and total as the server computed them, and the way to payment. */
export function BasketSummary({ basket, lang }: { basket: Basket; lang: Lang }) {
  const translate = useTranslate();
  const blocked = basket.can_checkout === false;
  const row = (label: string, amount: number, testId: string, strong = false) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.75 }}>
      <Typography color={strong ? 'text.primary' : 'text.secondary'} fontWeight={strong ? 700 : 400}>
        {label}
      </Typography>
      <Typography fontWeight={strong ? 800 : 600} fontSize={strong ? 20 : 16} data-testid={testId} sx={{ whiteSpace: 'nowrap' }}>
        {formatDZD(amount, lang)}
      </Typography>
    </Box>
  );
  return (
    <Card sx={{ p: { xs: 2, sm: 3 }, position: { md: 'sticky' }, top: { md: 88 } }} data-testid="basket-summary">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('shop.basket.summary')}
      </Typography>
      {row(translate('shop.basket.subtotal'), basket.price_without_tax, 'subtotal')}
      {row(translate('shop.basket.tax', { rate: basket.tax_rate ?? DEFAULT_TAX_RATE }), basket.tax_amount, 'tax')}
      <Divider sx={{ my: 1 }} />
      {row(translate('shop.basket.grandTotal'), basket.basket_total_price, 'total', true)}
      {blocked && (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          {translate('shop.basket.blocked')}
        </Alert>
      )}
      <Button
        component={Link}
        to="/payment"
        variant="contained"
        size="large"
        fullWidth
        endIcon={<ArrowForward />}
        disabled={blocked}
        sx={{ mt: 2, height: 48 }}
        data-testid="basket-next"
      >
        {translate('shop.basket.next')}
      </Button>
      <Button component={Link} to="/pharmacy/products" fullWidth sx={{ mt: 1 }}>
        {translate('shop.basket.continue')}
      </Button>
    </Card>
  );
}
