import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDZD, type Lang } from '../../contract/constants';
import { isolate } from '../pricing/PricingNotes';
import type { BasketLineInfo } from './useBasket';

/**
 * What a basket line gains (issue 40 §3, docs/pricing.md): its discount in dinars and its free units (UG, on top of
 * the quantity paid), then what a few more units would give, which a click adds. Nothing for an older answer.
 */
export function LinePricing({
  line,
  lang,
  stock,
  busy,
  onUpdate,
}: {
  line: BasketLineInfo;
  lang: Lang;
  stock: number;
  busy: boolean;
  onUpdate: (productId: number, quantity: number) => void;
}) {
  const translate = useTranslate();
  const discount = line.discount_amount ?? 0;
  const free = line.free_quantity ?? 0;
  const next = line.next_offer;
  const nextText =
    next?.kind === 'tier' && typeof next.price === 'number'
      ? translate('shop.pricing.nextTier', {
          smart_count: next.missing_quantity,
          price: isolate(formatDZD(next.price, lang)),
        })
      : next?.kind === 'free_units' && next.free_quantity
        ? translate('shop.pricing.nextFree', { smart_count: next.missing_quantity, free: next.free_quantity })
        : null;
  const wanted = line.selected_quantity + (next?.missing_quantity ?? 0);
  return (
    <>
      {(discount > 0 || free > 0) && (
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          {discount > 0 && (
            <Typography variant="body2" color="success.main" data-testid={`line-discount-${line.product_id}`}>
              {translate('shop.pricing.discount', { amount: isolate(formatDZD(discount, lang)) })}
            </Typography>
          )}
          {free > 0 && (
            <Typography
              variant="body2"
              color="success.main"
              fontWeight={700}
              data-testid={`line-free-${line.product_id}`}
            >
              {translate('shop.pricing.free', { smart_count: free })}
            </Typography>
          )}
        </Box>
      )}
      {nextText && (
        <Button
          size="small"
          color="primary"
          variant="text"
          disabled={busy || wanted > stock}
          onClick={() => onUpdate(line.product_id, wanted)}
          sx={{ px: 0.5, mt: 0.25, textAlign: 'start', fontWeight: 700 }}
          data-testid={`line-next-${line.product_id}`}
        >
          {nextText}
        </Button>
      )}
    </>
  );
}
