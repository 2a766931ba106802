import PictureAsPdf from '@mui/icons-material/PictureAsPdfOutlined';
import { Button, CircularProgress, IconButton, Tooltip } from '@mui/material';
import type { Identifier } from 'react-admin';
import { useDataProvider, useTranslate } from 'react-admin';
import { type InvoiceMessages, useInvoiceDownload } from '../../components/useInvoiceDownload';
import type { FranchiseDataProvider } from '../../dataProvider/franchiseArea';

const messages: InvoiceMessages = {
  invalid: 'franchise.orders.invoice.invalid',
  format: 'franchise.orders.invoice.format',
  done: 'franchise.orders.invoice.done',
  failed: 'franchise.orders.invoice.failed',
};

/** Invoice download of one order: an icon in table rows, a labelled button in the details dialog. */
export function InvoiceButton({
  order,
  variant = 'icon',
}: {
  order: { id?: Identifier; order_no?: string } | undefined;
  variant?: 'icon' | 'button';
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<FranchiseDataProvider>();
  const { download, pending } = useInvoiceDownload(dataProvider.invoice, messages);
  const busy = pending !== null;
  const label = translate('franchise.orders.actions.invoice');
  if (variant === 'button')
    return (
      <Button
        variant="outlined"
        startIcon={busy ? <CircularProgress size={18} /> : <PictureAsPdf />}
        disabled={busy}
        onClick={() => void download(order)}
        data-testid="invoice-download"
      >
        {label}
      </Button>
    );
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          aria-label={label}
          size="small"
          color="primary"
          disabled={busy}
          onClick={(e) => {
            e.stopPropagation();
            void download(order);
          }}
          data-testid="invoice-download"
        >
          {busy ? <CircularProgress size={18} /> : <PictureAsPdf fontSize="small" />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
