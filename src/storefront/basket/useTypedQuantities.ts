import { useCallback, useRef, useState } from 'react';
import type { BasketChange, BasketLineInfo } from './useBasket';

/** What stops the way to payment: a typed quantity that cannot be applied (empty or 0), named by its line. */
export type TypedQuantityProblem = { kind: 'invalid'; name: string } | { kind: 'refused'; message: string | null };

/**
 * The quantities typed in the basket's lines and not applied yet (issue 26: 7 typed where 5 stood, then "Proceed
 * to payment", ordered 5). `applyAll` sends them before the page moves on, one line at a time as the Update
 * buttons do; it answers what stopped it, or null when the basket now holds what the fields show.
 */
export function useTypedQuantities(setQuantity: (productId: number, quantity: number) => Promise<BasketChange>) {
  const [typed, setTyped] = useState<ReadonlyMap<number, number | ''>>(new Map());
  const latest = useRef(typed);
  latest.current = typed;

  const onDraft = useCallback((productId: number, value: number | '' | null) => {
    setTyped((current) => {
      if (value === null ? !current.has(productId) : current.get(productId) === value) return current;
      const next = new Map(current);
      if (value === null) next.delete(productId);
      else next.set(productId, value);
      return next;
    });
  }, []);

  const applyAll = useCallback(
    async (lines: readonly BasketLineInfo[]): Promise<TypedQuantityProblem | null> => {
      const pending = lines.filter((l) => latest.current.has(l.product_id));
      const invalid = pending.find((l) => !latest.current.get(l.product_id));
      if (invalid) return { kind: 'invalid', name: invalid.name };
      for (const line of pending) {
        const result = await setQuantity(line.product_id, latest.current.get(line.product_id) as number);
        if (!result.ok) return { kind: 'refused', message: result.message };
      }
      return null;
    },
    [setQuantity],
  );

  return { typed, onDraft, applyAll };
}
