import {
  Box,
  Divider,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useGetOne, useNotify, useTranslate } from 'react-admin';
import { formatDate, formatDZD, type Lang } from '../../contract/constants';
import type { FranchisePharmacy, PharmacyOrder } from '../../dataProvider/franchise';
import { LastOrderCsvButton } from '../../components/LastOrderCsvButton';
import { SkeletonRows } from '../../components/SkeletonRows';
import { DetailField, DetailGrid, SectionTitle } from '../common/DetailField';
import { DetailsDialog, useCloseOnLoadError } from '../common/DetailsDialog';
import { StatusDot } from '../common/StatusDot';
import { useIsPhone } from '../common/useIsPhone';
import { useLang } from '../../i18n/useLang';
import { useWilayaName } from '../../components/useWilayaName';
import { LtrText } from '../../components/LtrText';

const present = (v: unknown) => v !== null && v !== undefined && String(v).trim() !== '';

/**
 * A pharmacy of the wilaya (spec 000 §2, width 900): its information, main address, point of contact when
 * there is one, and its last orders on one page (order number, date dd-mm-yyyy UTC, amount, status).
 */
export function PharmacyShowDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const lang = useLang();
  const wilayaName = useWilayaName();
  const phone = useIsPhone();
  const { data, isPending, error } = useGetOne<FranchisePharmacy>(
    'pharmacies',
    { id: id ?? '' },
    { enabled: Boolean(id), retry: false },
  );
  const t = (key: string) => translate(`franchise.pharmacies.show.${key}`);

  useCloseOnLoadError(id, error, onClose, () => notify('franchise.pharmacies.errors.details', { type: 'error' }));

  const p = id && !error ? data : undefined;
  // react-admin shows the list's row while the details load: it has no orders yet
  const orders = Array.isArray(p?.orders) ? p.orders : null;

  return (
    <DetailsDialog
      id={id}
      error={error}
      onClose={onClose}
      title={p?.name ?? t('title')}
      testId="pharmacy-details-dialog"
      loading={isPending || !orders}
    >
      {!p ? (
        <DetailGrid>
          {Array.from({ length: 9 }, (_, i) => (
            <Skeleton key={i} height={44} />
          ))}
        </DetailGrid>
      ) : (
        <>
          <SectionTitle>{t('pharmacyInfo')}</SectionTitle>
          <DetailGrid>
            <DetailField label={t('name')} value={p.name} testId="pharmacy-name" />
            <DetailField label={t('email')} value={p.email} wide />
            <DetailField label={t('phone1')} value={<LtrText>{p.phone1}</LtrText>} />
            {present(p.phone2) && <DetailField label={t('phone2')} value={<LtrText>{p.phone2}</LtrText>} />}
            <DetailField label={t('rc')} value={p.rc} />
            <DetailField label={t('nif')} value={p.nif} />
            <DetailField label={t('rib')} value={p.rib} wide />
          </DetailGrid>
          <Divider sx={{ my: 2 }} />
          <SectionTitle>{t('mainAddress')}</SectionTitle>
          <DetailGrid>
            <DetailField label={t('wilaya')} value={typeof p.wilaya === 'string' ? wilayaName(p.wilaya) : p.wilaya} />
            <DetailField label={t('zip')} value={p.zip} />
            <DetailField label={t('address1')} value={p.address1} wide />
            {present(p.address2) && <DetailField label={t('address2')} value={p.address2} wide />}
          </DetailGrid>
          {p.poc && (
            <>
              <Divider sx={{ my: 2 }} />
              <SectionTitle>{t('poc')}</SectionTitle>
              <DetailGrid>
                <DetailField label={t('fullName')} value={p.poc.fullName} testId="pharmacy-poc" />
                <DetailField label={t('email')} value={p.poc.email} wide />
                <DetailField label={t('phone')} value={p.poc.phone} />
              </DetailGrid>
            </>
          )}
          <Divider sx={{ my: 2 }} />
          <Box
            sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
          >
            <SectionTitle>{t('lastOrders')}</SectionTitle>
            <LastOrderCsvButton order={orders?.[0]} />
          </Box>
          {phone ? (
            <OrderCards orders={orders} lang={lang} empty={t('noOrders')} />
          ) : (
            <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
              <Table size="small" data-testid="pharmacy-orders">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('orderId')}</TableCell>
                    <TableCell>{t('date')}</TableCell>
                    <TableCell align="right">{t('amount')}</TableCell>
                    <TableCell>{t('status')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {!orders && <SkeletonRows columns={4} />}
                  {orders?.map((o) => (
                    <TableRow key={String(o.order_id)} data-testid="pharmacy-order-row">
                      <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{o.order_no ?? o.order_id}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(o.order_date)}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {formatDZD(Number(o.total_price), lang)}
                      </TableCell>
                      <TableCell>
                        <StatusDot status={o.status} />
                      </TableCell>
                    </TableRow>
                  ))}
                  {orders?.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={4}>
                        <Typography
                          color="text.secondary"
                          sx={{ py: 1, textAlign: 'center' }}
                          data-testid="pharmacy-no-orders"
                        >
                          {t('noOrders')}
                        </Typography>
                      </TableCell>
                    </TableRow>
                  )}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </>
      )}
    </DetailsDialog>
  );
}

/** Last orders on a phone: one card each (number and status, then date and amount). */
function OrderCards({ orders, lang, empty }: { orders: PharmacyOrder[] | null; lang: Lang; empty: string }) {
  if (!orders) return <Skeleton height={72} />;
  if (!orders.length)
    return (
      <Typography color="text.secondary" data-testid="pharmacy-no-orders">
        {empty}
      </Typography>
    );
  return (
    <Box data-testid="pharmacy-orders" sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
      {orders.map((o, i) => (
        <Box
          key={String(o.order_id)}
          data-testid="pharmacy-order-row"
          sx={{ px: 2, py: 1.5, borderTop: i ? 1 : 0, borderColor: 'divider' }}
        >
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <Typography fontWeight={600}>{o.order_no ?? o.order_id}</Typography>
            <StatusDot status={o.status} />
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 0.5 }}>
            <Typography variant="body2" color="text.secondary">
              {formatDate(o.order_date)}
            </Typography>
            <Typography variant="body2" fontWeight={700} sx={{ whiteSpace: 'nowrap' }}>
              {formatDZD(Number(o.total_price), lang)}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
