import SwapHoriz from '@mui/icons-material/SwapHoriz';
import { Box, Button, Typography } from '@mui/material';
import { formatDZD, type Lang } from '../../contract/constants';
import type { Substitute } from '../../contract/answers/shortages';
import { useShortageTexts } from '../../i18n/useShortageTexts';

/** How many substitutes a basket line offers at most: the first ones, in the admin's order. */
const SHOWN = 3;

/**
 * The substitutes in stock of a basket line short of stock or back-ordered (issue 41 §2): one click takes the units
 * missing (at most a substitute's stock) of the substitute instead; the caller swaps them.
 */
export function SubstituteSwap({
  productId,
  missing,
  substitutes,
  lang,
  busy,
  onSwap,
}: {
  productId: number;
  missing: number;
  substitutes: Substitute[] | undefined;
  lang: Lang;
  busy: boolean;
  onSwap: (substitute: Substitute, units: number) => void;
}) {
  const { t: st } = useShortageTexts();
  const shown = (substitutes ?? []).filter((s) => s.quantity > 0).slice(0, SHOWN);
  if (missing <= 0 || !shown.length) return null;
  return (
    <Box sx={{ pb: 1.5 }} data-testid={`substitute-swap-${productId}`}>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {st('shop.shortage.substitutes')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
        {shown.map((s) => {
          const units = Math.min(missing, s.quantity);
          return (
            <Button
              key={s.id}
              size="small"
              variant="outlined"
              startIcon={<SwapHoriz />}
              disabled={busy}
              onClick={() => onSwap(s, units)}
              data-testid={`substitute-swap-${productId}-${s.id}`}
              sx={{ textAlign: 'start' }}
            >
              {st('shop.shortage.swap', { smart_count: units, name: s.name })} · {formatDZD(s.price, lang)}
            </Button>
          );
        })}
      </Box>
    </Box>
  );
}
