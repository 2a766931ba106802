import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PriceTier, ProductPromotion } from '../../contract/answers/products';
import { formatDZD, type Lang } from '../../contract/constants';
import { formatPercent, isolate, promotionFigure, shownDay, sortedTiers, struckBase } from './offers';

// the basket's and the orders' pieces take it from here: offers.ts then travels in this file's chunk alone
export { isolate };

/** The catalogue price struck through after the price the pharmacy pays, when it pays less (issue 40 §3). */
export function BasePrice({
  paid,
  base,
  lang,
  size = 13,
  testId = 'base-price',
}: {
  paid: number;
  base?: number | null;
  lang: Lang;
  size?: number;
  testId?: string;
}) {
  const translate = useTranslate();
  const struck = struckBase(paid, base);
  if (struck === null) return null;
  return (
    <Typography
      component="s"
      color="text.secondary"
      title={translate('shop.pricing.base')}
      sx={{ marginInlineStart: 0.75, fontSize: size, whiteSpace: 'nowrap' }}
      // its own direction run: in Arabic it sits beside the price paid, never inside it
      dir="ltr"
      data-testid={testId}
    >
      {formatDZD(struck, lang)}
    </Typography>
  );
}

/**
 * The promotions running for the pharmacy: "10 + 2" (free units) or "−15 %", from a quantity when it has one, and
 * the last day it runs. The promotion's name is the badge's title.
 */
export function PromotionBadges({ promotions, lang }: { promotions?: ProductPromotion[]; lang: Lang }) {
  const translate = useTranslate();
  const shown = (promotions ?? []).flatMap((p) => {
    const figure = promotionFigure(p);
    return figure ? [{ p, figure }] : [];
  });
  if (!shown.length) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mb: 1 }}>
      {shown.map(({ p, figure }) => (
        <Box
          key={p.promotion_id}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}
          data-testid={`promotion-${p.promotion_id}`}
        >
          <Chip
            size="small"
            color="secondary"
            title={p.label}
            sx={{ fontWeight: 800 }}
            label={
              <bdi dir="ltr" data-testid="promotion-figure">
                {'units' in figure
                  ? figure.units
                  : translate('shop.pricing.percent', { percent: formatPercent(figure.percent, lang) })}
              </bdi>
            }
          />
          {p.min_quantity > 1 && (
            <Typography variant="caption" color="text.secondary">
              {translate('shop.pricing.from', { quantity: p.min_quantity })}
            </Typography>
          )}
          {p.valid_to && (
            <Typography variant="caption" color="text.secondary" data-testid="promotion-until">
              {translate('shop.pricing.until', { day: isolate(shownDay(p.valid_to)) })}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}

/** The quantity tiers, "from 10: 1 750 DA", on one line (`inline`, the cards) or one per line (the detail). */
export function TierList({ tiers, lang, inline = false }: { tiers?: PriceTier[]; lang: Lang; inline?: boolean }) {
  const translate = useTranslate();
  const shown = sortedTiers(tiers);
  if (!shown.length) return null;
  const text = (t: PriceTier) =>
    translate('shop.pricing.tier', { quantity: t.min_quantity, price: isolate(formatDZD(t.price, lang)) });
  return inline ? (
    <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }} data-testid="tiers">
      {shown.map(text).join(' · ')}
    </Typography>
  ) : (
    <Box sx={{ mb: 2 }} data-testid="tiers">
      <Typography variant="subtitle2">{translate('shop.pricing.tiers')}</Typography>
      {shown.map((t) => (
        <Typography key={t.min_quantity} variant="body2" color="text.secondary">
          {text(t)}
        </Typography>
      ))}
    </Box>
  );
}
