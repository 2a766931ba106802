import Replay from '@mui/icons-material/Replay';
import { Button, CircularProgress, IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BasketFillReport } from '../basket/BasketFillReport';
import { useBasketFillAsking } from '../basket/useBasketFillAsking';

interface ReorderButtonProps {
  orderId: number;
  orderNo: string;
  /** an icon in a table row, a labelled button in the details dialog */
  variant?: 'icon' | 'button';
}

/** "Order again": the order's products back in the basket at today's stock, then the report (POST /pharmacy/reorder). */
export function ReorderButton({ orderId, orderNo, variant = 'icon' }: ReorderButtonProps) {
  const translate = useTranslate();
  const reorder = useBasketFillAsking(
    (dp, id: number, mode) => dp.reorder(id, mode),
    async (dp, id, basket) => {
      const { details } = await dp.orderDetails(id);
      return details.some((line) => basket.products.some((held) => held.product_id === line.product_id));
    },
  );
  const label = translate('shop.orders.again');
  const { busy } = reorder;
  return (
    <>
      {variant === 'icon' ? (
        <Tooltip title={label}>
          <span>
            <IconButton
              aria-label={label}
              onClick={() => void reorder.fill(orderId)}
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
          onClick={() => void reorder.fill(orderId)}
          disabled={busy}
          data-testid={`reorder-details-${orderNo}`}
        >
          {label}
        </Button>
      )}
      {reorder.dialog}
      <BasketFillReport result={reorder.data} onClose={reorder.reset} />
    </>
  );
}
