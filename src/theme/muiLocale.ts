import type { ThemeOptions } from '@mui/material/styles';
import { fill } from '../components/i18nLite';

/** `common.mui` of a language's catalogue. */
export interface MuiWords {
  open: string;
  close: string;
  clear: string;
  noOptions: string;
  loading: string;
  first: string;
  last: string;
  next: string;
  previous: string;
  goToPage: string;
  page: string;
}

type PageItem = 'first' | 'last' | 'next' | 'previous' | 'page' | 'start-ellipsis' | 'end-ellipsis';

const cache = new WeakMap<ThemeOptions, WeakMap<MuiWords, ThemeOptions>>();

/**
 * The theme options with MUI's own words (Autocomplete's "Open", pagination's "Go to next page", Alert's "Close")
 * in the interface language (issue 27 §19); the same object for the same words. MUI's locale bundles would do it
 * too, at 5 KB more for the back offices' first page.
 */
export function withMuiLocale(options: ThemeOptions, words: MuiWords): ThemeOptions {
  let byWords = cache.get(options);
  if (!byWords) cache.set(options, (byWords = new WeakMap()));
  let themed = byWords.get(words);
  if (!themed) {
    const pageItem = (type: PageItem, page?: number | null, selected?: boolean) =>
      type === 'page'
        ? fill(selected ? words.page : words.goToPage, { page: page ?? '' })
        : words[type === 'first' || type === 'last' || type === 'next' ? type : 'previous'];
    const components = {
      MuiAutocomplete: {
        defaultProps: {
          openText: words.open,
          closeText: words.close,
          clearText: words.clear,
          noOptionsText: words.noOptions,
          loadingText: words.loading,
        },
      },
      MuiTablePagination: {
        defaultProps: { getItemAriaLabel: (type: 'first' | 'last' | 'next' | 'previous') => pageItem(type) },
      },
      MuiPagination: { defaultProps: { getItemAriaLabel: pageItem } },
      MuiAlert: { defaultProps: { closeText: words.close } },
    };
    themed = { ...options, components: { ...components, ...options.components } };
    byWords.set(words, themed);
  }
  return themed;
}
