import { Alert, Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';

interface ShippableLot {
  id: number;
  lot: string;
  expiry: string | null;
  on_hand: number;
  shippable: boolean;
}

/** Units typed per lot id, as typed. */
export type LotQuantities = Record<number, string>;

const dayMonthYear = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** The chosen lots of a line as create_shipment takes them (D85): the lots given a whole number above 0. */
export const chosenLots = (typed: LotQuantities | undefined) =>
  Object.entries(typed ?? {})
    .map(([id, q]) => ({ lot_id: Number(id), quantity: Number(q) }))
    .filter((l) => Number.isInteger(l.quantity) && l.quantity > 0);

/**
 * The ship dialog's "choose lots" for one line (issue 29 §2, D85): the product's shippable lots, FEFO order (GET
 * /admin/product_lots/:id), each with the units to take from it. The first lot is FEFO's; the server checks the
 * choice again and records it with what FEFO would have taken.
 */
export function LotChoice({
  productId,
  name,
  wanted,
  value,
  onChange,
}: {
  productId: number;
  name: string;
  wanted: number;
  value: LotQuantities;
  onChange: (next: LotQuantities) => void;
}) {
  const translate = useTranslate();
  const { data: lots = [], isPending } = useGetList<ShippableLot>('lots', {
    filter: { productId },
    pagination: { page: 1, perPage: 100 },
  });
  const shippable = lots.filter((l) => l.shippable);
  const chosen = chosenLots(value).reduce((sum, l) => sum + l.quantity, 0);
  if (isPending) return null;
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }} data-testid={`lot-choice-${productId}`}>
      <Typography variant="subtitle2">{translate('lotChoice.title', { product: name })}</Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {translate('lotChoice.hint')}
      </Typography>
      {shippable.length === 0 ? (
        <Alert severity="warning">{translate('lotChoice.none')}</Alert>
      ) : (
        <Stack spacing={1}>
          {shippable.map((l, i) => (
            <Stack key={l.id} direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Box sx={{ flex: 1, minWidth: 140 }}>
                <bdi dir="ltr">{l.lot || translate('resources.goodsIn.opening')}</bdi>
                {l.expiry && (
                  <Typography component="span" variant="body2" color="text.secondary">
                    {' · '}
                    <bdi dir="ltr">{dayMonthYear(l.expiry)}</bdi>
                  </Typography>
                )}
                <Typography component="span" variant="body2" color="text.secondary">
                  {' · '}
                  {translate('resources.expiryWatch.onHandCount', { smart_count: l.on_hand })}
                </Typography>
                {i === 0 && <Chip size="small" label={translate('lotChoice.fefo')} sx={{ marginInlineStart: 1 }} />}
              </Box>
              <TextField
                size="small"
                type="number"
                label={translate('lotChoice.quantity', { lot: l.lot || '—' })}
                value={value[l.id] ?? ''}
                onChange={(e) => onChange({ ...value, [l.id]: e.target.value })}
                slotProps={{ htmlInput: { min: 0, max: l.on_hand, step: 1, 'data-testid': `lot-qty-${l.id}` } }}
                sx={{ width: 150 }}
              />
            </Stack>
          ))}
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography
              variant="body2"
              color={chosen === wanted ? 'success.main' : 'warning.main'}
              data-testid={`lot-total-${productId}`}
            >
              {translate('lotChoice.total', { chosen, wanted })}
            </Typography>
            <Button size="small" onClick={() => onChange({})} data-testid={`lot-clear-${productId}`}>
              {translate('lotChoice.clear')}
            </Button>
          </Stack>
        </Stack>
      )}
    </Box>
  );
}
