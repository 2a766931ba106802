import Phone from '@mui/icons-material/PhoneOutlined';
import {
  Alert,
  Card,
  CardContent,
  Chip,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatAlgiersDate } from '../../contract/algiersTime';
import type { RecallDetailView, RecallPharmacy } from '../../dataProvider/recalls';

const day = (iso: string | null) => (iso ? <bdi dir="ltr">{formatAlgiersDate(iso)}</bdi> : '—');

/** Pharmacies that have not answered first (the ones to call), then by name. */
export const unansweredFirst = (rows: RecallPharmacy[]) =>
  [...rows].sort(
    (a, b) => Number(Boolean(a.acknowledged_at)) - Number(Boolean(b.acknowledged_at)) || a.name.localeCompare(b.name),
  );

/** The pharmacies that received the lot: quantity and dates, answered (with what they hold) or not, reminded; phones to call. */
export function RecallPharmacies({ recall }: { recall: RecallDetailView }) {
  const translate = useTranslate();
  const t = (key: string, vars?: Record<string, unknown>) => translate(`recallScreens.${key}`, vars);
  const wilayas = new Map((recall.by_wilaya ?? []).map((w) => [w.wilaya_id, w.wilaya_name]));
  const rows = unansweredFirst(recall.pharmacies);
  const waiting = rows.filter((p) => !p.acknowledged_at).length;
  return (
    <Card data-testid="recall-pharmacies">
      <CardContent sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('pharmacies')}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('pharmacies')}
        </Typography>
        {rows.length > 0 && (
          <Alert severity={waiting ? 'warning' : 'success'} sx={{ mb: 1 }} data-testid="recall-to-call">
            {waiting ? t('toCall', { smart_count: waiting }) : t('allAnswered')}
          </Alert>
        )}
        {rows.length === 0 ? (
          <Typography color="text.secondary">{t('none')}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('pharmacy')}</TableCell>
                <TableCell>{t('wilaya')}</TableCell>
                <TableCell>{t('phone')}</TableCell>
                <TableCell align="right">{t('shipped')}</TableCell>
                <TableCell>{t('lastShipped')}</TableCell>
                <TableCell>{t('status')}</TableCell>
                <TableCell>{t('reminded')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((p) => (
                <TableRow key={p.pharmacy_id} data-testid={`recall-pharmacy-${p.pharmacy_id}`}>
                  <TableCell component="th" scope="row">
                    <bdi>{p.name}</bdi>
                  </TableCell>
                  <TableCell>
                    <bdi>{wilayas.get(p.wilaya_id) ?? ''}</bdi>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {p.phone ? (
                      <Link
                        href={`tel:${p.phone.replace(/[^\d+]/g, '')}`}
                        aria-label={`${t('call', { name: p.name })} ${p.phone}`}
                        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                      >
                        <Phone fontSize="small" />
                        <bdi dir="ltr">{p.phone}</bdi>
                      </Link>
                    ) : (
                      '—'
                    )}
                  </TableCell>
                  <TableCell align="right">{p.quantity_shipped}</TableCell>
                  <TableCell>{day(p.last_shipped_at)}</TableCell>
                  <TableCell>
                    {p.acknowledged_at ? (
                      <Chip
                        size="small"
                        color="success"
                        variant="outlined"
                        label={
                          <>
                            {day(p.acknowledged_at)} · <bdi dir="ltr">{p.quantity_on_hand ?? 0}</bdi>
                          </>
                        }
                      />
                    ) : (
                      <Chip size="small" color="warning" label={t('notAnswered')} />
                    )}
                  </TableCell>
                  <TableCell>{day(p.reminded_at)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
