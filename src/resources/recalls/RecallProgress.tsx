import { Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RecallDetailView, RecallWilaya } from '../../dataProvider/recalls';
import { ShareBar } from './ShareBar';

/** Each wilaya's pharmacies reached and answered (a bar), units shipped against units declared on hand, and the total. */
export function RecallProgress({ recall }: { recall: RecallDetailView }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`recallScreens.${key}`);
  const total: RecallWilaya = {
    wilaya_id: 0,
    wilaya_name: t('total'),
    pharmacies_reached: recall.pharmacies_reached,
    pharmacies_answered: recall.pharmacies_answered,
    quantity_shipped: recall.quantity_shipped,
    quantity_declared: recall.quantity_declared,
  };
  const row = (w: RecallWilaya, strong = false) => (
    <TableRow
      key={w.wilaya_id}
      data-testid={`recall-wilaya-${w.wilaya_id}`}
      sx={strong ? { '& td, & th': { fontWeight: 700 } } : undefined}
    >
      <TableCell component="th" scope="row">
        <bdi>{w.wilaya_name}</bdi>
      </TableCell>
      <TableCell align="right">{w.pharmacies_reached}</TableCell>
      <TableCell sx={{ minWidth: 160 }}>
        <ShareBar
          part={w.pharmacies_answered}
          whole={w.pharmacies_reached}
          label={`${t('answered')} — ${w.wilaya_name}`}
        />
      </TableCell>
      <TableCell align="right">{w.quantity_shipped}</TableCell>
      <TableCell align="right">{w.quantity_declared}</TableCell>
    </TableRow>
  );
  return (
    <Card data-testid="recall-progress">
      {/* focusable: a phone scrolls the table sideways with the keyboard too (axe scrollable-region-focusable) */}
      <CardContent sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('progress')}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('progress')}
        </Typography>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('wilaya')}</TableCell>
              <TableCell align="right">{t('reached')}</TableCell>
              <TableCell>{t('answered')}</TableCell>
              <TableCell align="right">{t('shipped')}</TableCell>
              <TableCell align="right">{t('declared')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(recall.by_wilaya ?? []).map((w) => row(w))}
            {(recall.by_wilaya ?? []).length !== 1 && row(total, true)}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
