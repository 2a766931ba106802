import { Box, Typography } from '@mui/material';
import { useLiteText } from '../../components/i18nLite';

export const HERO_IMAGES = ['/img/slide-1.webp', '/img/slide-2.webp', '/img/slide-3.webp'];

/** One slide of the landing carousel: its picture and caption. The first is the page's largest paint. */
export function HeroSlide({ index }: { index: number }) {
  const t = useLiteText();
  const caption = t.landing.slides[index]!;
  return (
    <Box
      data-testid="landing-slide"
      data-index={index}
      sx={{ position: 'relative', aspectRatio: { xs: '16 / 10', sm: '16 / 9' } }}
    >
      <Box
        component="img"
        src={HERO_IMAGES[index]}
        alt={caption.title}
        width={1600}
        height={700}
        // the first slide is preloaded by server/web.ts and nginx; the others may wait
        loading={index === 0 ? 'eager' : 'lazy'}
        fetchPriority={index === 0 ? 'high' : 'low'}
        sx={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          objectPosition: '70% 50%',
        }}
      />
      <Box
        sx={{
          position: 'absolute',
          insetInline: 0,
          bottom: 0,
          px: { xs: 2.5, sm: 4 },
          pt: { xs: 6, sm: 10 },
          pb: { xs: 4.5, sm: 5 },
          color: '#fff',
          background: 'linear-gradient(180deg, rgba(4,47,46,0) 0%, rgba(4,47,46,0.55) 45%, rgba(4,47,46,0.85) 100%)',
        }}
      >
        <Typography sx={{ fontWeight: 800, fontSize: { xs: 18, sm: 24 }, lineHeight: 1.2 }}>{caption.title}</Typography>
        <Typography
          sx={{
            mt: 0.5,
            opacity: 0.9,
            fontSize: { xs: 13.5, sm: 15 },
            maxWidth: 520,
            display: { xs: 'none', sm: 'block' },
          }}
        >
          {caption.text}
        </Typography>
      </Box>
    </Box>
  );
}
