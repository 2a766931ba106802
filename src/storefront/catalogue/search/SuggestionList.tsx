import { Box, Paper, Typography } from '@mui/material';
import { formatDZD } from '../../../contract/constants';
import { useLang } from '../../../i18n/useLang';
import type { Product } from '../types';
import { ProductImage } from '../ProductImage';
import { StockBadge } from '../StockBadge';
import { HighlightedText } from './HighlightedText';

export const suggestionId = (listId: string, index: number) => `${listId}-option-${index}`;

interface SuggestionListProps {
  id: string;
  label: string;
  suggestions: Product[];
  /** the option the keyboard is on, -1 for none */
  active: number;
  search: string;
  onPick: (product: Product) => void;
  onHover: (index: number) => void;
}

/** The listbox under the search box: picture, name with the searched words marked, reference, price and stock. */
export function SuggestionList({ id, label, suggestions, active, search, onPick, onHover }: SuggestionListProps) {
  const lang = useLang();
  return (
    <Paper
      component="ul"
      role="listbox"
      id={id}
      aria-label={label}
      elevation={8}
      data-testid="search-suggestions"
      sx={{
        position: 'absolute',
        insetInlineStart: 0,
        insetInlineEnd: 0,
        top: '100%',
        mt: 0.5,
        zIndex: (t) => t.zIndex.modal,
        p: 0.5,
        m: 0,
        listStyle: 'none',
        maxHeight: '70vh',
        overflowY: 'auto',
      }}
    >
      {suggestions.map((p, i) => (
        <Box
          component="li"
          key={p.id}
          id={suggestionId(id, i)}
          role="option"
          aria-selected={i === active}
          data-testid="search-suggestion"
          // keeps the focus in the field: a click picks, it does not blur the box first
          onMouseDown={(e: React.MouseEvent) => e.preventDefault()}
          onClick={() => onPick(p)}
          onMouseMove={() => i !== active && onHover(i)}
          sx={{
            display: 'grid',
            gridTemplateColumns: '44px 1fr auto',
            alignItems: 'center',
            gap: 1.5,
            px: 1,
            py: 0.75,
            borderRadius: 1.5,
            cursor: 'pointer',
            bgcolor: i === active ? 'action.selected' : 'transparent',
          }}
        >
          <Box sx={{ width: 44 }}>
            <ProductImage path={p.mainImage ?? p.default_image} alt="" rounded={1} />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography
              variant="body2"
              sx={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              dir="auto"
            >
              <HighlightedText text={p.name} search={search} />
            </Typography>
            <Typography variant="caption" color="text.secondary" component="div" dir="ltr" sx={{ textAlign: 'start' }}>
              <HighlightedText text={p.ref ?? ''} search={search} />
            </Typography>
          </Box>
          <Box sx={{ textAlign: 'end' }}>
            <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              {formatDZD(p.price, lang)}
            </Typography>
            <StockBadge stock={p.quantity} />
          </Box>
        </Box>
      ))}
    </Paper>
  );
}
