import PictureAsPdf from '@mui/icons-material/PictureAsPdfOutlined';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { DataTable, ListBase, Pagination, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { formatAlgiersDate } from '../../contract/algiersTime';
import { SNACKBAR_MS } from '../../contract/constants';
import { BusyButton } from '../../components/BusyButton';
import type { TraceLine } from '../../dataProvider/recalls';
import type { AdminDataProvider } from '../../dataProvider/adminArea';
import { useLang } from '../../i18n/useLang';
import { ExportMenu } from '../common/export/ExportMenu';
import { useExportColumns } from '../common/export/useExportColumns';
import { downloadPdf } from '../fulfilment/pdfDownload';

/** The lot's trace report (pharmacy, wilaya, order, shipment, quantity, date), paged, exported as CSV/xlsx or PDF. */
export function RecallTrace({ recallId, lot }: { recallId: number; lot: string }) {
  const translate = useTranslate();
  const f = (key: string) => translate(`resources.recallTrace.fields.${key}`);
  const columns = useExportColumns<TraceLine>('recallTrace', [
    { field: 'pharmacy_name' },
    { field: 'wilaya_name' },
    { field: 'order_no' },
    { field: 'shipment_id' },
    { field: 'quantity' },
    { field: 'shipped_at', kind: 'date' },
  ]);
  return (
    <Card data-testid="recall-trace">
      <ListBase
        resource="recallTrace"
        filter={{ recallId }}
        perPage={25}
        disableSyncWithLocation
        queryOptions={{ retry: false }}
      >
        <CardContent sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', pb: 0 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {translate('recallScreens.trace')}
          </Typography>
          <ExportMenu columns={columns} name={`recall_${lot}`} testId="trace-export-menu" />
          <PdfButton recallId={recallId} lot={lot} />
        </CardContent>
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={translate('recallScreens.trace')}>
          <DataTable<TraceLine>
            bulkActionButtons={false}
            rowClick={false}
            data-testid="trace-table"
            sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'visible' } }}
          >
            <DataTable.Col
              source="pharmacy_name"
              label={f('pharmacy_name')}
              disableSort
              render={(r) => <bdi>{r.pharmacy_name}</bdi>}
            />
            <DataTable.Col
              source="wilaya_name"
              label={f('wilaya_name')}
              disableSort
              render={(r) => <bdi>{r.wilaya_name}</bdi>}
            />
            <DataTable.Col
              source="order_no"
              label={f('order_no')}
              disableSort
              render={(r) => <bdi dir="ltr">{r.order_no}</bdi>}
            />
            <DataTable.Col source="shipment_id" label={f('shipment_id')} disableSort />
            <DataTable.Col source="quantity" label={f('quantity')} disableSort align="right" />
            <DataTable.Col
              source="shipped_at"
              label={f('shipped_at')}
              disableSort
              render={(r) => <bdi dir="ltr">{formatAlgiersDate(r.shipped_at)}</bdi>}
            />
          </DataTable>
        </Box>
        <Pagination rowsPerPageOptions={[25, 50, 100]} />
      </ListBase>
    </Card>
  );
}

function PdfButton({ recallId, lot }: { recallId: number; lot: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const lang = useLang();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadPdf(dataProvider.recallTracePdf(recallId, lang), `recall_${lot}.pdf`)
      .catch(() => notify('recallScreens.pdfFailed', { type: 'error', autoHideDuration: SNACKBAR_MS }))
      .finally(() => setBusy(false));
  };
  return (
    <BusyButton size="small" busy={busy} startIcon={<PictureAsPdf />} onClick={download} data-testid="trace-pdf">
      {translate('recallScreens.pdf')}
    </BusyButton>
  );
}
