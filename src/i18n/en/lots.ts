/** Texts of lots and expiry dates (issue 29): goods-in and the expiry a pharmacy would receive (en). */
export const lots = {
  shop: {
    expiry: {
      label: 'Exp.',
      title: 'Earliest expiry you would receive if you order now',
      basket: 'Earliest expiry: %{expiry}',
      changed: 'The earliest expiry is now %{now}, it was %{was}.',
      changedSummary:
        'The earliest expiry of %{smart_count} product changed since you added it. |||| The earliest expiry of %{smart_count} products changed since you added them.',
    },
  },
};
