import { Box, Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Lang } from '../../contract/constants';
import type { Stats } from '../../insight/types';
import { Section } from '../../insight/FigureCard';
import { formatCount } from '../../insight/format';
import { ExpiryStateChip } from './ExpiryStateChip';
import { dayMonthYear } from './types';

/** The admin dashboard's expiry-watch card (issue 29 §4): the count and the first lots, like the low-stock card. */
export function ExpiryWatchCard({ stats, lang }: { stats: Stats; lang: Lang }) {
  const translate = useTranslate();
  const watch = stats.expiry_watch;
  if (!watch) return null;
  return (
    <Box sx={{ gridColumn: { sm: 'span 2' } }}>
      <Section
        title={`${translate('expiryWatch.card')} (${formatCount(watch.count, lang)})`}
        testId="stat-expiry-watch"
      >
        <Typography variant="body2" color="text.secondary">
          {translate(watch.count ? 'expiryWatch.cardHint' : 'expiryWatch.cardNone', { days: watch.days })}
        </Typography>
        <List dense disablePadding>
          {watch.lots.map((l) => (
            <ListItem key={l.lot_id} disableGutters secondaryAction={<ExpiryStateChip state={l.state} />}>
              <ListItemText
                primary={l.product_name}
                secondary={
                  <>
                    <bdi>{l.product_ref}</bdi> · <bdi dir="ltr">{l.lot}</bdi> ·{' '}
                    <bdi dir="ltr">{dayMonthYear(l.expiry)}</bdi> ·{' '}
                    {translate('resources.expiryWatch.onHandCount', { smart_count: l.on_hand })}
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
        {watch.count > 0 && (
          <Button component={Link} to="/admin/expiryWatch" size="small" data-testid="stat-expiry-watch-link">
            {translate('insight.seeAll')}
          </Button>
        )}
      </Section>
    </Box>
  );
}
