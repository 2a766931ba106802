import { Box, Skeleton } from '@mui/material';
import { memo } from 'react';
import { productGridSx } from './ProductGrid';
import { CARDS_AT_ONCE } from './useCardsDrawn';

/** The grid's place while its first page loads. Memoized: it has nothing to draw again. */
export const CatalogueSkeleton = memo(function CatalogueSkeleton() {
  return (
    <Box sx={productGridSx}>
      {Array.from({ length: CARDS_AT_ONCE }, (_, i) => (
        <Box key={i}>
          <Skeleton variant="rounded" sx={{ aspectRatio: '1 / 1', height: 'auto', borderRadius: 4 }} />
          <Skeleton width="60%" sx={{ mt: 1 }} />
          <Skeleton width="80%" />
        </Box>
      ))}
    </Box>
  );
});
