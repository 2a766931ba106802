import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { BusyButton } from '../../components/BusyButton';
import { SNACKBAR_MS } from '../../contract/constants';
import type { PharmacyDataProvider } from '../../dataProvider/pharmacy';
import { useLang } from '../../i18n/useLang';
import { saveInvoice } from './paymentStorage';

/**
 * Download (invoice_order_{order_no}_{lang}.pdf from the base64 invoice, D45), print, and e-mail (POST /pharmacy/send_invoice) of a result page
 * (spec 000 §2, §8 "Invoice"). Hidden when printing.
 */
export function InvoiceActions({
  invoice,
  orderId,
  orderNo,
}: {
  invoice: string | null | undefined;
  orderId: number | null | undefined;
  orderNo: string | null | undefined;
}) {
  const translate = useTranslate();
  const lang = useLang();
  const notify = useNotify();
  const dataProvider = useDataProvider<PharmacyDataProvider>();
  const [sending, setSending] = useState(false);
  const toast = (message: string, type: 'success' | 'error' | 'warning') =>
    notify(message, { type, autoHideDuration: SNACKBAR_MS });

  const download = () => {
    if (!invoice) return toast('paymentResult.noInvoice', 'warning');
    try {
      saveInvoice(invoice, orderNo, lang);
    } catch {
      toast('paymentResult.noInvoice', 'warning');
    }
  };

  const email = async () => {
    if (!orderId) return toast('paymentResult.noInvoice', 'warning');
    setSending(true);
    try {
      const sent = await dataProvider.sendInvoice(orderId);
      // after a session end react-admin resolves with an empty answer ({ data }): the sign-in takes over
      if (sent === null || typeof sent === 'string') toast(sent || 'paymentResult.sent', 'success');
    } catch {
      toast('paymentResult.sendFailed', 'error');
    } finally {
      setSending(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', displayPrint: 'none' }}>
      <Button variant="contained" startIcon={<DownloadOutlined />} onClick={download} data-testid="invoice-download">
        {translate('paymentResult.download')}
      </Button>
      <Button
        variant="outlined"
        startIcon={<PrintOutlined />}
        onClick={() => window.print()}
        data-testid="invoice-print"
      >
        {translate('paymentResult.print')}
      </Button>
      <BusyButton
        variant="outlined"
        startIcon={<MailOutlined />}
        busy={sending}
        onClick={email}
        data-testid="invoice-email"
      >
        {translate('paymentResult.email')}
      </BusyButton>
    </Box>
  );
}
