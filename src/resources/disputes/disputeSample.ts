import type { DisputeView } from '../../contract/disputes';

/** An open dispute as the disputes calls answer it, for the screens' tests (each test sets what it looks at). */
export const openDispute: DisputeView = {
  id: 3,
  order_id: 40,
  order_no: 'CMD-2026-000040',
  payement_type: 2,
  pharmacy_id: 2,
  pharmacy_name: 'Pharmacie Ibn-Sina',
  wilaya_id: 16,
  comment: 'Carton écrasé à la livraison',
  opened_at: '2026-11-02T09:00:00.000Z',
  due_at: '2026-11-11T09:00:00.000Z',
  overdue: false,
  status: 'open',
  status_label: 'Open',
  resolution: null,
  resolution_label: null,
  resolution_reason: null,
  resolved_at: null,
  credit_note_id: null,
  credit_note_number: null,
  replacement_shipment_id: null,
  claimed_amount: 250,
  lines_count: 1,
};
