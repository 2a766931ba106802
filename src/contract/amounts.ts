/**
 * One vocabulary for amounts wherever they are shown (issue 26, point 16): checkout, order details, dashboards,
 * invoices, exports. HT before tax, TVA the VAT, TTC = HT + TVA, the stamp duty (timbre, cash orders) apart, and
 * the net à payer = TTC + timbre, what the order's `total` holds. The texts are message keys of
 * src/contract/messages/<lang>/orders.ts, read by the server (invoice PDF) and the browser alike.
 */
export const AMOUNT_LABEL = {
  ht: 'amount.ht',
  /** with `{rate}` */
  tva: 'amount.tva',
  /** a sum of VAT of several rates */
  tvaTotal: 'amount.tvaTotal',
  ttc: 'amount.ttc',
  stamp: 'amount.stamp',
  due: 'amount.due',
} as const;
