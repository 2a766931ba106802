/** The dashboard figures as GET /admin/stats and GET /franchise/stats answer them (issue 16); money in dinars. */
export interface DashboardStats {
  period: { from: string; to: string };
  /**
   * The invoices' vocabulary (issue 26, point 16): `ht` before tax, `tva` the VAT, `ttc` = ht + tva, `stamp_duty`
   * (cash orders), `due` (net à payer) = ttc + stamp_duty, the sum of the orders' totals. Gross of refunds;
   * `refunded`: what was refunded of those orders to the card, `credit_notes` (addition, issue 37 §14): what their
   * credit notes credit (each card refund has one, D108), `net` = due − credit notes (− any refund without one).
   * `tva`, `stamp_duty` and `due` are additions.
   */
  revenue: {
    ht: number;
    tva: number;
    ttc: number;
    stamp_duty: number;
    due: number;
    refunded: number;
    credit_notes: number;
    net: number;
  };
  /** orders that count as revenue in the period, and their average TTC */
  revenue_orders: number;
  average_basket: number;
  orders_by_state: { state: string; count: number }[];
  /** cash orders waiting for sales validation, whatever their date: the work to do */
  awaiting_validation: number;
  top_products: { product_id: number | null; ref: string; name: string; quantity: number; revenue_ht: number }[];
  /** `revenue`: TTC (ht + tva, without the stamp duty) */
  revenue_by_wilaya: {
    wilaya_id: number;
    code: number;
    name: string;
    orders: number;
    revenue: number;
    refunded: number;
  }[];
  /** the 12 months ending with the period's last one, empty months included; `revenue`: TTC */
  revenue_by_month: { month: string; orders: number; revenue: number; refunded: number }[];
  /** admin only */
  low_stock?: {
    threshold: number;
    count: number;
    products: { id: number; ref: string; name: string; quantity: number }[];
  };
  /** issue 29 §4: the expiry watch's count and its first lots, earliest expiry first (admin) */
  expiry_watch?: {
    days: number;
    count: number;
    lots: {
      lot_id: number;
      product_id: number;
      product_ref: string;
      product_name: string;
      lot: string;
      expiry: string;
      days_left: number;
      on_hand: number;
      state: 'expired' | 'short' | 'expiring';
    }[];
  };
  /** franchise only */
  inactive_days?: number;
  inactive_pharmacies?: { id: number; name: string; phone: string; last_order_date: string | null }[];
}
