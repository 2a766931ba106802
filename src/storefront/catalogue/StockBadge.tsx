import { Box, type Theme, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

const LOW_STOCK = 10;
/** amber 800: 7:1 on white */
const LOW_STOCK_TEXT = '#92400e';

/** Stock state of a product: in stock, low (with the count) or out of stock. */
export function StockBadge({ stock }: { stock: number }) {
  const translate = useTranslate();
  const state = stock <= 0 ? 'out' : stock <= LOW_STOCK ? 'low' : 'in';
  const color = { out: 'error.main', low: 'warning.main', in: 'success.main' }[state];
  // the amber dot stays; its words are a darker amber, readable on white (4.5:1, issue 27 §19)
  const textColor = state === 'low' ? (theme: Theme) => (theme.palette.mode === 'dark' ? theme.palette.warning.main : LOW_STOCK_TEXT) : color;
  const label = state === 'out' ? translate('shop.stock.out') : state === 'low' ? translate('shop.stock.low', { smart_count: stock }) : translate('shop.stock.in');
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }} data-stock={state}>
      <Box sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: color, flexShrink: 0 }} />
      <Typography variant="caption" sx={{ color: textColor, fontWeight: 600, lineHeight: 1.2 }}>
        {label}
      </Typography>
    </Box>
  );
}
