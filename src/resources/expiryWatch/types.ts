/** A lot of the expiry watch (GET /admin/expiry_watch, issue 29 §4). */
export interface WatchedLot {
  id: number;
  lot_id: number;
  product_id: number;
  product_ref: string;
  product_name: string;
  lot: string;
  /** YYYY-MM-DD */
  expiry: string;
  days_left: number;
  on_hand: number;
  sellable: boolean;
  blocked: boolean;
  state: 'expired' | 'short' | 'expiring';
}

export const EXPIRY_STATE_COLORS = { expired: 'error', short: 'warning', expiring: 'info' } as const;

/** 2027-03-31 → 31/03/2027 */
export const dayMonthYear = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
