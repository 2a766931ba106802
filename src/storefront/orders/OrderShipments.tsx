import Description from '@mui/icons-material/DescriptionOutlined';
import { Box, Button, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { SNACKBAR_MS } from '../../contract/constants';
import type { FulfilmentView, ShipmentView } from '../../contract/fulfilment';
import type { PharmacyDataProvider } from '../../dataProvider/pharmacy';
import { ShipmentsPanel } from '../../components/ShipmentsPanel';
import { saveBlob } from '../../http/client';
import { useLang } from '../../i18n/useLang';
import { useSignedInNotify } from '../auth/useSignedInNotify';

/** The order details' "where is my order" (issue 28): expected preparation date, each shipment with its tracking link and delivery note. */
export function OrderShipments({ fulfilment, shipments }: { fulfilment?: FulfilmentView; shipments?: ShipmentView[] }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PharmacyDataProvider>();
  const notify = useSignedInNotify();
  const lang = useLang();
  if (!fulfilment?.state && !fulfilment?.held_until_complete) return null;
  const note = async (s: ShipmentView) => {
    try {
      const { blob, filename } = await dataProvider.deliveryNote(s.shipment_id, lang);
      saveBlob(blob, filename ?? `bon_de_livraison_${s.shipment_id}.pdf`);
    } catch {
      notify('shipping.failed', { type: 'error', autoHideDuration: SNACKBAR_MS });
    }
  };
  return (
    <Box sx={{ mb: 3 }} data-testid="order-shipments">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {translate('shipping.shipments')}
      </Typography>
      <ShipmentsPanel
        fulfilment={fulfilment}
        shipments={shipments}
        actions={(s) => (
          <Button size="small" startIcon={<Description />} onClick={() => void note(s)} data-testid="delivery-note">
            {translate('shipping.deliveryNote')}
          </Button>
        )}
      />
    </Box>
  );
}
