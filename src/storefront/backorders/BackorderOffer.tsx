import { Box, Button, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useBasket } from '../basket/useBasket';
import { useBackorderPolicy } from './useBackorderPolicy';
import { useShortageTexts } from '../../i18n/useShortageTexts';

/** Stock at or below this: the product page offers to order more than the stock, the rest as a back-order. */
const OFFER_AT_STOCK = 10;

/**
 * "Need more than the stock?" on a product short of stock (issue 41 §1): the quantity needed is set in the basket
 * with `backorder: true`; what the stock gives ships, the rest waits as a back-order. Not offered to a pharmacy whose
 * profile drops the rest.
 */
export function BackorderOffer({ productId, stock }: { productId: number; stock: number }) {
  const { t: st } = useShortageTexts();
  const notify = useNotify();
  const { policy } = useBackorderPolicy();
  const { setQuantity } = useBasket();
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  if (stock > OFFER_AT_STOCK || !policy || policy === 'drop') return null;
  const quantity = /^\d+$/.test(typed) ? Number(typed) : 0;

  const submit = async () => {
    setPending(true);
    try {
      const result = await setQuantity(productId, quantity, true);
      if (result.ok) {
        notify(st('shop.backorder.added'), { type: 'success' });
        setTyped('');
      } else notify(result.message ?? 'shop.add.failed', { type: 'error' });
    } catch {
      notify('shop.add.failed', { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Box
      component="section"
      aria-labelledby={`backorder-offer-${productId}`}
      sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}
      data-testid="backorder-offer"
    >
      <Typography id={`backorder-offer-${productId}`} variant="subtitle2" component="h2">
        {st('shop.backorder.offerTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {st('shop.backorder.offerText')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          size="small"
          label={st('shop.backorder.quantity')}
          value={typed}
          onChange={(e) => setTyped(e.target.value.replace(/\D/g, ''))}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': `backorder-qty-${productId}` } }}
          sx={{ width: 150 }}
        />
        <Button
          variant="outlined"
          onClick={submit}
          disabled={pending || quantity <= stock}
          data-testid={`backorder-add-${productId}`}
        >
          {st('shop.backorder.add')}
        </Button>
      </Box>
    </Box>
  );
}
