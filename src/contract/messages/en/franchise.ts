/** English texts of ../franchise.ts. */
export const franchise = {
  'franchise.pharmacyAdded': 'Pharmacy added successfully! An e-mail was sent to it to choose its password.',
  'franchise.pharmacyEmailTaken': 'A pharmacy already uses this e-mail address.',
  'franchise.pharmacyNotFound': 'Pharmacy not found.',
  'franchise.invalidPharmacyId': 'Invalid pharmacy ID.',
  'franchise.orderNotFound': 'Order not found.',
  'franchise.invalidOrderId': 'Invalid order ID.',
} as const;
