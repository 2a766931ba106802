import { useEffect } from 'react';

/** Sets the browser tab title as "<page> · ParaPharm DZ" while the page is shown. */
export function useDocumentTitle(page: string | null | undefined) {
  useEffect(() => {
    document.title = page ? `${page} · ParaPharm DZ` : 'ParaPharm DZ';
  }, [page]);
}
