/**
 * What a claim on an order line credits (D121, docs/pricing.md "Documents and credits"): the one rule every credit of
 * a line goes through — a dispute's credit note, a cancellation of units not shipped, the amount a dispute claims.
 *
 * A line's units are all alike once they left the warehouse: the paid ones and the free ones (UG) are the same product,
 * and nobody can tell which of them broke. So each unit shipped is worth the average the pharmacy paid for one, the
 * line's total ÷ its units (paid + free), and a line's credits after a claim are that average times all the units
 * credited on it so far, rounded down to the centime; the claim credits the difference from what the line's earlier
 * credits gave. Hence:
 * - a line without free units credits its unit price per unit, to the centime, as before issue 40;
 * - claims never credit more than the line cost, and a line claimed whole, in one claim or several, credits exactly
 *   its total (the rounding of one claim is made up by the next, never lost nor given twice);
 * - units claimed beyond those shipped with the order (a replacement claimed again) credit nothing more.
 * Amounts in centimes; the products are computed in BigInt (a line of 10⁶ units at 10⁷ centimes stays exact).
 */

/** An order line as it was placed: what it cost and how many units left the warehouse for it. */
export interface CreditableLine {
  /** centimes paid for the line (order_lines.total) */
  total: number;
  /** units it ships: paid + free (order_lines.quantity) */
  units: number;
}

/** What the line's earlier credit notes credited: their units and their amount (credit_note_lines of the product). */
export interface EarlierCredits {
  units: number;
  amount: number;
}

const NONE: EarlierCredits = { units: 0, amount: 0 };

/** The centimes a claim of `claimed` units credits on a line (D121), never below 0 nor above what is left of it. */
export function lineCredit(line: CreditableLine, claimed: number, before: EarlierCredits = NONE): number {
  if (claimed <= 0 || line.units <= 0 || line.total <= 0) return 0;
  const unitsAfter = Math.min(line.units, Math.max(0, before.units) + claimed);
  const dueAfter = Number((BigInt(line.total) * BigInt(unitsAfter)) / BigInt(line.units));
  return Math.max(0, Math.min(dueAfter, line.total) - Math.max(0, before.amount));
}

/** The average price paid per unit shipped, rounded to the centime: the unit price a credit note prints (D121). */
export function averageUnitPrice(line: CreditableLine): number {
  return line.units > 0 ? Math.round(line.total / line.units) : 0;
}
