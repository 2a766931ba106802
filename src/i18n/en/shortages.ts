/** Back-orders in the storefront (issue 41 §1, docs/shortages.md) (en). */
export const shortages = {
  shop: {
    profile: { tabs: { backorders: 'Back-orders' } },
    shortage: {
      quotaLeft: '%{smart_count} left to order in the period (quota of %{days} days)',
      notify: 'Tell me when it is back',
      notified: 'We will tell you by e-mail when it is back.',
      substitutes: 'In stock instead',
      seeSubstitute: 'See',
    },
    backorder: {
      offerTitle: 'Need more than the stock?',
      offerText:
        'Order the quantity you need: what is in stock ships now, the rest is kept as a back-order and served first when the stock is back (up to %{backorderDays} days).',
      quantity: 'Quantity needed',
      add: 'Order with back-order',
      added: 'Added: the rest is kept as a back-order.',
      line: '+ %{smart_count} on back-order · %{amount} excl. tax, not charged now',
      listTitle: 'On back-order (nothing in stock now)',
      summary: 'Back-ordered: %{amount} incl. tax at today’s conditions, neither charged nor invoiced now.',
      keep: 'Keep as back-orders',
      kept: 'Back-orders saved.',
      cardNote:
        'A card payment charges what ships now; the back-ordered part stays in the basket, keep it as back-orders.',
      remove: 'Remove',
      tabTitle: 'My back-orders',
      tabText:
        'What the stock could not give, kept for you. A goods-in serves the oldest first, as an order of its own at the conditions of that day; a back-order ends after %{backorderDays} days.',
      policy: 'By default, the rest of a line beyond the stock is',
      policyKeep: 'kept as a back-order',
      policyDrop: 'dropped',
      policyHold: 'kept, and the whole order held until it can ship complete',
      holdNote:
        'Your orders are held until complete: this one is prepared once its back-ordered products have arrived, all together.',
      empty: 'No back-order.',
      left: '%{left} of %{ordered} to serve',
      since: 'since %{date}',
      until: 'until %{date}',
      fromOrder: 'from order %{order}',
      served: 'Served: %{orders}',
      cancel: 'Cancel',
      cancelled: 'Back-order cancelled.',
      status: { waiting: 'Waiting', served: 'Served', cancelled: 'Cancelled', expired: 'Ended' },
    },
  },
};
