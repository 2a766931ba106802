import LocalShipping from '@mui/icons-material/LocalShippingOutlined';
import {
  Alert,
  Box,
  Chip,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatAlgiersDate, formatAlgiersDateTime } from '../contract/algiersTime';
import type { FulfilmentView, ShipmentView } from '../contract/fulfilment';
import { FulfilmentChip } from './FulfilmentChip';
import { ltr } from './LtrText';

/**
 * Where an order is (issue 28), the same in the three areas: its fulfilment state, the expected preparation date,
 * what is still to ship, and each shipment with its carrier, tracking link, lines and delivery. `actions` adds an
 * area's buttons to a shipment (delivery note, confirm delivery).
 */
export function ShipmentsPanel({
  fulfilment,
  shipments,
  actions,
}: {
  fulfilment: FulfilmentView | undefined;
  shipments: ShipmentView[] | undefined;
  actions?: (s: ShipmentView) => ReactNode;
}) {
  const translate = useTranslate();
  if (fulfilment?.held_until_complete && !fulfilment.state)
    return (
      <Alert severity="info" data-testid="fulfilment-held">
        {translate('shipping.heldUntilComplete')}
      </Alert>
    );
  if (!fulfilment?.state) return null;
  const open =
    fulfilment.state === 'to_prepare' || fulfilment.state === 'preparing' || fulfilment.state === 'partly_shipped';
  const left = fulfilment.lines.filter((l) => l.remaining > 0);
  return (
    <Box data-testid="shipments-panel">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 1.5 }}>
        <FulfilmentChip state={fulfilment.state} />
        {open && fulfilment.due_at && (
          <Typography
            variant="body2"
            color={fulfilment.overdue ? 'error.main' : 'text.secondary'}
            data-testid="fulfilment-due"
          >
            {translate('shipping.expected', { date: ltr(formatAlgiersDateTime(fulfilment.due_at)) })}
          </Typography>
        )}
        {open && fulfilment.overdue && <Chip size="small" color="error" label={translate('shipping.overdue')} />}
      </Stack>
      {shipments?.length ? null : (
        <Typography variant="body2" color="text.secondary">
          {translate('shipping.noShipment')}
        </Typography>
      )}
      <Stack spacing={1.5}>
        {shipments?.map((s) => (
          <Paper key={s.shipment_id} variant="outlined" sx={{ p: 1.5 }} data-testid="shipment">
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <LocalShipping fontSize="small" color="action" className="MIRROR_IN_RTL" />
                <Typography sx={{ fontWeight: 600 }}>
                  {translate('shipping.shipmentOf', { date: ltr(formatAlgiersDate(s.created_at)) })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {s.carrier?.name ?? translate('shipping.noCarrier')}
                </Typography>
              </Stack>
              {actions?.(s)}
            </Stack>
            {s.tracking_no && (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {translate('shipping.trackingNo')}:{' '}
                {s.tracking_url ? (
                  <Link
                    href={s.tracking_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    data-testid="tracking-link"
                    dir="ltr"
                  >
                    {s.tracking_no}
                  </Link>
                ) : (
                  <bdi>{s.tracking_no}</bdi>
                )}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {s.lines.map((l) => `${l.name} × ${l.quantity}`).join(' · ')}
            </Typography>
            <Typography
              variant="body2"
              sx={{ mt: 0.5 }}
              color={s.delivered_at ? 'success.main' : 'info.main'}
              data-testid="shipment-delivery"
            >
              {s.delivered_at
                ? translate('shipping.deliveredOn', {
                    date: ltr(formatAlgiersDateTime(s.delivered_at)),
                    receiver: ltr(s.receiver_name ?? ''),
                  })
                : translate('shipping.onTheWay')}
            </Typography>
          </Paper>
        ))}
      </Stack>
      {left.length > 0 && fulfilment.state !== 'cancelled' && (
        <Box sx={{ mt: 2, overflowX: 'auto' }}>
          <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
            {translate('shipping.stillToShip')}
          </Typography>
          <Table size="small" data-testid="still-to-ship">
            <TableHead>
              <TableRow>
                <TableCell>{translate('shipping.product')}</TableCell>
                <TableCell align="right">{translate('shipping.ordered')}</TableCell>
                <TableCell align="right">{translate('shipping.shipped')}</TableCell>
                <TableCell align="right">{translate('shipping.remaining')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {left.map((l) => (
                <TableRow key={String(l.product_id)}>
                  <TableCell>{l.name}</TableCell>
                  <TableCell align="right">{l.ordered}</TableCell>
                  <TableCell align="right">{l.shipped}</TableCell>
                  <TableCell align="right">{l.remaining}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
