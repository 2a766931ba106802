/** French texts of ../lots.ts. */
export const lots = {
  'lots.product': 'Produit introuvable ou retiré du catalogue.',
  'lots.lot':
    'Numéro de lot : 1 à %{max} caractères tels qu’imprimés sur la boîte (lettres latines, chiffres, signes), sans espace.',
  'lots.expiry': 'Date de péremption : une date réelle au format AAAA-MM-JJ.',
  'lots.expired': 'Ce lot est périmé depuis le %{expiry} : il ne peut pas entrer en stock.',
  'lots.quantity': 'Quantité : un nombre entier de 1 à %{max}.',
  'lots.otherExpiry':
    'Le lot %{lot} de ce produit est déjà en stock avec la péremption %{expiry}. Vérifiez le lot scanné.',
  'lots.received': 'Lot %{lot} reçu : %{smart_count} unité. |||| Lot %{lot} reçu : %{smart_count} unités.',
  'lots.receivedShort': 'Lot reçu mais non vendable : il lui reste moins de %{days} jours avant péremption.',
  'lots.lotId': 'Lot introuvable.',
  'lots.change': 'Écart : un nombre entier non nul (négatif pour retirer du stock).',
  'lots.reason': 'Motif : count (inventaire), damage (casse) ou expiry (retrait pour péremption).',
  'lots.belowZero': "Stock du lot %{lot} : %{on_hand}. Impossible d'en retirer %{removed}.",
  'lots.heldByOrders': 'Retrait de %{removed} impossible : hors réservations des commandes, il reste %{available}.',
  'lots.adjusted': 'Stock du lot corrigé.',
  'lots.gtin': 'GTIN : un code EAN-13 ou GTIN-14 dont la clé de contrôle est juste.',
  'lots.gtinTaken': 'Ce GTIN est déjà celui du produit %{ref}.',
  'lots.short':
    '%{product} : les lots vendables (non périmés, non bloqués, au moins %{days} jours avant péremption) couvrent %{available} sur les %{wanted} demandées.',
  'lots.opening': 'Stock initial',
  'lots.reason.count': 'Inventaire',
  'lots.reason.damage': 'Casse',
  'lots.reason.expiry': 'Retrait pour péremption',
  'lots.reason.edit': 'Stock modifié sur la fiche produit',
  'lots.gs1.empty': 'Rien à lire : scannez le code du colis.',
  'lots.gs1.checkDigit': 'Code produit (GTIN) invalide : la clé de contrôle ne correspond pas.',
  'lots.gs1.unknownAi': 'Code GS1 non reconnu.',
  'lots.gs1.shortField': 'Code GS1 incomplet.',
  'lots.gs1.badDate': 'Date de péremption (17) impossible dans le code.',
  'lots.gs1.tooLong': 'Code GS1 trop long.',
  'lots.gs1.badChars': 'Caractères non permis dans le code GS1.',
  'lots.gs1.unknownGtin': 'Aucun produit ne porte le GTIN %{gtin}.',
  'lots.watchDays': 'Fenêtre de veille : un nombre entier de jours de 1 à 3650.',
  'lots.mail.subject':
    '%{portal} — veille péremption : %{smart_count} lot à examiner |||| %{portal} — veille péremption : %{smart_count} lots à examiner',
  'lots.mail.title': 'Veille péremption',
  'lots.mail.intro':
    '%{smart_count} lot en stock expire dans les %{days} jours ou est périmé : |||| %{smart_count} lots en stock expirent dans les %{days} jours ou sont périmés :',
  'lots.mail.line.expired': '%{ref} — %{name}, lot %{lot} : PÉRIMÉ depuis le %{expiry}, %{on_hand} en stock',
  'lots.mail.line.short':
    '%{ref} — %{name}, lot %{lot} : expire le %{expiry}, sous la durée de vie minimale, %{on_hand} en stock',
  'lots.mail.line.expiring': '%{ref} — %{name}, lot %{lot} : expire le %{expiry}, %{on_hand} en stock',
  'lots.mail.more': 'et %{smart_count} autre lot à l’écran. |||| et %{smart_count} autres lots à l’écran.',
  'lots.mail.action': 'Ouvrir la veille péremption',
  'lots.mail.note':
    'Ce message est envoyé une fois par jour tant que des lots sont proches de leur péremption ou périmés.',
  'lots.choice':
    'Lots de la ligne : 1 à %{max} lots {lot_id, quantity}, chacun une fois, dont les quantités font %{quantity}.',
  'lots.notShippable':
    '%{product} : ce lot ne peut pas être expédié (périmé, bloqué, sous la durée de vie minimale, vide ou d’un autre produit).',
  'lots.chosenShort': 'Le lot %{lot} contient %{on_hand} : impossible d’en expédier %{wanted}.',
};
