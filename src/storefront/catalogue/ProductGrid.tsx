import { Box } from '@mui/material';
import { memo } from 'react';
import { ProductCard } from './ProductCard';
import type { Product } from './types';

export const productGridSx = {
  display: 'grid',
  gap: { xs: 1.5, sm: 2.5 },
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    md: 'repeat(4, minmax(0, 1fr))',
  },
} as const;

/**
 * The first `count` cards of one catalogue page. Memoized: the page around it draws again at each key typed in the
 * search box, the cards only when the products change.
 */
export const ProductGrid = memo(function ProductGrid({
  products,
  count,
  search = '',
}: {
  products: Product[];
  count: number;
  search?: string;
}) {
  return (
    <Box sx={productGridSx} data-testid="product-grid">
      {products.slice(0, count).map((p, i) => (
        // the first row is above the fold on any screen
        <ProductCard key={p.id} product={p} eager={i < 4} search={search} />
      ))}
    </Box>
  );
});
