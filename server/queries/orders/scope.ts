/**
 * Orders as the admin, franchise and pharmacy areas read them (spec 000 §3, 001 §3): a scope narrows what a caller
 * may see; an order outside the scope answers exactly like a missing one (D11).
 */
export interface OrderScope {
  wilayaId?: number;
  pharmacyId?: number;
}
