import { Box, LinearProgress, Typography } from '@mui/material';

/** "3 / 4" with a bar: how many of the reached pharmacies answered (or any part of a whole). */
export function ShareBar({ part, whole, label }: { part: number; whole: number; label: string }) {
  const percent = whole > 0 ? Math.round((part / whole) * 100) : 0;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 120 }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={percent === 100 ? 'success' : 'warning'}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
        aria-label={label}
        aria-valuetext={`${part} / ${whole}`}
      />
      <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        <bdi dir="ltr">
          {part} / {whole}
        </bdi>
      </Typography>
    </Box>
  );
}
