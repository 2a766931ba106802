import { Box, Chip } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';

interface CategoryTabsProps {
  /** named in the reader's language, in the order shown */
  categories: { id: number; name: string }[];
  /** the selected category's id, '' for all */
  selected: string;
  onSelect: (id: string) => void;
}

/** The catalogue's category filter, "all" first. Memoized: it draws again only when the categories or the choice change. */
export const CategoryTabs = memo(function CategoryTabs({ categories, selected, onSelect }: CategoryTabsProps) {
  const translate = useTranslate();
  return (
    <Box
      role="tablist"
      aria-label={translate('shop.product.products')}
      sx={{
        display: 'flex',
        gap: 1,
        overflowX: 'auto',
        pb: 1,
        mb: 2,
        mx: { xs: -1.5, sm: 0 },
        px: { xs: 1.5, sm: 0 },
        scrollbarWidth: 'thin',
      }}
    >
      {[
        { id: '', name: translate('shop.catalogue.allCategories') },
        ...categories.map((c) => ({ id: String(c.id), name: c.name })),
      ].map((c) => {
        const isSelected = selected === c.id;
        return (
          <Chip
            key={c.id || 'all'}
            role="tab"
            aria-selected={isSelected}
            label={c.name}
            clickable
            color={isSelected ? 'primary' : 'default'}
            variant={isSelected ? 'filled' : 'outlined'}
            onClick={() => onSelect(c.id)}
            sx={{ flexShrink: 0, fontWeight: 600, bgcolor: isSelected ? undefined : 'background.paper' }}
            data-testid={`category-${c.id || 'all'}`}
          />
        );
      })}
    </Box>
  );
});
