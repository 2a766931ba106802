import ArrowBack from '@mui/icons-material/ArrowBack';
import {
  Alert,
  Box,
  Breadcrumbs,
  Button,
  Card,
  Chip,
  Divider,
  Link as MuiLink,
  Skeleton,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { Code } from '../../contract/codes';
import { DEFAULT_TAX_RATE, formatDZD } from '../../contract/constants';
import { ApiError } from '../../http/client';
import { storefrontPage } from '../layout/storefrontPage';
import { useBasket } from '../basket/useBasket';
import { AddToBasket } from './AddToBasket';
import { BackorderOffer } from '../backorders/BackorderOffer';
import { ShortageNotes } from '../backorders/ShortageNotes';
import { ProductGallery } from './ProductGallery';
import { StockBadge } from './StockBadge';
import { ExpiryNote } from './ExpiryNote';
import { contentText } from '../../i18n/lang';
import { categoryName, useProductDetails } from './useProducts';
import { useLang } from '../../i18n/useLang';
import { MIRROR_IN_RTL } from '../../theme/themes';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { ExclTaxMark } from './ExclTaxMark';
import { BasePrice, PromotionBadges, TierList } from '../pricing/PricingNotes';

/** /post/:id/detail: breadcrumb (category, name), price, carousel with thumbnails, description in the current language. */
export const Component = storefrontPage(ProductDetail, 1200);

export function ProductDetail() {
  const translate = useTranslate();
  const lang = useLang();
  const { id } = useParams();
  const { data: product, isPending, error } = useProductDetails(id);
  useDocumentTitle(product?.name ?? translate('shop.titles.product'));
  const taxRate = useBasket().basket?.tax_rate ?? DEFAULT_TAX_RATE;

  if (error) {
    const missing = error instanceof ApiError && error.code === Code.NOT_FOUND;
    return (
      <Box>
        <Alert severity={missing ? 'warning' : 'error'} sx={{ mb: 2 }}>
          {translate(missing ? 'shop.product.notFound' : 'shop.product.loadError')}
        </Alert>
        <Button component={Link} to="/pharmacy/products" startIcon={<ArrowBack className={MIRROR_IN_RTL} />}>
          {translate('shop.product.back')}
        </Button>
      </Box>
    );
  }
  if (isPending || !product) {
    return (
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Skeleton variant="rounded" sx={{ aspectRatio: '1 / 1', height: 'auto', borderRadius: 5 }} />
        <Box>
          <Skeleton width="40%" />
          <Skeleton height={56} />
          <Skeleton width="30%" height={48} />
          <Skeleton variant="rounded" height={120} sx={{ mt: 2 }} />
        </Box>
      </Box>
    );
  }

  const category = categoryName(product, lang);
  const description = contentText(lang, {
    fr: product.descriptionFr,
    en: product.descriptionEn,
    ar: product.descriptionAr,
  });
  return (
    <Box data-testid="product-detail">
      <Breadcrumbs sx={{ mb: { xs: 2, sm: 3 }, '& ol': { flexWrap: 'wrap' } }} aria-label="breadcrumb">
        <MuiLink component={Link} to="/pharmacy/products" underline="hover" color="inherit">
          {translate('shop.product.products')}
        </MuiLink>
        {category && (
          <MuiLink
            component={Link}
            to={`/pharmacy/products?category=${product.category_id ?? ''}`}
            underline="hover"
            color="inherit"
          >
            {category}
          </MuiLink>
        )}
        <Typography color="text.primary" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {product.name}
        </Typography>
      </Breadcrumbs>

      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 6 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <ProductGallery name={product.name} images={product.images ?? []} />
        <Box>
          {category && (
            <Chip label={category} size="small" color="primary" variant="outlined" sx={{ mb: 1.5, fontWeight: 600 }} />
          )}
          {/* a name of one long word wraps anywhere rather than widening the page (issue 27 §8) */}
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontSize: { xs: 26, sm: 34 }, mb: 0.5, overflowWrap: 'anywhere' }}
          >
            {product.name}
          </Typography>
          {product.ref && (
            <Typography variant="body2" color="text.secondary">
              {translate('shop.product.reference', { ref: product.ref })}
            </Typography>
          )}
          <Card sx={{ mt: 3, p: { xs: 2, sm: 3 } }}>
            <PromotionBadges promotions={product.promotions} lang={lang} />
            <Box
              sx={{
                display: 'flex',
                alignItems: 'baseline',
                justifyContent: 'space-between',
                flexWrap: 'wrap',
                gap: 1,
              }}
            >
              <Box>
                <Typography
                  component="span"
                  sx={{ fontSize: { xs: 28, sm: 34 }, fontWeight: 800, color: 'primary.main' }}
                  data-testid="detail-price"
                >
                  {formatDZD(product.price, lang)}
                </Typography>
                <ExclTaxMark size={18} />
                <BasePrice paid={product.price} base={product.base_price} lang={lang} size={18} />
              </Box>
              <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
                <StockBadge stock={product.quantity} />
                <ExpiryNote expiry={product.earliest_expiry} stock={product.quantity} />
              </Box>
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate('shop.product.taxNote', { rate: taxRate })}
              {product.customer_price
                ? ` · ${translate('shop.catalogue.retail', { amount: formatDZD(product.customer_price, lang) })}`
                : ''}
            </Typography>
            <TierList tiers={product.tiers} lang={lang} />
            <AddToBasket productId={product.id} stock={product.quantity} variant="detail" />
            <ShortageNotes product={product} lang={lang} />
            <BackorderOffer productId={product.id} stock={product.quantity} />
          </Card>
          {description && (
            <Box sx={{ mt: 3 }}>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                {translate('shop.product.description')}
              </Typography>
              <Divider sx={{ mb: 1.5 }} />
              {/* the description is French or English: its own direction, also on an Arabic page */}
              <Typography dir="auto" sx={{ whiteSpace: 'pre-line', lineHeight: 1.7 }} data-testid="description">
                {description}
              </Typography>
            </Box>
          )}
        </Box>
      </Box>
    </Box>
  );
}
