/** French texts of ../franchise.ts. */
export const franchise = {
  'franchise.pharmacyAdded':
    'Pharmacie ajoutée avec succès ! Un e-mail lui a été envoyé pour choisir son mot de passe.',
  'franchise.pharmacyEmailTaken': 'Une pharmacie utilise déjà cette adresse e-mail.',
  'franchise.pharmacyNotFound': 'Pharmacie introuvable.',
  'franchise.invalidPharmacyId': 'Identifiant de pharmacie invalide.',
  'franchise.orderNotFound': 'Commande introuvable.',
  'franchise.invalidOrderId': 'Identifiant de commande invalide.',
} as const;
