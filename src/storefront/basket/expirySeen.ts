/**
 * The earliest expiry each basket line had when it was put in the basket (issue 29 §3, D95), kept in this browser:
 * every basket answer (add, change, quick order, reorder, the basket itself) is shown to `recordSeen`, which notes
 * the expiry of the lines it did not know and forgets the products that left the basket. Per basket (pharmacy).
 */
const KEY = 'basketExpirySeen';

type Seen = Record<string, Record<string, string | null>>;

function read(): Seen {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Seen) : {};
  } catch {
    return {};
  }
}

interface SeenLine {
  product_id: number;
  earliest_expiry?: string | null;
}

/** Notes the expiries of the lines first seen in this answer; lines gone from the basket are forgotten. */
export function recordSeen(answer: unknown): void {
  const basket = answer as { basket_id?: number | null; products?: readonly SeenLine[] } | null | undefined;
  if (!basket || basket.basket_id === null || basket.basket_id === undefined || !Array.isArray(basket.products)) return;
  const all = read();
  const before = all[String(basket.basket_id)] ?? {};
  const next: Record<string, string | null> = {};
  for (const line of basket.products) {
    const id = String(line.product_id);
    next[id] = id in before ? before[id]! : (line.earliest_expiry ?? null);
  }
  all[String(basket.basket_id)] = next;
  try {
    localStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // storage full or refused: the basket works, without the warning
  }
}

/** The expiry a line had when added, or undefined when this browser did not see it added. */
export function seenExpiry(basketId: number | null | undefined, productId: number): string | null | undefined {
  if (basketId === null || basketId === undefined) return undefined;
  return read()[String(basketId)]?.[String(productId)];
}

/** When the line's earliest expiry is now sooner than when it was added: both, else null. */
export function expiryChange(basketId: number | null | undefined, line: SeenLine): { now: string; was: string } | null {
  const was = seenExpiry(basketId, line.product_id);
  const now = line.earliest_expiry ?? null;
  return was && now && now < was ? { now, was } : null;
}

/** 2027-02-14 → 02/2027, as the catalogue prints an expiry. */
export const monthYear = (day: string) => `${day.slice(5, 7)}/${day.slice(0, 4)}`;
