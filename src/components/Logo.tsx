import { Box, type SxProps, type Theme, useTheme } from '@mui/material';

interface LogoProps {
  /** Height of the mark in px. */
  height?: number;
  /** Mark only (narrow top bars). */
  compact?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * The brand: /img/logo.svg on light backgrounds; on dark ones the mark with a wordmark drawn in the
 * theme's colours (the SVG's dark green text would not read on a dark background).
 */
export function Logo({ height = 40, compact = false, sx }: LogoProps) {
  const theme = useTheme();
  if (!compact && theme.palette.mode === 'light')
    return (
      <Box
        component="img"
        src="/img/logo.svg"
        alt="ParaPharm DZ"
        width={Math.round(height * 4.2)}
        height={height}
        sx={{ height, width: 'auto', display: 'block', ...sx }}
      />
    );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ...sx }}>
      <Box
        component="img"
        src="/img/logo-mark.svg"
        alt={compact ? 'ParaPharm DZ' : ''}
        width={height}
        height={height}
        sx={{ height, width: height, display: 'block' }}
      />
      {!compact && (
        <Box
          component="span"
          sx={{
            fontWeight: 800,
            fontSize: height * 0.5,
            letterSpacing: '-0.01em',
            color: 'text.primary',
            whiteSpace: 'nowrap',
          }}
        >
          Para
          <Box component="span" sx={{ color: 'primary.main' }}>
            Pharm
          </Box>{' '}
          <Box component="span" sx={{ color: 'warning.main' }}>
            DZ
          </Box>
        </Box>
      )}
    </Box>
  );
}
