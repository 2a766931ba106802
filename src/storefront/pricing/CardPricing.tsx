import type { PriceTier, ProductPromotion } from '../../contract/answers/products';
import type { Lang } from '../../contract/constants';
import { BasePrice, PromotionBadges, TierList } from './PricingNotes';

/** The catalogue card's pieces of pricing, one per place on the card: loaded only by a card that has some. */
export default function CardPricing({
  part,
  product,
  lang,
}: {
  part: 'promotions' | 'base' | 'tiers';
  product: { price: number; base_price?: number; tiers?: PriceTier[]; promotions?: ProductPromotion[] };
  lang: Lang;
}) {
  if (part === 'promotions') return <PromotionBadges promotions={product.promotions} lang={lang} />;
  if (part === 'base') return <BasePrice paid={product.price} base={product.base_price} lang={lang} />;
  return <TierList tiers={product.tiers} lang={lang} inline />;
}
