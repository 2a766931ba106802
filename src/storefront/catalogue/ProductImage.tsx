import { Box } from '@mui/material';
import { mediaUrl } from '../../config/runtime';

/**
 * A product picture from the media host (spec 000 §3), square, contained on a soft background. Lazy unless
 * `eager` (the first cards of a page, above the fold: they hold the page's largest paint).
 */
export function ProductImage({
  path,
  alt,
  rounded = 0,
  dim = false,
  eager = false,
}: {
  path?: string | null;
  alt: string;
  rounded?: number;
  dim?: boolean;
  eager?: boolean;
}) {
  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio: '1 / 1',
        bgcolor: (t) => (t.palette.mode === 'dark' ? 'rgba(255,255,255,0.04)' : '#f4f8f7'),
        borderRadius: rounded,
        overflow: 'hidden',
      }}
    >
      <Box
        component="img"
        src={mediaUrl(path)}
        alt={alt}
        width={600}
        height={600}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        onError={(e: React.SyntheticEvent<HTMLImageElement>) => {
          const img = e.currentTarget;
          if (!img.src.endsWith('/img/default-product.webp')) img.src = '/img/default-product.webp';
        }}
        sx={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          opacity: dim ? 0.55 : 1,
          transition: 'transform .3s ease',
        }}
      />
    </Box>
  );
}
