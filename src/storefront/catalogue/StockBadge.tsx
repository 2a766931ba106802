import { Box, type Theme, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { brand } from '../../theme/palette';

const LOW_STOCK = 10;

/** Stock state of a product: in stock, low (with the count) or out of stock. */
export function StockBadge({ stock }: { stock: number }) {
  const translate = useTranslate();
  const state = stock <= 0 ? 'out' : stock <= LOW_STOCK ? 'low' : 'in';
  const color = { out: 'error.main', low: 'warning.main', in: 'success.main' }[state];
  // the dot may stay bright; the words need 4.5:1 on the light card, where amber alone is too pale
  const textColor =
    state === 'low'
      ? (theme: Theme) => (theme.palette.mode === 'dark' ? theme.palette.warning.main : brand.amberText)
      : color;
  const label =
    state === 'out'
      ? translate('shop.stock.out')
      : state === 'low'
        ? translate('shop.stock.low', { smart_count: stock })
        : translate('shop.stock.in');
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }} data-stock={state}>
      <Box sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: color, flexShrink: 0 }} />
      <Typography variant="caption" sx={{ color: textColor, fontWeight: 600, lineHeight: 1.2 }}>
        {label}
      </Typography>
    </Box>
  );
}
