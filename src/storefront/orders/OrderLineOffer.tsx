import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDZD, type Lang } from '../../contract/constants';
import { isolate } from '../pricing/PricingNotes';
import type { OrderDetailsPayload } from './types';

/**
 * An order line's free units (UG, on top of the quantity paid) and discount, as the order kept them (issue 40 §4);
 * nothing when it has none or the answer predates them.
 */
export function OrderLineOffer({ line, lang }: { line: OrderDetailsPayload['details'][number]; lang: Lang }) {
  const translate = useTranslate();
  const free = line.free_quantity ?? 0;
  const discount = line.discount_amount ?? 0;
  if (free <= 0 && discount <= 0) return null;
  return (
    <Typography
      variant="caption"
      color="success.main"
      sx={{ display: 'block', fontWeight: 600 }}
      data-testid={`order-line-offer-${line.id}`}
    >
      {[
        free > 0 ? translate('shop.pricing.free', { smart_count: free }) : null,
        discount > 0 ? translate('shop.pricing.discount', { amount: isolate(formatDZD(discount, lang)) }) : null,
      ]
        .filter(Boolean)
        .join(' · ')}
    </Typography>
  );
}
