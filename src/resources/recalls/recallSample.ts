/** A recall as the recall calls answer it, for the screens' tests (pharmacies and quantities set by each test). */
export const recallSample = {
  id: 41,
  recall_id: 41,
  product_id: 7,
  product_ref: 'BIO-12',
  product_name: 'Crème hydratante',
  lot: 'AB-12',
  expiry: '2027-03-31',
  reason: 'Supplier withdrawal',
  started_at: '2026-11-26T09:00:00Z',
  started_by: 'Admin',
};
