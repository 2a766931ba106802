import type { RaRecord } from 'react-admin';

/** A row of GET /admin/preparation_queue (issue 28). */
export interface QueuedOrder extends RaRecord {
  id: number;
  order_no: string;
  pharmacy_name: string;
  wilaya_id: number;
  order_price: number;
  due_at: string | null;
  overdue: boolean;
  preparing_at: string | null;
  lines: number;
  fulfilment: string | null;
  fulfilment_label: string | null;
}
