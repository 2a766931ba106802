/** French texts of ../payment.ts. */
export const payment = {
  'payment.addressRequired': 'Veuillez sélectionner une adresse de livraison.',
  'payment.captchaRequired': 'Veuillez valider le reCAPTCHA avant de payer.',
  'payment.captchaInvalid': 'La vérification reCAPTCHA a échoué. Veuillez la refaire.',
  'payment.captchaUnavailable': 'La vérification reCAPTCHA est momentanément indisponible. Veuillez réessayer.',
  'payment.basketEmpty': 'Votre panier est vide.',
  'payment.productUnavailable': "Le produit « %{name} » n'est plus disponible. Retirez-le du panier pour continuer.",
  'payment.outOfStock':
    'Stock insuffisant pour « %{name} » : %{available} en stock. Modifiez votre panier pour continuer.',
  'payment.redirecting': 'Commande enregistrée, redirection vers la page de paiement.',
  'payment.providerUnavailable':
    "Le service de paiement n'a pas répondu correctement. Votre commande n'a pas été payée ; veuillez réessayer.",
  'payment.confirmUnavailable':
    "Le service de paiement n'a pas répondu correctement. Aucun montant n'est perdu : le statut de votre paiement sera vérifié automatiquement. Veuillez réessayer dans un instant.",
  'payment.paid': 'Votre paiement a été accepté.',
  'payment.declined': 'Paiement refusé : %{reason}',
  'payment.notCompleted': "Le paiement n'a pas été effectué. Vous pouvez réessayer.",
  'payment.amountMismatch':
    "Le montant confirmé par la banque ne correspond pas à celui de la commande. La commande n'est pas validée ; contactez le support.",
  'payment.expired': 'Le délai de paiement est dépassé : la commande a été annulée. Vous pouvez réessayer.',
  'payment.offlinePlaced': 'Commande enregistrée. Elle sera traitée après validation par le service commercial.',
  'payment.invoiceSent': 'La facture a été envoyée avec succès',
  'payment.invoiceUnavailable': 'Aucune facture disponible pour cette commande.',
  'payment.refunded': 'Remboursement de %{amount} effectué.',
  'payment.refundAmountInvalid': 'Montant de remboursement invalide (nombre positif, 2 décimales au plus).',
  'payment.refundNotAllowed': 'Seules les commandes payées en ligne peuvent être remboursées.',
  'payment.refundTooMuch': 'Le montant dépasse ce qui reste remboursable (%{available}).',
  'payment.refundFailed': 'Le remboursement a été refusé par le service de paiement : %{reason}',
  'payment.refundPending':
    "Le service de paiement n'a pas répondu : le remboursement est en attente et sera confirmé ou annulé automatiquement d'ici quelques minutes. Ne remboursez pas une seconde fois.",
  'payment.refundUnavailable':
    "Le service de paiement n'a pas répondu : aucun remboursement n'a été effectué. Réessayez.",
  'payment.respCode.00': 'Votre paiement a été accepté.',
  'payment.respCode.declined': 'Votre transaction a été rejetée.',
  'payment.respCode.05': 'Votre transaction a été rejetée.',
  'payment.respCode.14': 'Numéro de carte invalide.',
  'payment.respCode.17': 'Paiement annulé par le porteur de la carte.',
  'payment.respCode.51': 'Votre transaction a été rejetée : solde insuffisant.',
  'payment.respCode.54': 'Votre transaction a été rejetée : carte expirée.',
  'payment.respCode.-2007': 'Session de paiement expirée.',
  'payment.alreadyPaid':
    'Votre paiement précédent (commande %{order}) a déjà été accepté : retrouvez-la dans « Mes commandes » avant de commander à nouveau.',
  'payment.previousUnchecked':
    "Le service de paiement n'a pas pu confirmer l'état de votre paiement précédent. Veuillez réessayer dans un instant.",
  'payment.latePaidRefunding':
    'Ce paiement a été fait sur une page de paiement qu’un paiement plus récent du même panier (ou votre annulation) avait remplacée : il n’est pas conservé. Les %{amount} débités vous sont remboursés automatiquement sur votre carte ; rien n’est commandé avec ce paiement.',
  'payment.latePaidRefunded':
    'Ce paiement a été fait sur une page de paiement qu’un paiement plus récent du même panier (ou votre annulation) avait remplacée : il n’est pas conservé. Les %{amount} débités ont été remboursés automatiquement sur votre carte ; rien n’est commandé avec ce paiement.',
  'payment.basketAlreadyOrdered':
    'Ce panier vient d’être commandé (commande %{order}) : aucune seconde commande n’a été passée. Vous la trouverez dans Mes commandes.',
  'payment.superseded': 'Ce paiement a été remplacé par un paiement plus récent du même panier.',
  'payment.cancelledByPharmacy': 'Ce paiement a été annulé.',
  'payment.orderCancelled': 'Commande %{order} annulée : le stock réservé a été libéré.',
  'payment.notCancellable': 'Seule une commande en attente de paiement peut être annulée.',
  'payment.idempotencyKeyInvalid':
    'En-tête Idempotency-Key invalide (1 à 100 caractères : lettres, chiffres, « - » ou « _ »).',
  'payment.idempotencyKeyReused': 'Cette clé Idempotency-Key a déjà servi pour une autre requête.',
  'payment.idempotencyInProgress':
    'La même demande est encore en cours de traitement. Veuillez réessayer dans un instant.',
  'payment.idempotencyAlreadyRecorded':
    'Cette opération a déjà été enregistrée : rien n’a été refait. Rechargez la page pour la voir.',
  'payment.orderDescription': 'Commande %{order}',
  'payment.methodInvalid': 'Mode de paiement invalide (online ou offline).',
  'payment.orderLineLimit':
    'Une commande compte au plus %{max} produits différents et ce panier en a %{count} : retirez-en avant de commander.',
} as const;
