import Description from '@mui/icons-material/DescriptionOutlined';
import EditLocation from '@mui/icons-material/EditLocationAltOutlined';
import LocalShipping from '@mui/icons-material/LocalShippingOutlined';
import PlayArrow from '@mui/icons-material/PlayArrowOutlined';
import { Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { SNACKBAR_MS } from '../../contract/constants';
import type { FulfilmentView, ShipmentView } from '../../contract/fulfilment';
import { MarkDeliveredButton } from '../../components/MarkDeliveredButton';
import { ShipmentsPanel } from '../../components/ShipmentsPanel';
import type { AdminDataProvider } from '../../dataProvider/adminArea';
import { useAction } from '../../dataProvider/useAction';
import { downloadPdf } from './pdfDownload';
import { ShipDialog } from './ShipDialog';
import { TrackingDialog } from './TrackingDialog';

/** The admin order details' fulfilment section (issue 28): state, shipments, and the warehouse's actions. */
export function OrderFulfilment({
  order,
}: {
  order: { id: number; order_no: string; fulfilment_view?: FulfilmentView; shipments?: ShipmentView[] };
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [shipping, setShipping] = useState(false);
  // the parcel whose carrier and tracking number are being completed (issue 38 §1)
  const [tracking, setTracking] = useState<ShipmentView | null>(null);
  const starting = useAction((dp: AdminDataProvider, body: { orderIds: number[] }) => dp.startPreparing(body), {
    failure: 'shipping.failed',
    autoHideDuration: SNACKBAR_MS,
  });
  const view = order.fulfilment_view;
  if (!view?.state && !view?.held_until_complete) return null;
  const canShip = view.state === 'to_prepare' || view.state === 'preparing' || view.state === 'partly_shipped';
  const failed = () => notify('shipping.failed', { type: 'error', autoHideDuration: SNACKBAR_MS });
  const start = () => starting.run({ orderIds: [order.id] });
  return (
    <Box data-testid="order-fulfilment">
      <ShipmentsPanel
        fulfilment={view}
        shipments={order.shipments}
        actions={(s) => (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button
              size="small"
              startIcon={<Description />}
              onClick={() =>
                void downloadPdf(
                  dataProvider.deliveryNote(s.shipment_id),
                  `bon_de_livraison_${s.shipment_id}.pdf`,
                ).catch(failed)
              }
            >
              {translate('shipping.deliveryNote')}
            </Button>
            {!s.delivered_at && (
              <Button
                size="small"
                startIcon={<EditLocation />}
                onClick={() => setTracking(s)}
                data-testid={`edit-tracking-${s.shipment_id}`}
              >
                {translate(s.tracking_no ? 'shipping.editTracking' : 'shipping.addTracking')}
              </Button>
            )}
            {!s.delivered_at && <MarkDeliveredButton role="admin" shipmentId={s.shipment_id} />}
          </Stack>
        )}
      />
      {canShip && (
        <Stack direction="row" spacing={1.5} sx={{ mt: 2, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          {view.state === 'to_prepare' && (
            <Button
              variant="outlined"
              startIcon={<PlayArrow />}
              onClick={() => void start()}
              data-testid="start-preparing"
            >
              {translate('shipping.startPreparing')}
            </Button>
          )}
          <Button
            variant="contained"
            startIcon={<LocalShipping />}
            onClick={() => setShipping(true)}
            data-testid="ship-open"
          >
            {translate('shipping.ship')}
          </Button>
        </Stack>
      )}
      {shipping && (
        <ShipDialog
          orderId={order.id}
          orderNo={order.order_no}
          fulfilment={view}
          open={shipping}
          onClose={() => setShipping(false)}
        />
      )}
      {tracking && <TrackingDialog shipment={tracking} open onClose={() => setTracking(null)} />}
    </Box>
  );
}
