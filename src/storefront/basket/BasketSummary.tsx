import { AMOUNT_LABEL } from '../../contract/amounts';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { DEFAULT_TAX_RATE, type Lang } from '../../contract/constants';
import { AdjustBasketButton } from './AdjustBasketButton';
import { TotalsCard } from './TotalsCard';
import type { Basket } from './useBasket';
import { MIRROR_IN_RTL } from '../../theme/themes';

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
