import AddShoppingCart from '@mui/icons-material/AddShoppingCartOutlined';
import PlaylistAdd from '@mui/icons-material/PlaylistAdd';
import { Box, Button, Card, CircularProgress, Skeleton, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDZD } from '../../contract/constants';
import type { FrequentProduct, PharmacyDataProvider } from '../../dataProvider/pharmacy';
import { useBasket } from '../basket/useBasket';
import { ExclTaxMark } from '../catalogue/ExclTaxMark';
import { ProductImage } from '../catalogue/ProductImage';
import { StockBadge } from '../catalogue/StockBadge';
import { useLang } from '../../i18n/useLang';

/** The dashboard's "most ordered" list: the pharmacy's 10 most ordered products, each one click from the basket at its usual quantity (D71). */
export function FrequentProducts() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PharmacyDataProvider>();
  const { data, isPending } = useQuery({
    queryKey: ['pharmacy', 'frequentProducts'],
    queryFn: () => dataProvider.frequentProducts(),
    staleTime: 60_000,
  });
  const t = (key: string, vars?: Record<string, unknown>) => translate(`shop.frequent.${key}`, vars);
  return (
    <Card sx={{ mt: { xs: 2, sm: 3 }, p: { xs: 2, sm: 3 } }} data-testid="frequent-products">
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 2,
          mb: 1.5,
          flexWrap: 'wrap',
        }}
      >
        <Typography variant="h6" component="h2">
          {t('title')}
        </Typography>
        <Button
          component={Link}
          to="/pharmacy/quick_order"
          startIcon={<PlaylistAdd />}
          data-testid="frequent-quick-order"
        >
          {t('quickOrder')}
        </Button>
      </Box>
      {isPending ? (
        <Skeleton variant="rounded" height={120} />
      ) : !data?.length ? (
        <Typography color="text.secondary">{t('none')}</Typography>
      ) : (
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {data.map((p) => (
            <FrequentProductRow key={p.id} product={p} />
          ))}
        </Box>
      )}
    </Card>
  );
}

/** What the add button adds: the usual quantity (D71), no more than the stock left beside the basket line; 0 when none is left. */
export const quantityToAdd = (p: Pick<FrequentProduct, 'quantity' | 'usual_quantity'>, inBasket: number) =>
  Math.max(0, Math.min(Math.max(1, p.usual_quantity), p.quantity - inBasket));

function FrequentProductRow({ product: p }: { product: FrequentProduct }) {
  const translate = useTranslate();
  const notify = useNotify();
  const lang = useLang();
  const { quantityOf, setQuantity } = useBasket();
  const [pending, setPending] = useState(false);
  const inBasket = quantityOf(p.id);
  const step = quantityToAdd(p, inBasket);
  // nothing left to add: the button, disabled, still tells the usual quantity
  const shown = step || p.usual_quantity;

  // one click adds the usual quantity (D12: the basket line's quantity is set to the new total)
  const add = async () => {
    setPending(true);
    try {
      const result = await setQuantity(p.id, inBasket + step);
      notify(result.ok ? (inBasket ? 'shop.add.updated' : 'shop.add.added') : (result.message ?? 'shop.add.failed'), {
        type: result.ok ? 'success' : 'error',
      });
    } catch {
      notify('shop.add.failed', { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 1, sm: 1.5 },
        p: 1,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        minWidth: 0,
      }}
      data-testid={`frequent-${p.ref}`}
    >
      <Box component={Link} to={`/post/${p.id}/detail`} sx={{ width: { xs: 44, sm: 56 }, flexShrink: 0 }}>
        <ProductImage path={p.mainImage} alt={p.name} rounded={2} dim={p.quantity <= 0} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          component={Link}
          to={`/post/${p.id}/detail`}
          sx={{ fontWeight: 600, color: 'text.primary', textDecoration: 'none', display: 'block' }}
          noWrap
        >
          {p.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div" noWrap>
          <bdi dir="ltr">{p.ref}</bdi> · {translate('shop.frequent.ordered', { smart_count: p.ordered_times })}
        </Typography>
        <Box sx={{ display: 'flex', columnGap: 1.5, alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }} noWrap>
            {formatDZD(p.price, lang)}
            <ExclTaxMark size={12} />
          </Typography>
          <StockBadge stock={p.quantity} />
        </Box>
      </Box>
      <Tooltip
        title={
          !step
            ? ''
            : translate(step < p.usual_quantity ? 'shop.frequent.addCapped' : 'shop.frequent.add', {
                quantity: step,
                usual: p.usual_quantity,
              })
        }
      >
        <span>
          <Button
            variant="outlined"
            size="small"
            onClick={add}
            disabled={!step || pending}
            startIcon={pending ? <CircularProgress size={16} color="inherit" /> : <AddShoppingCart />}
            aria-label={translate('shop.frequent.addLabel', { name: p.name, quantity: shown })}
            data-testid={`frequent-add-${p.ref}`}
            sx={{
              flexShrink: 0,
              minWidth: 64,
              px: 1.25,
              whiteSpace: 'nowrap',
              '& .MuiButton-startIcon': { mx: 0, marginInlineEnd: 0.5 },
            }}
          >
            <bdi dir="ltr" data-testid={`frequent-step-${p.ref}`}>
              +{shown}
            </bdi>
          </Button>
        </span>
      </Tooltip>
    </Box>
  );
}
