import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';

/** How long typing pauses before the list is asked, as the catalogue's search does. */
export const ORDERS_SEARCH_SETTLE_MS = 300;

/**
 * The order number search of My orders: runs as you type once typing pauses (Enter runs it at once), back to page
 * 1; the text is trimmed and sent only if non-empty. The filter lives in the URL (the list syncs with it): a reload
 * or Back refills the field.
 */
export function OrdersSearch() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const current = typeof filterValues.q === 'string' ? filterValues.q : '';
  const [typed, setTyped] = useState(current);
  const applied = useRef(current);
  const latest = useRef({ filterValues, setFilters });
  latest.current = { filterValues, setFilters };

  // the URL changed elsewhere (Back, a link): the field follows it
  useEffect(() => {
    if (current === applied.current) return;
    applied.current = current;
    setTyped(current);
  }, [current]);

  const apply = (text: string) => {
    const q = text.trim();
    if (q === applied.current) return;
    applied.current = q;
    const { filterValues: values, setFilters: set } = latest.current;
    const { q: _previous, ...rest } = values as Record<string, unknown>;
    set(q ? { ...rest, q } : rest, undefined, false);
  };

  useEffect(() => {
    const timer = setTimeout(() => apply(typed), ORDERS_SEARCH_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [typed]); // apply reads refs only

  return (
    <TextField
      type="search"
      size="small"
      value={typed}
      onChange={(e) => setTyped(e.target.value)}
      onKeyDown={(e) => e.key === 'Enter' && apply(typed)}
      placeholder={translate('shop.orders.search')}
      sx={{
        width: { xs: '100%', md: 340 },
        '& .MuiOutlinedInput-root': { bgcolor: 'background.paper', borderRadius: 3 },
      }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
        htmlInput: { 'aria-label': translate('shop.orders.search'), 'data-testid': 'orders-search', dir: 'auto' },
      }}
    />
  );
}
