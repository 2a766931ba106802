import { startTransition, useEffect, useState } from 'react';

/** Cards drawn at once: as many as the skeleton shows (fewer would shorten the page and take its scrollbar away). */
export const CARDS_AT_ONCE = 8;

/**
 * How many of a page's `count` cards to draw now: eight, then eight more in the following background render,
 * until a whole page is drawn (later pages come whole). One commit of all sixteen cards (their DOM, styles and effects)
 * held a slow phone's main thread for a few hundred milliseconds; a few smaller ones leave it free in between.
 */
export function useCardsDrawn(count: number): number {
  const [drawn, setDrawn] = useState(CARDS_AT_ONCE);
  useEffect(() => {
    if (drawn < count) startTransition(() => setDrawn((d) => d + CARDS_AT_ONCE));
  }, [drawn, count]);
  return Math.min(drawn, count);
}
