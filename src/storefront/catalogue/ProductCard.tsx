import { lazy, Suspense } from 'react';
import { Box, Card, CardActionArea, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { formatDZD } from '../../contract/constants';
import { AddToBasket } from './AddToBasket';
import { ProductImage } from './ProductImage';
import { ExclTaxMark } from './ExclTaxMark';
import { StockBadge } from './StockBadge';
import { ExpiryNote } from './ExpiryNote';
import { categoryName, type Product } from './useProducts';
import { useLang } from '../../i18n/useLang';
import { HighlightedText } from './search/HighlightedText';

// a pharmacy's conditions (issue 40) load with the first card that has some, not with the catalogue page
const CardPricing = lazy(() => import('../pricing/CardPricing'));
const withPricing = (p: Product) => Boolean(p.promotions?.length || p.tiers?.length || (p.base_price ?? 0) > p.price);

/**
 * A product tile of the catalogue: picture and name open the detail page; below, the promotions, the price this
 * pharmacy pays (the catalogue price struck through when it pays less), stock, tiers and add-to-basket.
 */
export function ProductCard({
  product,
  eager = false,
  search = '',
}: {
  product: Product;
  eager?: boolean;
  search?: string;
}) {
  const lang = useLang();
  const outOfStock = product.quantity <= 0;
  const pricing = (part: 'promotions' | 'base' | 'tiers') =>
    withPricing(product) && (
      <Suspense fallback={null}>
        <CardPricing part={part} product={product} lang={lang} />
      </Suspense>
    );
  return (
    <Card
      data-testid={`product-${product.id}`}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        transition: 'box-shadow .2s ease, transform .2s ease',
        '&:hover': { transform: 'translateY(-2px)', boxShadow: '0 16px 40px rgba(15, 118, 110, 0.14)' },
        '&:hover img': { transform: 'scale(1.04)' },
      }}
    >
      <CardActionArea
        component={Link}
        to={`/post/${product.id}/detail`}
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <ProductImage
          path={product.mainImage ?? product.default_image}
          alt={product.name}
          dim={outOfStock}
          eager={eager}
        />
        <Box sx={{ p: { xs: 1.5, sm: 2 }, pb: 1, flex: 1 }}>
          <Typography
            variant="overline"
            color="primary"
            sx={{ display: 'block', lineHeight: 1.4, fontSize: 11, letterSpacing: '.06em' }}
            noWrap
          >
            {categoryName(product, lang)}
          </Typography>
          <Typography
            component="h3"
            sx={{
              fontWeight: 600,
              fontSize: { xs: 14, sm: 15 },
              lineHeight: 1.35,
              minHeight: '2.7em',
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            <HighlightedText text={product.name} search={search} />
          </Typography>
        </Box>
      </CardActionArea>
      <Box sx={{ px: { xs: 1.5, sm: 2 }, pb: { xs: 1.5, sm: 2 } }}>
        {pricing('promotions')}
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { xs: 'flex-start', sm: 'baseline' },
            justifyContent: 'space-between',
            gap: { xs: 0.25, sm: 1 },
            mb: 1,
          }}
        >
          <Box>
            <Typography
              component="span"
              sx={{ fontWeight: 800, fontSize: { xs: 16, sm: 18 }, whiteSpace: 'nowrap' }}
              data-testid="price"
            >
              {formatDZD(product.price, lang)}
            </Typography>
            <ExclTaxMark />
            {pricing('base')}
          </Box>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: { xs: 'flex-start', sm: 'flex-end' } }}>
            <StockBadge stock={product.quantity} />
            <ExpiryNote expiry={product.earliest_expiry} stock={product.quantity} />
          </Box>
        </Box>
        {pricing('tiers')}
        <AddToBasket productId={product.id} stock={product.quantity} />
      </Box>
    </Card>
  );
}
