import { useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { PharmacyDataProvider } from '../../dataProvider/pharmacy';
import { searchedText } from '../../contract/gs1';

const SETTLE_MS = 250;

/**
 * The catalogue's search box. The field owns what is typed: it was once bound to the URL, whose updates land
 * after a render, so fast typing (a barcode scanner, 10 ms a key) was reset to an older text and lost letters.
 * The text goes to the URL (`push`) once typing pauses; a URL changed elsewhere (clear, back) refills the field.
 * Enter on a reference matching exactly one product opens that product, as a scanner ends its code with Enter.
 */
export function useCatalogueSearch(search: string, push: (text: string) => void) {
  const [typed, setTyped] = useState(search);
  const pushed = useRef(search);
  const pushRef = useRef(push);
  pushRef.current = push;
  const dataProvider = useDataProvider<PharmacyDataProvider>();
  const navigate = useNavigate();

  useEffect(() => {
    if (search === pushed.current) return;
    pushed.current = search;
    setTyped(search);
  }, [search]);

  const flush = (text: string) => {
    const next = searchedText(text.trim());
    if (next === pushed.current) return;
    pushed.current = next;
    pushRef.current(next);
  };

  useEffect(() => {
    const timer = setTimeout(() => flush(typed), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [typed]); // flush reads refs only

  const openScanned = async () => {
    flush(typed);
    const id = await dataProvider.productIdByRef(searchedText(typed.trim())).catch(() => null);
    if (id !== null) navigate(`/post/${id}/detail`);
  };

  return { typed, setTyped, openScanned };
}
