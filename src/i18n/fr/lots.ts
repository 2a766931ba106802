/** Textes des lots et dates de péremption (issue 29) : réception et péremption reçue par la pharmacie (fr). */
export const lots = {
  shop: {
    expiry: {
      label: 'Pér.',
      title: 'Péremption la plus proche que vous recevriez en commandant maintenant',
      basket: 'Péremption la plus proche : %{expiry}',
      changed: 'La péremption la plus proche est maintenant %{now}, elle était %{was}.',
      changedSummary:
        'La péremption la plus proche de %{smart_count} produit a changé depuis son ajout. |||| La péremption la plus proche de %{smart_count} produits a changé depuis leur ajout.',
    },
  },
};
