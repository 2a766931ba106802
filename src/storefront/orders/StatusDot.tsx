import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ORDER_STATUS } from '../../contract/constants';

/** Green dot and "paid" for status 1, otherwise red dot and "pending" (spec 000 §2). */
export function StatusDot({ status }: { status: number }) {
  const translate = useTranslate();
  const paid = status === ORDER_STATUS.PAID;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, whiteSpace: 'nowrap' }} data-status={paid ? 'paid' : 'pending'}>
      <Box component="span" sx={{ width: 9, height: 9, borderRadius: '50%', bgcolor: paid ? 'success.main' : 'error.main' }} />
      {translate(paid ? 'shop.orders.paid' : 'shop.orders.pending')}
    </Box>
  );
}
