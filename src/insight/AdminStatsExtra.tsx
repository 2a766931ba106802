import { Box, Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { Lang } from '../contract/constants';
import { Section } from './FigureCard';
import { formatCount } from './format';
import type { Stats } from './types';

/** The products list filtered on low stock (the `low_stock` filter of /admin/products_list). */
export const LOW_STOCK_LIST = `/admin/product?filter=${encodeURIComponent(JSON.stringify({ low_stock: true }))}`;

/** The admin dashboard's low-stock block. */
export function LowStockSection({ stats, lang }: { stats: Stats; lang: Lang }) {
  const translate = useTranslate();
  const low = stats.low_stock;
  if (!low) return null;
  return (
    <Box sx={{ gridColumn: { sm: 'span 2' } }}>
      <Section title={`${translate('insight.lowStock')} (${formatCount(low.count, lang)})`} testId="stat-low-stock">
        <Typography variant="body2" color="text.secondary">
          {translate(low.count ? 'insight.lowStockHint' : 'insight.lowStockNone', { threshold: low.threshold })}
        </Typography>
        <List dense disablePadding>
          {low.products.slice(0, 6).map((p) => (
            <ListItem
              key={p.id}
              disableGutters
              secondaryAction={
                <Typography color={p.quantity === 0 ? 'error' : 'warning.main'} sx={{ fontWeight: 700 }}>
                  {formatCount(p.quantity, lang)}
                </Typography>
              }
            >
              <ListItemText primary={p.name} secondary={p.ref} />
            </ListItem>
          ))}
        </List>
        {low.count > 0 && (
          <Button component={Link} to={LOW_STOCK_LIST} size="small" data-testid="stat-low-stock-link">
            {translate('insight.seeAll')}
          </Button>
        )}
      </Section>
    </Box>
  );
}
