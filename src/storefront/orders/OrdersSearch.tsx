import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';

/** The order number search of My orders: runs on Enter, back to page 1; the text is trimmed and sent only if non-empty. */
export function OrdersSearch() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const [typed, setTyped] = useState(typeof filterValues.q === 'string' ? filterValues.q : '');
  const apply = () => {
    const { q: _previous, ...rest } = filterValues as Record<string, unknown>;
    const q = typed.trim();
    setFilters(q ? { ...rest, q } : rest, undefined, false);
  };
  return (
    <TextField
      type="search"
      size="small"
      value={typed}
      onChange={(e) => setTyped(e.target.value)}
      onKeyDown={(e) => e.key === 'Enter' && apply()}
      placeholder={translate('shop.orders.search')}
      sx={{ width: { xs: '100%', md: 340 }, '& .MuiOutlinedInput-root': { bgcolor: 'background.paper', borderRadius: 3 } }}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> },
        htmlInput: { 'aria-label': translate('shop.orders.search'), 'data-testid': 'orders-search' },
      }}
    />
  );
}
