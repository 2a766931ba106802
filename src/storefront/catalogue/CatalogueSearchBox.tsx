import SearchIcon from '@mui/icons-material/Search';
import { Box, InputAdornment, OutlinedInput } from '@mui/material';
import { memo, useEffect, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Product } from './types';
import { SuggestionList, suggestionId } from './search/SuggestionList';
import { useSearchSuggestions } from './search/useSearchSuggestions';

interface CatalogueSearchBoxProps {
  typed: string;
  onType: (text: string) => void;
  /** Enter pressed on no suggestion: the full results (a barcode scanner ends its code with Enter) */
  onEnter: () => void;
}

/**
 * The catalogue's search field, with up to 8 suggestions under it as the pharmacist types (issue 31): a combobox
 * whose listbox is followed with ↑/↓ (`aria-activedescendant`), Enter on a suggestion opens that product, Enter on
 * none opens the full results, Escape closes the list. Memoized: the page draws again as its data comes in, the
 * field only as it is typed in.
 */
export const CatalogueSearchBox = memo(function CatalogueSearchBox({
  typed,
  onType,
  onEnter,
}: CatalogueSearchBoxProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const listId = useId();
  const { suggestions, answered } = useSearchSuggestions(typed);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  // new suggestions: no option is chosen until the keyboard says so (a scanner's Enter must not pick one)
  useEffect(() => setActive(-1), [suggestions]);
  const shown = open && suggestions.length > 0 && typed.trim() !== '';

  const pick = (product: Product) => {
    setOpen(false);
    navigate(`/post/${product.id}/detail`);
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!suggestions.length) return;
      e.preventDefault();
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      const n = suggestions.length;
      // from the field (-1) through the options and back to the field
      setActive((i) => {
        if (!shown) return step > 0 ? 0 : n - 1;
        const next = i + step;
        return next >= n ? -1 : next < -1 ? n - 1 : next;
      });
    } else if (e.key === 'Enter') {
      const chosen = shown && active >= 0 && active < suggestions.length ? suggestions[active] : undefined;
      if (chosen) pick(chosen);
      else {
        setOpen(false);
        onEnter();
      }
    } else if (e.key === 'Escape' && shown) {
      e.preventDefault();
      setOpen(false);
    }
  };

  return (
    <Box sx={{ position: 'relative', width: { xs: '100%', md: 420 } }}>
      {/* the outlined input itself: TextField brings Select, Menu and Popover along (issue 11) */}
      <OutlinedInput
        type="search"
        value={typed}
        onChange={(e) => {
          onType(e.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        placeholder={translate('shop.catalogue.search')}
        size="small"
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon />
          </InputAdornment>
        }
        inputProps={{
          'aria-label': translate('shop.catalogue.search'),
          'data-testid': 'product-search',
          role: 'combobox',
          'aria-autocomplete': 'list',
          'aria-expanded': shown,
          'aria-controls': listId,
          'aria-activedescendant':
            shown && active >= 0 && active < suggestions.length ? suggestionId(listId, active) : undefined,
          autoComplete: 'off',
        }}
        sx={{ width: '100%', bgcolor: 'background.paper', borderRadius: 3 }}
      />
      {shown && (
        <SuggestionList
          id={listId}
          label={translate('shop.catalogue.suggestions')}
          suggestions={suggestions}
          active={active}
          search={answered}
          onPick={pick}
          onHover={setActive}
        />
      )}
    </Box>
  );
});
