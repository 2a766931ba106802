/** The pharmacy's conditions in the storefront (issue 40 §3): catalogue price, tiers, promotions, free units (en). */
export const pricing = {
  shop: {
    pricing: {
      base: 'Catalogue price',
      tiers: 'Price by quantity',
      tier: 'from %{quantity}: %{price}',
      from: 'from %{quantity}',
      percent: '−%{percent}%',
      until: 'until %{day}',
      discount: 'Discount: %{amount}',
      free: '+%{smart_count} free (UG)',
      nextTier: '%{smart_count} more for %{price} each',
      nextFree: '%{smart_count} more for %{free} free',
      savings: 'You save',
      freeUnits: 'Free units (UG)',
    },
  },
};
