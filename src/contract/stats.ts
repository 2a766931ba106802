/** The dashboard figures as GET /admin/stats and GET /franchise/stats answer them (issue 16); money in dinars. */
export interface DashboardStats {
  period: { from: string; to: string };
  /** gross of refunds; `refunded`: what was refunded of those orders (TTC), `net` = ttc - refunded */
  revenue: { ttc: number; ht: number; refunded: number; net: number };
  /** orders that count as revenue in the period, and their average total (TTC) */
  revenue_orders: number;
  average_basket: number;
  orders_by_state: { state: string; count: number }[];
  /** cash orders waiting for sales validation, whatever their date: the work to do */
  awaiting_validation: number;
  top_products: { product_id: number | null; ref: string; name: string; quantity: number; revenue_ht: number }[];
  revenue_by_wilaya: { wilaya_id: number; code: number; name: string; orders: number; revenue: number; refunded: number }[];
  /** the 12 months ending with the period's last one, empty months included */
  revenue_by_month: { month: string; orders: number; revenue: number; refunded: number }[];
  /** admin only */
  low_stock?: { threshold: number; count: number; products: { id: number; ref: string; name: string; quantity: number }[] };
  /** franchise only */
  inactive_days?: number;
  inactive_pharmacies?: { id: number; name: string; phone: string; last_order_date: string | null }[];
}
