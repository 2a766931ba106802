import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';

/**
 * A list's search box (spec 000 §2, 001 §2): searches on Enter, back to page 1; the trimmed text goes to
 * `filter.q`, nothing when empty. `live` also searches while typing (lists filtered in the browser).
 * `texts` is the i18n group holding the area's `search`, `searchHint` and `clearSearch` (the admin's by default).
 */
export function ListSearch({
  placeholder,
  texts = 'adminUi.list',
  testId = 'list-search',
  live = false,
}: {
  placeholder: string;
  texts?: 'adminUi.list' | 'franchise.common';
  testId?: string;
  live?: boolean;
}) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const applied: string = typeof filterValues.q === 'string' ? filterValues.q : '';
  const [text, setText] = useState(applied);
  // follow the filter when it changes elsewhere (back button), without undoing what is being typed
  useEffect(() => setText((current) => (current.trim() === applied ? current : applied)), [applied]);
  useEffect(() => {
    if (!live || text.trim() === applied) return;
    const timer = setTimeout(() => apply(text), 250);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- apply reads the latest filters; re-run on text only
  }, [live, text]);

  const apply = (value: string) => {
    const q = value.trim();
    setFilters(q ? { ...filterValues, q } : withoutQ(filterValues), undefined, false);
  };

  return (
    <TextField
      value={text}
      onChange={(e) => setText(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          apply(text);
        }
      }}
      placeholder={placeholder}
      size="small"
      title={translate(`${texts}.searchHint`)}
      sx={{ width: { xs: '100%', sm: 360 } }}
      slotProps={{
        htmlInput: {
          'aria-label': translate(`${texts}.search`),
          'data-testid': testId,
          enterKeyHint: 'search',
          maxLength: 100,
        },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton
                size="small"
                aria-label={translate(`${texts}.clearSearch`)}
                onClick={() => {
                  setText('');
                  apply('');
                }}
              >
                <Clear fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : null,
        },
      }}
    />
  );
}

function withoutQ(filter: Record<string, unknown>) {
  const rest = { ...filter };
  delete rest.q;
  return rest;
}
