import { AMOUNT_LABEL } from '../../contract/amounts';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { DEFAULT_TAX_RATE, formatDZD, type Lang } from '../../contract/constants';
import { AdjustBasketButton } from './AdjustBasketButton';
import { TotalsCard } from './TotalsCard';
import type { Basket } from './useBasket';
import { MIRROR_IN_RTL } from '../../theme/themes';

/**
 * What the pharmacy gains on the whole basket (issue 40 §3): the dinars saved against catalogue prices, free units
 * at their catalogue price included, and the free units; each only when there is some (not in older answers).
 */
function BasketGains({ basket, lang }: { basket: Basket; lang: Lang }) {
  const translate = useTranslate();
  const savings = basket.savings ?? 0;
  const free = basket.free_units ?? 0;
  if (savings <= 0 && free <= 0) return null;
  const row = (label: string, value: string, testId: string) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5, color: 'success.main' }}>
      <Typography color="inherit" fontWeight={600}>
        {label}
      </Typography>
      <Typography color="inherit" fontWeight={700} sx={{ whiteSpace: 'nowrap' }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
  return (
    <Box sx={{ mt: 1 }} data-testid="basket-gains">
      {savings > 0 && row(translate('shop.pricing.savings'), formatDZD(savings, lang), 'savings')}
      {free > 0 && row(translate('shop.pricing.freeUnits'), String(free), 'free-units')}
    </Box>
  );
}

/**
 * Subtotal, tax and total as the server computed them, and the way to payment. `onProceed` runs first (the page
 * applies the quantities typed and not applied) and answers whether the way is open.
 */
export function BasketSummary({
  basket,
  lang,
  busy = false,
  onProceed,
}: {
  basket: Basket;
  lang: Lang;
  busy?: boolean;
  onProceed?: () => Promise<boolean>;
}) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const blocked = basket.can_checkout === false;
  return (
    <TotalsCard
      basket={basket}
      lang={lang}
      title={translate('shop.basket.summary')}
      labels={{
        subtotal: translate('shop.basket.subtotal'),
        tax: translate(AMOUNT_LABEL.tva, { rate: basket.tax_rate ?? DEFAULT_TAX_RATE }),
        total: translate('shop.basket.grandTotal'),
      }}
      testId="basket-summary"
      amountTestIds={{ subtotal: 'subtotal', tax: 'tax', total: 'total' }}
    >
      <BasketGains basket={basket} lang={lang} />
      {blocked && (
        <>
          <Alert severity="warning" sx={{ mt: 1.5 }}>
            {translate('shop.basket.blocked')}
          </Alert>
          <AdjustBasketButton fullWidth variant="outlined" sx={{ mt: 1.5 }} />
        </>
      )}
      <Button
        component={Link}
        to="/payment"
        variant="contained"
        size="large"
        fullWidth
        endIcon={<ArrowForward className={MIRROR_IN_RTL} />}
        disabled={blocked || busy}
        onClick={(event: MouseEvent) => {
          if (!onProceed) return;
          event.preventDefault();
          void onProceed().then((open) => open && navigate('/payment'));
        }}
        sx={{ mt: 2, height: 48 }}
        data-testid="basket-next"
      >
        {translate('shop.basket.next')}
      </Button>
      <Button component={Link} to="/pharmacy/products" fullWidth sx={{ mt: 1 }}>
        {translate('shop.basket.continue')}
      </Button>
    </TotalsCard>
  );
}
