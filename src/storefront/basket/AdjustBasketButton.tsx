import type { ButtonProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BusyButton } from '../../components/BusyButton';
import { useSignedInNotify } from '../auth/useSignedInNotify';
import { useAdjustBasket } from './useAdjustBasket';

/** One click: the basket brought down to the stock left (useAdjustBasket); `onAdjusted` runs once it is. */
export function AdjustBasketButton({
  onAdjusted,
  ...props
}: { onAdjusted?: () => void } & Omit<ButtonProps, 'onClick'>) {
  const translate = useTranslate();
  const notify = useSignedInNotify();
  const adjust = useAdjustBasket();
  return (
    <BusyButton
      variant="contained"
      {...props}
      busy={adjust.isPending}
      data-testid="adjust-basket"
      onClick={() =>
        adjust.mutate(undefined, {
          onSuccess: () => {
            notify('shop.basket.adjusted', { type: 'success' });
            onAdjusted?.();
          },
          onError: () => notify('shop.basket.adjustFailed', { type: 'error' }),
        })
      }
    >
      {translate('shop.basket.adjust')}
    </BusyButton>
  );
}
