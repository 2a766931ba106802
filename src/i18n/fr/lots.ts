/** Textes des lots et dates de péremption (issue 29) : réception et péremption reçue par la pharmacie (fr). */
export const lots = {
  shop: { expiry: { label: 'Pér.', title: 'Péremption la plus proche que vous recevriez en commandant maintenant' } },
  resources: {
    goodsIn: {
      name: 'Réception',
      title: 'Réception de marchandise',
      subtitle: 'Scannez le DataMatrix GS1 ou le code-barres du colis : produit, lot et péremption se remplissent. Vérifiez la quantité et recevez.',
      scan: 'Scan',
      scanHelp: 'DataMatrix GS1, GS1-128 ou EAN-13 ; touche Entrée',
      product: 'Produit',
      noProduct: 'Pas encore de produit : scannez son code.',
      lot: 'Lot',
      expiry: 'Péremption',
      quantity: 'Quantité',
      receive: 'Recevoir',
      lots: 'Lots de ce produit',
      opening: 'Stock initial',
      onHand: 'En stock',
      shippable: 'Expédiable',
      notShippable: 'Non expédiable',
      blocked: 'Bloqué',
      empty: 'Aucun lot.',
      failed: "La marchandise n'a pas pu être reçue.",
    },
  },
};
