import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { Box, Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { Code } from '../../contract/codes';
import { SNACKBAR_MS } from '../../contract/constants';
import { clients } from '../../http/clients';
import { saveInvoice } from './paymentStorage';

/**
 * Download (facture.pdf from the base64 invoice), print, and e-mail (POST /pharmacy/send_invoice) of a result page
 * (spec 000 §2, §8 "Invoice"). Hidden when printing.
 */
export function InvoiceActions({ invoice, orderId }: { invoice: string | null | undefined; orderId: number | null | undefined }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const toast = (message: string, type: 'success' | 'error' | 'warning') => notify(message, { type, autoHideDuration: SNACKBAR_MS });

  const download = () => {
    if (!invoice) return toast('paymentResult.noInvoice', 'warning');
    try {
      saveInvoice(invoice);
    } catch {
      toast('paymentResult.noInvoice', 'warning');
    }
  };

  const email = async () => {
    if (!orderId) return toast('paymentResult.noInvoice', 'warning');
    setSending(true);
    try {
      const res = await clients.pharmacy.request('POST', '/pharmacy/send_invoice', { body: { orderId } });
      if (res.code === Code.NO_TOKENS) return navigate('/', { replace: true });
      if (res.code === Code.OK) toast(res.meta || 'paymentResult.sent', 'success');
      else toast('paymentResult.sendFailed', 'error');
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
      <Button variant="outlined" startIcon={<PrintOutlined />} onClick={() => window.print()} data-testid="invoice-print">
        {translate('paymentResult.print')}
      </Button>
      <Button
        variant="outlined"
        startIcon={sending ? <CircularProgress size={16} /> : <MailOutlined />}
        onClick={email}
        disabled={sending}
        data-testid="invoice-email"
      >
        {translate('paymentResult.email')}
      </Button>
    </Box>
  );
}
