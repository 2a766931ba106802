import DeleteSweep from '@mui/icons-material/DeleteSweepOutlined';
import ShoppingBasket from '@mui/icons-material/ShoppingBasketOutlined';
import {
  Alert,
  Box,
  Button,
  Card,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Skeleton,
  Typography,
} from '@mui/material';
import { Fragment, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { storefrontPage } from '../layout/storefrontPage';
import { BasketBackorders } from '../backorders/BasketBackorders';
import { SubstituteSwap } from '../backorders/SubstituteSwap';
import { QuotaLeft } from '../backorders/QuotaLeft';
import type { Substitute } from '../../contract/answers/shortages';
import { useShortageTexts } from '../../i18n/useShortageTexts';
import { BasketLineItem } from './BasketLineItem';
import { expiryChange } from './expirySeen';
import { BasketSummary } from './BasketSummary';
import { type BasketChange, type BasketLineInfo, useBasket } from './useBasket';
import { useTypedQuantities } from './useTypedQuantities';
import { useLang } from '../../i18n/useLang';

/** /basket/details: lines with quantity edit, update and remove; totals from the server; clear; next to /payment. */
export const Component = storefrontPage(BasketDetails, 1200, 'shop.titles.basket');

/** The units of a line the stock cannot give now: its back-ordered part, or what is above the stock. */
const missingOf = (line: BasketLineInfo) =>
  line.backorder_quantity ? line.backorder_quantity : Math.max(0, line.selected_quantity - line.product_quantity);

export function BasketDetails() {
  const translate = useTranslate();
  const notify = useNotify();
  const lang = useLang();
  const { basket, query, setQuantity, remove, empty, quantityOf } = useBasket();
  const { t: st } = useShortageTexts();
  const [busy, setBusy] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);
  const { onDraft, applyAll } = useTypedQuantities(setQuantity);

  // the quantities typed and not applied go with the basket to payment, or the page says why it stays
  const proceed = async () => {
    if (!basket) return false;
    setBusy(true);
    try {
      const problem = await applyAll(basket.products);
      if (problem?.kind === 'invalid')
        notify('shop.basket.typedInvalid', { type: 'warning', messageArgs: { name: problem.name } });
      else if (problem) notify(problem.message ?? 'shop.basket.failed', { type: 'error' });
      return !problem;
    } catch {
      notify('shop.basket.failed', { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const act = async (action: () => Promise<BasketChange>, successKey: string) => {
    setBusy(true);
    try {
      const result = await action();
      if (result.ok) notify(successKey, { type: 'success' });
      else notify(result.message ?? 'shop.basket.failed', { type: 'error' });
    } catch {
      notify('shop.basket.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const removeBackorder = (productId: number) => act(() => remove(productId), 'shop.basket.removed');

  // issue 41 §2: the units missing of a product taken of its substitute instead; the product keeps what is in stock
  // (its back-ordered part dropped), or leaves the basket when nothing is. Nothing changes if the substitute is refused.
  const swap = (productId: number, keep: number) => (substitute: Substitute, units: number) =>
    act(async () => {
      const added = await setQuantity(substitute.id, quantityOf(substitute.id) + units);
      if (!added.ok) return added;
      return keep > 0 ? setQuantity(productId, keep) : remove(productId);
    }, st('shop.shortage.swapped'));

  const header = (
    <Box
      sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end', gap: 2, mb: 3, flexWrap: 'wrap' }}
    >
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
          {translate('shop.basket.title')}
        </Typography>
        <Typography color="text.secondary">{translate('shop.basket.subtitle')}</Typography>
      </Box>
      {basket && basket.products.length > 0 && (
        <Button
          color="error"
          startIcon={<DeleteSweep />}
          onClick={() => setConfirmClear(true)}
          disabled={busy}
          data-testid="basket-clear"
        >
          {translate('shop.basket.clear')}
        </Button>
      )}
    </Box>
  );

  if (query.isError && !basket)
    return (
      <Box>
        {header}
        <Alert
          severity="error"
          action={<Button onClick={() => query.refetch()}>{translate('shop.catalogue.retry')}</Button>}
        >
          {translate('shop.basket.loadError')}
        </Alert>
      </Box>
    );
  if (!basket)
    return (
      <Box>
        {header}
        <Skeleton variant="rounded" height={240} />
      </Box>
    );

  // lines whose earliest expiry is sooner than when they were added, warned before payment (D95)
  const expiryChanges = basket.products.filter((line) => expiryChange(basket.basket_id, line)).length;
  return (
    <Box data-testid="basket-page">
      {header}
      {basket.products.length === 0 && (
        <Box sx={{ mb: 3 }}>
          <BasketBackorders
            basket={basket}
            lang={lang}
            busy={busy}
            onRemove={removeBackorder}
            onSwap={(productId) => swap(productId, 0)}
          />
        </Box>
      )}
      {basket.products.length === 0 ? (
        <Card sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center' }}>
          <ShoppingBasket sx={{ fontSize: 56, color: 'primary.main', opacity: 0.7 }} />
          <Alert severity="info" sx={{ my: 2, justifyContent: 'center' }} data-testid="basket-empty">
            {translate('shop.basket.empty')}
          </Alert>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('shop.basket.emptyHint')}
          </Typography>
          <Button component={Link} to="/pharmacy/products" variant="contained">
            {translate('shop.basket.browse')}
          </Button>
        </Card>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 360px' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
            <Card sx={{ px: { xs: 2, sm: 3 }, py: 1 }}>
              <Typography variant="body2" color="text.secondary" sx={{ pt: 1.5 }}>
                {translate('shop.basket.lines', { smart_count: basket.products.length })}
              </Typography>
              {expiryChanges > 0 && (
                <Alert severity="warning" sx={{ mt: 1.5 }} data-testid="basket-expiry-changed">
                  {translate('shop.expiry.changedSummary', { smart_count: expiryChanges })}
                </Alert>
              )}
              {basket.products.map((line: BasketLineInfo) => (
                <Fragment key={line.product_id}>
                  <BasketLineItem
                    expiryChanged={expiryChange(basket.basket_id, line)}
                    line={line}
                    lang={lang}
                    busy={busy}
                    onUpdate={(id, q) => act(() => setQuantity(id, q), 'shop.add.updated')}
                    onRemove={(l) => act(() => remove(l.product_id), 'shop.basket.removed')}
                    onDraft={onDraft}
                  />
                  <QuotaLeft
                    left={line.quota_left}
                    days={line.quota_period_days}
                    testId={`basket-quota-left-${line.product_id}`}
                  />
                  <SubstituteSwap
                    productId={line.product_id}
                    missing={missingOf(line)}
                    substitutes={line.substitutes}
                    lang={lang}
                    busy={busy}
                    onSwap={swap(line.product_id, Math.min(line.selected_quantity, line.product_quantity))}
                  />
                </Fragment>
              ))}
            </Card>
            <BasketBackorders
              basket={basket}
              lang={lang}
              busy={busy}
              onRemove={removeBackorder}
              onSwap={(productId) => swap(productId, 0)}
            />
          </Box>
          <BasketSummary basket={basket} lang={lang} busy={busy} onProceed={proceed} />
        </Box>
      )}
      <Dialog open={confirmClear} onClose={() => setConfirmClear(false)} maxWidth="xs" fullWidth>
        <DialogTitle>{translate('shop.basket.clearTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('shop.basket.clearText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmClear(false)}>{translate('shop.profile.confirm.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            data-testid="basket-clear-confirm"
            onClick={() => {
              setConfirmClear(false);
              void act(empty, 'shop.basket.cleared');
            }}
          >
            {translate('shop.basket.clearConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
