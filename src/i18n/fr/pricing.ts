/** Les conditions de la pharmacie dans la boutique (issue 40 §3) : prix catalogue, paliers, promotions, UG (fr). */
export const pricing = {
  shop: {
    pricing: {
      base: 'Prix catalogue',
      tiers: 'Prix par quantité',
      tier: 'dès %{quantity} : %{price}',
      from: 'dès %{quantity}',
      percent: '−%{percent} %',
      until: "jusqu'au %{day}",
      discount: 'Remise : %{amount}',
      free: '+%{smart_count} gratuite (UG) |||| +%{smart_count} gratuites (UG)',
      nextTier: "Encore %{smart_count} pour %{price} l'unité",
      nextFree: 'Encore %{smart_count} pour %{free} UG',
      savings: 'Vous économisez',
      freeUnits: 'Unités gratuites (UG)',
    },
  },
};
