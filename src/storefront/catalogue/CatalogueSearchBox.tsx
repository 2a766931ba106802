import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, OutlinedInput } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';

interface CatalogueSearchBoxProps {
  typed: string;
  onType: (text: string) => void;
  /** Enter pressed (a barcode scanner ends its code with Enter) */
  onEnter: () => void;
}

/** The catalogue's search field. Memoized: the page draws again as its data comes in, the field only as it is typed in. */
export const CatalogueSearchBox = memo(function CatalogueSearchBox({ typed, onType, onEnter }: CatalogueSearchBoxProps) {
  const translate = useTranslate();
  return (
    // the outlined input itself: TextField brings Select, Menu and Popover along (issue 11)
    <OutlinedInput
      type="search"
      value={typed}
      onChange={(e) => onType(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onEnter();
      }}
      placeholder={translate('shop.catalogue.search')}
      size="small"
      startAdornment={
        <InputAdornment position="start">
          <SearchIcon />
        </InputAdornment>
      }
      inputProps={{ 'aria-label': translate('shop.catalogue.search'), 'data-testid': 'product-search' }}
      sx={{ width: { xs: '100%', md: 380 }, bgcolor: 'background.paper', borderRadius: 3 }}
    />
  );
});
