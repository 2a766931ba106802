import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { PharmacyDataProvider } from '../../../dataProvider/pharmacy';
import { useLang } from '../../../i18n/useLang';
import { searchedText } from '../../../contract/gs1';

/** Suggestions are asked once typing pauses this long: a barcode scanner's 13 keys make one call, not 13. */
export const SUGGEST_AFTER_MS = 150;
/** Fewer letters than this suggest nothing (the full results still search them). */
export const SUGGEST_FROM_LETTERS = 2;

function useSettled(value: string, ms: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The suggestions for what is typed (GET /pharmacy/search_suggestions, D66), in the reader's language. */
export function useSearchSuggestions(typed: string) {
  // a scanned GS1 string is searched by its GTIN (issue 29)
  const q = useSettled(searchedText(typed.trim()), SUGGEST_AFTER_MS);
  const lang = useLang();
  const dataProvider = useDataProvider<PharmacyDataProvider>();
  const enabled = q.length >= SUGGEST_FROM_LETTERS;
  const query = useQuery({
    queryKey: ['searchSuggestions', lang, q],
    queryFn: () => dataProvider.searchSuggestions(q),
    enabled,
    staleTime: 30_000,
  });
  // what the shown suggestions answer: the typed text may already be ahead of it
  return { suggestions: enabled ? (query.data ?? []) : [], answered: q };
}
