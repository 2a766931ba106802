/** French texts of ../recalls.ts. */
export const recalls = {
  'recalls.product': 'Produit : l’identifiant (un nombre) d’un produit du catalogue.',
  'recalls.lot': 'Lot : aucun lot « %{lot} » de ce produit.',
  'recalls.lotText': 'Lot : le numéro du lot tel qu’il figure sur le lot.',
  'recalls.reason': 'Motif : %{min} à %{max} caractères.',
  'recalls.already': 'Le lot %{lot} de ce produit est déjà rappelé.',
  'recalls.started':
    'Rappel du lot %{lot} lancé : %{smart_count} pharmacie prévenue. |||| Rappel du lot %{lot} lancé : %{smart_count} pharmacies prévenues.',
  'recalls.notFound': 'Rappel introuvable.',
  'recalls.recallId': 'Rappel : l’identifiant (un nombre) d’un de vos rappels.',
  'recalls.quantity': 'Quantité en stock : un nombre entier de 0 à %{max}.',
  'recalls.answered': 'Vous avez déjà répondu à ce rappel.',
  'recalls.acknowledged': 'Réponse enregistrée, merci.',
};
