/** French texts of ../fulfilment.ts. */
export const fulfilment = {
  'fulfilment.to_prepare': 'À préparer',
  'fulfilment.preparing': 'En préparation',
  'fulfilment.partly_shipped': 'Partiellement expédiée',
  'fulfilment.shipped': 'Expédiée',
  'fulfilment.delivered': 'Livrée',
  'fulfilment.cancelled': 'Annulée',
  'fulfilment.invalid': 'État de préparation inconnu.',
  'fulfilment.dueFilter': 'Échéance inconnue : overdue, today ou all.',
  'fulfilment.notToPrepare': "Cette commande n'est pas à préparer.",
  'fulfilment.preparingStarted': 'Préparation commencée.',
  'fulfilment.alreadyShipped':
    'Cette commande est déjà partie de l’entrepôt : sa validation commerciale ne peut plus être retirée.',
  'shipment.lines':
    'Choisissez au moins une ligne : un produit de la commande et une quantité entière supérieure à 0, chaque produit une fois.',
  'shipment.notInOrder': "Le produit %{product} n'est pas dans cette commande.",
  'shipment.overShip':
    '%{product} : il ne reste que %{remaining} à expédier (commandé %{ordered}, déjà expédié %{shipped}).',
  'shipment.carrier': 'Transporteur inconnu.',
  'shipment.trackingNo': 'Le numéro de suivi fait au plus %{max} caractères.',
  'shipment.created': 'Expédition enregistrée.',
  'shipment.notFound': 'Expédition introuvable.',
  'shipment.nothingToShip': 'Plus rien à expédier sur cette commande.',
  'shipment.notShippable':
    'Cette commande ne peut pas être expédiée (en attente de validation, annulée ou déjà expédiée).',
  'shipment.stockShort':
    "Le stock de cette commande n'est plus réservé : expédiez ce qui est disponible ligne par ligne.",
  'shipment.trackingRequired': 'Saisissez le numéro de suivi (%{max} caractères au plus).',
  'shipment.trackingSaved': 'Suivi enregistré.',
  'shipment.trackingDelivered': 'Cette expédition est déjà livrée : son suivi ne peut plus changer.',
  'shipment.parcels':
    'Colis : une entrée par commande de la sélection, chaque commande une fois, avec son numéro de suivi (texte ou null) et son transporteur.',
  'shipment.bulkDone': '%{smart_count} commande expédiée |||| %{smart_count} commandes expédiées',
  'delivery.receiverName': 'Nom de la personne qui a reçu le colis : %{min} à %{max} caractères.',
  'delivery.already': 'Cette expédition est déjà livrée.',
  'delivery.done': 'Livraison enregistrée.',
  'carrier.name': 'Nom du transporteur : %{min} à %{max} caractères.',
  'carrier.nameTaken': 'Un transporteur porte déjà ce nom.',
  'carrier.template': 'Lien de suivi : une adresse https:// contenant {tracking}, au plus %{max} caractères.',
  'carrier.saved': 'Transporteur enregistré.',
  'carrier.notFound': 'Transporteur introuvable.',
  'holiday.day': 'Date attendue au format AAAA-MM-JJ.',
  'holiday.name': 'Nom du jour férié : %{min} à %{max} caractères.',
  'holiday.fixed': 'Ce jour est déjà un jour férié national à date fixe.',
  'holiday.saved': 'Jour férié enregistré.',
  'holiday.deleted': 'Jour férié supprimé.',
  'holiday.notFound': 'Jour férié introuvable.',
};
