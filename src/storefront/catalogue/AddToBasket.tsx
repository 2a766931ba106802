import AddShoppingCart from '@mui/icons-material/AddShoppingCartOutlined';
import { Box, Button, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useBasket } from '../basket/useBasket';
import { canSubmitQuantity, type QuantityState } from './quantity';
import { QuantityInput } from './QuantityInput';

interface AddToBasketProps {
  productId: number;
  stock: number;
  /** `card`: compact, stacked on narrow cards; `detail`: large */
  variant?: 'card' | 'detail';
}

/**
 * Quantity and add/update button of a product. The field starts at the basket's quantity (or 1), the
 * button sets that quantity in the basket (D12) and is disabled when it is 0, empty or unchanged (spec 000 §5).
 */
export function AddToBasket({ productId, stock, variant = 'card' }: AddToBasketProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const { quantityOf, setQuantity } = useBasket();
  const current = quantityOf(productId);
  const initial = current || (stock > 0 ? 1 : 0);
  const [state, setState] = useState<QuantityState>({ value: initial, beyond: false });
  const [pending, setPending] = useState(false);
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));

  // follow the basket when it changes elsewhere (basket page, another card); the same state is kept as it is, so a
  // card does not draw itself twice on mount
  useEffect(() => {
    const value = current || (stock > 0 ? 1 : 0);
    setState((prev) => (prev.value === value && !prev.beyond ? prev : { value, beyond: false }));
  }, [current, stock]);

  const submit = async () => {
    if (state.value === '') return;
    setPending(true);
    try {
      const result = await setQuantity(productId, state.value);
      if (result.ok) notify(current ? 'shop.add.updated' : 'shop.add.added', { type: 'success' });
      else notify(result.message ?? 'shop.add.failed', { type: 'error' });
    } catch {
      notify('shop.add.failed', { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  const big = variant === 'detail';
  const outOfStock = stock <= 0;
  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          alignItems: { xs: big ? 'center' : 'stretch', sm: 'center' },
          flexWrap: big ? 'wrap' : 'nowrap',
          flexDirection: { xs: big ? 'row' : 'column', sm: 'row' },
        }}
      >
        <QuantityInput
          fullWidth={!big && narrow}
          value={state.value}
          stock={stock}
          onChange={setState}
          disabled={outOfStock || pending}
          size={big ? 'medium' : 'small'}
          testId={`qty-${productId}`}
        />
        <Button
          variant="contained"
          onClick={submit}
          disabled={outOfStock || pending || !canSubmitQuantity(state.value, current)}
          startIcon={big ? <AddShoppingCart /> : undefined}
          size={big ? 'large' : 'medium'}
          data-testid={`add-${productId}`}
          sx={{ flex: 1, minWidth: big ? 220 : 0, whiteSpace: 'nowrap', height: big ? 44 : 36, px: 1.5 }}
        >
          {translate(current ? 'shop.add.update' : 'shop.add.add')}
        </Button>
      </Box>
      <Box sx={{ minHeight: 20, mt: 0.5 }}>
        {outOfStock && big ? (
          <Typography variant="caption" color="error" fontWeight={600}>
            {translate('shop.stock.out')}
          </Typography>
        ) : state.beyond && !outOfStock ? (
          <Typography variant="caption" color="warning.main" fontWeight={600} role="status">
            {translate('shop.stock.beyond')}
          </Typography>
        ) : current ? (
          <Typography variant="caption" color="text.secondary">
            {translate('shop.add.inBasket', { smart_count: current })}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
