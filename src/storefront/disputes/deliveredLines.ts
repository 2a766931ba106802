import type { ClaimableLine } from './ReportProblemDialog';

interface DeliveredShipment {
  delivered_at: string | null;
  lines: { product_id: number; name?: string; quantity: number }[];
}

/**
 * What reached the pharmacy of each product, from the order details' shipments (issue 28): the delivered ones,
 * the order's own and replacements alike, as the server counts them for a dispute. Empty while nothing is delivered.
 */
export function deliveredLines(
  details: { product_id: number | null; name: string }[],
  shipments: readonly DeliveredShipment[] | undefined,
): ClaimableLine[] {
  const delivered = new Map<number, number>();
  for (const s of shipments ?? []) {
    if (!s.delivered_at) continue;
    for (const l of s.lines) delivered.set(l.product_id, (delivered.get(l.product_id) ?? 0) + l.quantity);
  }
  return [...delivered.entries()].map(([product_id, quantity]) => ({
    product_id,
    name:
      details.find((d) => d.product_id === product_id)?.name ??
      shipments?.flatMap((s) => s.lines).find((l) => l.product_id === product_id)?.name ??
      '',
    delivered: quantity,
  }));
}
