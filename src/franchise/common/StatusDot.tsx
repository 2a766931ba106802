import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ORDER_STATUS } from '../../contract/constants';

/** Order status: green dot and "paid" for 1, otherwise red dot and "pending" (spec 000 §2, §4). */
export function StatusDot({ status }: { status: number | string | null | undefined }) {
  const translate = useTranslate();
  const paid = Number(status) === ORDER_STATUS.PAID;
  return (
    <Box
      component="span"
      data-testid="order-status"
      data-status={paid ? 'paid' : 'pending'}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, whiteSpace: 'nowrap', fontWeight: 500 }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{
          width: 10,
          height: 10,
          borderRadius: '50%',
          flexShrink: 0,
          bgcolor: paid ? 'success.main' : 'error.main',
        }}
      />
      {translate(paid ? 'franchise.common.paid' : 'franchise.common.pending')}
    </Box>
  );
}
