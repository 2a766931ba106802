import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';

/**
 * A list's search box, applied on Enter (001 §2): the trimmed text goes to `filter.q` (back to page 1),
 * nothing when empty. Client-side lists match it on any text field; the orders list sends it to the server.
 */
export function ListSearch({ placeholder, testId = 'list-search' }: { placeholder: string; testId?: string }) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const applied = typeof filterValues.q === 'string' ? filterValues.q : '';
  const [text, setText] = useState(applied);
  useEffect(() => setText(applied), [applied]);

  const apply = (value: string) => {
    const q = value.trim();
    const rest = { ...filterValues };
    delete rest.q;
    setFilters(q ? { ...rest, q } : rest, undefined, false);
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
      title={translate('adminUi.list.searchHint')}
      sx={{ width: { xs: '100%', sm: 360 } }}
      slotProps={{
        htmlInput: { 'aria-label': translate('adminUi.list.search'), 'data-testid': testId, enterKeyHint: 'search', maxLength: 100 },
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
                aria-label={translate('adminUi.list.clearSearch')}
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
