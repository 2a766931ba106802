/** The shapes the recall calls answer (issue 29 §5, docs/lots.md "Recalls"), shared by the server and the screens. */

/** What every recall answer says of the recalled lot; `product_name` in the reader's language (D64). */
export interface RecalledLot {
  recall_id: number;
  product_id: number;
  product_ref: string;
  product_name: string;
  lot: string;
  expiry: string | null;
  reason: string;
  started_at: string;
}

/** An unshipped order the other lots no longer cover (D91). */
export interface ShortOrder {
  order_id: number;
  order_no: string;
  missing: number;
}

/** POST /admin/start_recall */
export interface StartedRecall extends RecalledLot {
  blocked_units: number;
  pharmacies_reached: number;
  short_orders: ShortOrder[];
}

/** GET /pharmacy/recalls, POST /pharmacy/acknowledge_recall */
export interface PharmacyRecall extends RecalledLot {
  quantity_received: number;
  acknowledged_at: string | null;
  quantity_on_hand: number | null;
}

/** A line of a lot's trace report: one shipment that carried it. */
export interface TraceLine {
  pharmacy_id: number;
  pharmacy_name: string;
  wilaya_id: number;
  wilaya_name: string;
  order_id: number;
  order_no: string;
  shipment_id: number;
  quantity: number;
  shipped_at: string;
}
