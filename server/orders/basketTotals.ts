import { taxOf } from '../../src/contract/constants.js';

/** One basket line as the totals need it: unit price in centimes and the quantity asked. */
export interface PricedLine {
  unitPrice: number;
  quantity: number;
}

/** Totals in centimes. The tax is computed once on the sum excl. tax, so lines never add rounding errors. */
export interface BasketTotals {
  lineTotals: number[];
  priceWithoutTax: number;
  taxRate: number;
  taxAmount: number;
  total: number;
}

/** Totals of a basket (or of the order made from it) at `taxRatePercent` (D13, config.taxRate). Pure. */
export function basketTotals(lines: readonly PricedLine[], taxRatePercent: number): BasketTotals {
  const lineTotals = lines.map((l) => l.unitPrice * l.quantity);
  const priceWithoutTax = lineTotals.reduce((sum, t) => sum + t, 0);
  const taxAmount = taxOf(priceWithoutTax, taxRatePercent);
  return { lineTotals, priceWithoutTax, taxRate: taxRatePercent, taxAmount, total: priceWithoutTax + taxAmount };
}
