import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { BasketFillMode } from '../../contract/quickOrder';
import type { BasketFillResult, PharmacyDataProvider } from '../../dataProvider/pharmacy';
import type { Basket } from './types';
import { useBasketFill } from './useBasketFill';
import { useBasketInfo } from './useBasketCount';

type Call<Arg> = (dp: PharmacyDataProvider, arg: Arg, mode?: BasketFillMode) => Promise<BasketFillResult>;

/**
 * Order again or the quick order pad, asking first when a product to put in the basket is already in it
 * (`inBasket`): add the quantities to the basket's, or replace them (D119). Nothing is sent until the pharmacist
 * has chosen; Cancel sends nothing. `fill(arg)` starts; `dialog` is the question, to render once; `busy` while
 * checking or sending.
 */
export function useBasketFillAsking<Arg>(
  call: Call<Arg>,
  inBasket: (dp: PharmacyDataProvider, arg: Arg, basket: Basket) => boolean | Promise<boolean>,
) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PharmacyDataProvider>();
  const [checking, setChecking] = useState(false);
  const t = (key: string) => translate(`shop.fill.${key}`);
  const mutation = useBasketFill((dp, sent: { arg: Arg; mode?: BasketFillMode }) => call(dp, sent.arg, sent.mode));
  const basketQuery = useBasketInfo();
  const [asking, setAsking] = useState<{ arg: Arg; onSuccess?: () => void } | null>(null);

  // without a question, the server's default (set): nothing in the basket could tell it from adding
  const send = (arg: Arg, mode: BasketFillMode | undefined, onSuccess?: () => void) =>
    mutation.mutate({ arg, mode }, { onSuccess });
  const fill = async (arg: Arg, options: { onSuccess?: () => void } = {}) => {
    let ask = false;
    // the basket the top bar shows; asked for when it has not answered yet
    const basket = basketQuery.data ?? (await basketQuery.refetch()).data;
    if (basket?.products.length) {
      setChecking(true);
      // when the check itself fails, asking costs a click, guessing could lose the basket's quantities
      ask = await Promise.resolve(inBasket(dataProvider, arg, basket as Basket)).catch(() => true);
      setChecking(false);
    }
    if (ask) setAsking({ arg, onSuccess: options.onSuccess });
    else send(arg, undefined, options.onSuccess);
  };
  const choose = (mode: BasketFillMode | null) => {
    if (asking && mode) send(asking.arg, mode, asking.onSuccess);
    setAsking(null);
  };

  const dialog = (
    <Dialog open={asking !== null} onClose={() => choose(null)} aria-labelledby="fill-mode-title">
      <DialogTitle id="fill-mode-title">{t('askTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('askText')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => choose(null)}>{t('askCancel')}</Button>
        <Button variant="outlined" onClick={() => choose('set')} data-testid="fill-mode-set">
          {t('askReplace')}
        </Button>
        <Button variant="contained" onClick={() => choose('add')} data-testid="fill-mode-add" autoFocus>
          {t('askAdd')}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { ...mutation, busy: checking || mutation.isPending, fill, dialog };
}
