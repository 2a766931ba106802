import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate } from '../contract/constants';
import { Section } from './FigureCard';
import type { Stats } from './types';

/** The franchise dashboard's pharmacies that have not ordered for `inactive_days` days. */
export function InactivePharmacies({ stats }: { stats: Stats }) {
  const translate = useTranslate();
  const days = stats.inactive_days ?? 30;
  const list = stats.inactive_pharmacies ?? [];
  return (
    <Box sx={{ gridColumn: { sm: 'span 2' } }}>
      <Section title={`${translate('insight.inactive', { days })} (${list.length})`} testId="stat-inactive">
        {list.length === 0 && (
          <Typography color="text.secondary">{translate('insight.inactiveNone', { days })}</Typography>
        )}
        {/* a scrolled box is reached by the keyboard and named (issue 27 §19, axe scrollable-region-focusable) */}
        <List
          dense
          disablePadding
          tabIndex={0}
          aria-label={translate('insight.inactive', { days })}
          sx={{ maxHeight: 280, overflowY: 'auto' }}
        >
          {list.map((p) => (
            <ListItem key={p.id} disableGutters>
              <ListItemText
                primary={p.name}
                secondary={`${translate('insight.lastOrder')} : ${p.last_order_date ? formatDate(p.last_order_date) : translate('insight.never')} · ${p.phone}`}
              />
            </ListItem>
          ))}
        </List>
      </Section>
    </Box>
  );
}
