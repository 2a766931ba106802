/** Les reliquats dans la boutique (issue 41 §1, docs/shortages.md) (fr). */
export const shortages = {
  shop: {
    profile: { tabs: { backorders: 'Reliquats' } },
    shortage: {
      quotaLeft: 'Encore %{smart_count} à commander sur la période (quota de %{days} jours)',
      notify: 'Prévenez-moi de son retour',
      notified: 'Nous vous préviendrons par e-mail de son retour.',
      substitutes: 'En stock à la place',
      seeSubstitute: 'Voir',
    },
    backorder: {
      offerTitle: 'Besoin de plus que le stock ?',
      offerText:
        'Commandez la quantité voulue : le stock part maintenant, le reste est gardé en reliquat et servi en premier au retour du stock (jusqu’à %{backorderDays} jours).',
      quantity: 'Quantité voulue',
      add: 'Commander avec reliquat',
      added: 'Ajouté : le reste est gardé en reliquat.',
      line: '+ %{smart_count} en reliquat · %{amount} HT, non facturé maintenant',
      listTitle: 'En reliquat (rien en stock maintenant)',
      summary: 'En reliquat : %{amount} TTC aux conditions du jour, ni encaissé ni facturé maintenant.',
      keep: 'Garder en reliquats',
      kept: 'Reliquats enregistrés.',
      cardNote:
        'Un paiement par carte encaisse ce qui part maintenant ; la part en reliquat reste au panier, gardez-la en reliquats.',
      remove: 'Retirer',
      tabTitle: 'Mes reliquats',
      tabText:
        'Ce que le stock n’a pas pu donner, gardé pour vous. Une entrée en stock sert les plus anciens d’abord, en commande à part aux conditions du jour ; un reliquat prend fin après %{backorderDays} jours.',
      policy: 'Par défaut, le reste d’une ligne au-delà du stock est',
      policyKeep: 'gardé en reliquat',
      policyDrop: 'abandonné',
      policyHold: 'gardé en reliquat, et toute la commande retenue jusqu’à ce qu’elle parte complète',
      holdNote:
        'Vos commandes sont retenues jusqu’à être complètes : celle-ci est préparée quand ses produits en reliquat sont arrivés, tout ensemble.',
      empty: 'Aucun reliquat.',
      left: '%{left} sur %{ordered} à servir',
      since: 'depuis le %{date}',
      until: 'jusqu’au %{date}',
      fromOrder: 'de la commande %{order}',
      served: 'Servi : %{orders}',
      cancel: 'Annuler',
      cancelled: 'Reliquat annulé.',
      status: { waiting: 'En attente', served: 'Servi', cancelled: 'Annulé', expired: 'Terminé' },
    },
  },
};
