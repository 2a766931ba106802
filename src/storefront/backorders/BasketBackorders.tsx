import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Alert, Box, Button, Card, IconButton, Typography } from '@mui/material';
import { Fragment, useState } from 'react';
import { useDataProvider, useGetList, useNotify } from 'react-admin';
import { formatDZD, type Lang } from '../../contract/constants';
import type { PharmacyDataProvider } from '../../dataProvider/pharmacy';
import { ApiError } from '../../http/client';
import { refreshBasket } from '../basket/useBasketCount';
import { useQueryClient } from '@tanstack/react-query';
import type { Basket } from '../basket/types';
import { useShortageTexts } from '../../i18n/useShortageTexts';
import { useBackorderPolicy } from './useBackorderPolicy';
import { SubstituteSwap } from './SubstituteSwap';
import type { Substitute } from '../../contract/answers/shortages';

/**
 * The basket's back-ordered part (issue 41 §1), shown apart from what ships: the products with nothing in stock now,
 * what the part would cost at today's conditions, and "keep as back-orders" for a basket whose part waits without an
 * order (an offline checkout keeps it by itself; a card one leaves it here).
 */
export function BasketBackorders({
  basket,
  lang,
  busy,
  onRemove,
  onSwap,
}: {
  basket: Basket;
  lang: Lang;
  busy: boolean;
  onRemove: (productId: number) => void;
  /** a product back-ordered whole, taken of a substitute instead (issue 41 §2) */
  onSwap?: (productId: number) => (substitute: Substitute, units: number) => void;
}) {
  const { t: st } = useShortageTexts();
  const notify = useNotify();
  const dataProvider = useDataProvider<PharmacyDataProvider>();
  const queryClient = useQueryClient();
  const { data: addresses } = useGetList('addresses', { pagination: { page: 1, perPage: 20 } });
  const [keeping, setKeeping] = useState(false);
  const { policy } = useBackorderPolicy();
  const only = basket.backorders ?? [];
  if (!basket.backorder_total) return null;

  const keep = async () => {
    const address = addresses?.[0];
    if (!address) return;
    setKeeping(true);
    try {
      const message = await dataProvider.keepBackorders(Number(address.id));
      notify(message ?? st('shop.backorder.kept'), { type: 'success' });
    } catch (e) {
      notify(e instanceof ApiError ? (e.result.meta ?? 'shop.basket.failed') : 'shop.basket.failed', { type: 'error' });
    } finally {
      refreshBasket(queryClient);
      setKeeping(false);
    }
  };

  return (
    <Card sx={{ px: { xs: 2, sm: 3 }, py: 2 }} data-testid="basket-backorders" component="section">
      {only.length > 0 && (
        <>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            {st('shop.backorder.listTitle')}
          </Typography>
          {only.map((b) => (
            <Fragment key={b.product_id}>
              <Box
                sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1, borderTop: 1, borderColor: 'divider' }}
                data-testid={`basket-backorder-${b.product_id}`}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{b.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {st('shop.backorder.line', {
                      smart_count: b.backorder_quantity,
                      amount: formatDZD(b.backorder_total, lang),
                    })}
                  </Typography>
                </Box>
                <IconButton
                  aria-label={`${st('shop.backorder.remove')} ${b.name}`}
                  onClick={() => onRemove(b.product_id)}
                  disabled={busy}
                  color="error"
                  size="small"
                  data-testid={`basket-backorder-remove-${b.product_id}`}
                >
                  <DeleteOutline />
                </IconButton>
              </Box>
              {onSwap && (
                <SubstituteSwap
                  productId={b.product_id}
                  missing={b.backorder_quantity}
                  substitutes={b.substitutes}
                  lang={lang}
                  busy={busy}
                  onSwap={onSwap(b.product_id)}
                />
              )}
            </Fragment>
          ))}
        </>
      )}
      <Alert severity="info" sx={{ mt: only.length ? 1.5 : 0 }} data-testid="basket-backorder-summary">
        {st('shop.backorder.summary', { amount: formatDZD(basket.backorder_total, lang) })}
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {st('shop.backorder.cardNote')}
        </Typography>
        {policy === 'hold' && (
          <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="basket-backorder-hold">
            {st('shop.backorder.holdNote')}
          </Typography>
        )}
      </Alert>
      <Button
        sx={{ mt: 1.5 }}
        variant="outlined"
        onClick={keep}
        disabled={busy || keeping || !addresses?.length}
        data-testid="basket-keep-backorders"
      >
        {st('shop.backorder.keep')}
      </Button>
    </Card>
  );
}
