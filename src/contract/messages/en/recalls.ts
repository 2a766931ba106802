/** English texts of ../recalls.ts. */
export const recalls = {
  'recalls.product': 'Product: the id (a number) of a catalogue product.',
  'recalls.lot': 'Lot: this product has no lot “%{lot}”.',
  'recalls.lotText': 'Lot: the lot number as written on the lot.',
  'recalls.reason': 'Reason: %{min} to %{max} characters.',
  'recalls.already': 'Lot %{lot} of this product is already recalled.',
  'recalls.started':
    'Recall of lot %{lot} started: %{smart_count} pharmacy notified. |||| Recall of lot %{lot} started: %{smart_count} pharmacies notified.',
  'recalls.notFound': 'Recall not found.',
  'recalls.recallId': 'Recall: the id (a number) of one of your recalls.',
  'recalls.quantity': 'Quantity on hand: a whole number from 0 to %{max}.',
  'recalls.answered': 'You have already answered this recall.',
  'recalls.acknowledged': 'Answer recorded, thank you.',
};
