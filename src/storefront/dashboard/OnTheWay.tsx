import LocalShipping from '@mui/icons-material/LocalShippingOutlined';
import { Box, Card, Link, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatAlgiersDate } from '../../contract/algiersTime';
import type { PharmacyDataProvider } from '../../dataProvider/pharmacy';
import { ltr } from '../../components/LtrText';

/** The dashboard's "orders on their way" (issue 28): shipments not delivered yet, with their tracking links. */
export function OnTheWay() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PharmacyDataProvider>();
  const { data, isPending } = useQuery({
    queryKey: ['pharmacy', 'onTheWay'],
    queryFn: () => dataProvider.shipmentsOnTheWay(5),
    staleTime: 60_000,
  });
  return (
    <Card sx={{ mt: { xs: 2, sm: 3 }, p: { xs: 2, sm: 3 } }} data-testid="on-the-way">
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {translate('shipping.onTheWayTitle')}
      </Typography>
      {isPending ? (
        <Skeleton variant="rounded" height={60} />
      ) : !data?.shipments.length ? (
        <Typography color="text.secondary">{translate('shipping.onTheWayEmpty')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {data.shipments.map((s) => (
            <Box
              component="li"
              key={s.shipment_id}
              sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}
            >
              <LocalShipping color="primary" fontSize="small" className="MIRROR_IN_RTL" />
              <Link component={RouterLink} to="/pharmacy/orders" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
                {s.order_no}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {translate('shipping.shipmentOf', { date: ltr(formatAlgiersDate(s.created_at)) })} ·{' '}
                {s.carrier ?? translate('shipping.noCarrier')}
              </Typography>
              {s.tracking_url && (
                <Link href={s.tracking_url} target="_blank" rel="noopener noreferrer" dir="ltr" variant="body2">
                  {translate('shipping.track')} ({s.tracking_no})
                </Link>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Card>
  );
}
