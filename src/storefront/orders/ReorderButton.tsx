import Replay from '@mui/icons-material/Replay';
import { Button, CircularProgress, IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BasketFillReport } from '../basket/BasketFillReport';
import { useBasketFill } from '../basket/useBasketFill';

interface ReorderButtonProps {
  orderId: number;
  orderNo: string;
  /** an icon in a table row, a labelled button in the details dialog */
  variant?: 'icon' | 'button';
}

/** "Order again": the order's products back in the basket at today's stock, then the report (POST /pharmacy/reorder). */
export function ReorderButton({ orderId, orderNo, variant = 'icon' }: ReorderButtonProps) {
  const translate = useTranslate();
  const reorder = useBasketFill((dp, id: number) => dp.reorder(id));
  const label = translate('shop.orders.again');
  const busy = reorder.isPending;
  return (
    <>
      {variant === 'icon' ? (
        <Tooltip title={label}>
          <span>
            <IconButton
              aria-label={label}
              onClick={() => reorder.mutate(orderId)}
              disabled={busy}
              data-testid={`reorder-${orderNo}`}
            >
              {busy ? <CircularProgress size={20} /> : <Replay />}
            </IconButton>
          </span>
        </Tooltip>
      ) : (
        <Button
          startIcon={busy ? <CircularProgress size={16} /> : <Replay />}
          onClick={() => reorder.mutate(orderId)}
          disabled={busy}
          data-testid={`reorder-details-${orderNo}`}
        >
          {label}
        </Button>
      )}
      <BasketFillReport result={reorder.data} onClose={reorder.reset} />
    </>
  );
}
