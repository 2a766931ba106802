/** French texts of ../common.ts. */
export const common = {
  'validation.required': 'Ce champ est obligatoire.',
  'validation.name': "De 2 à 40 caractères : lettres, espaces, apostrophes et traits d'union (au moins 2 lettres).",
  'validation.code_postal': 'Le code postal doit contenir 5 chiffres (exemple : 16000).',
  'validation.email': 'Adresse e-mail invalide.',
  'validation.phone':
    'Numéro invalide : 8 à 20 caractères (chiffres, espaces, +, -, parenthèses), dont au moins 8 chiffres.',
  'validation.rc': 'Registre de commerce invalide (exemples : 123456 B13/20, 16/00-1234567B12).',
  'validation.nif': 'Le NIF doit contenir exactement 15 chiffres.',
  'validation.rib': 'Le RIB doit contenir exactement 20 chiffres.',
  'validation.address': "Adresse de 5 à 100 caractères : lettres, chiffres, espaces et - , . ( ) ' ° / #",
  'validation.description': 'La description doit contenir de 10 à 500 caractères.',
  'validation.optionalDescription': 'La description doit contenir de 10 à 500 caractères.',
  'validation.password': 'Le mot de passe doit contenir au moins 8 caractères (128 au plus).',
  'validation.cardNumber': 'Veuillez entrer un numéro de carte valide commençant par 9',
  'validation.cardHolder': 'Veuillez entrer un nom valide (3 à 20 lettres)',
  'validation.cvv': 'Code de sécurité invalide',
  'validation.expMonth': 'Mois invalide (01 à 12).',
  'validation.expYear': 'Année invalide (2025 à 2054).',
  'validation.businessName':
    "Nom de 2 à 80 caractères : lettres, chiffres, espaces et ' - . & ( ) / (au moins 2 lettres).",
  'validation.money': 'Montant invalide (nombre positif, 2 décimales au plus).',
  'validation.stock': 'Quantité invalide (nombre entier positif).',
  'validation.personalId': "Numéro d'identité invalide (6 à 20 lettres majuscules ou chiffres).",
  'validation.note': 'La note ne peut pas être vide',
  'validation.idType': "Choisissez le type de pièce : carte d'identité nationale ou passeport.",
  'validation.language': 'Choisissez la langue : français, anglais ou arabe.',
  'validation.id': 'Identifiant invalide.',
  'validation.quantity': 'La quantité doit être un nombre entier supérieur ou égal à 1.',
  'validation.plainText':
    'Ce texte contient des caractères de contrôle ou des caractères de mise en forme invisibles (marques de sens, espaces de largeur nulle) non autorisés : saisissez-le à nouveau sans eux.',
  'validation.plainValue':
    'Valeur invalide : un texte est attendu ici, ou un nombre simple (chiffres, décimales facultatives, sans espace ni exposant).',
  'server.ok': 'Opération réussie.',
  'server.tokensRenewed': 'Session renouvelée.',
  'server.noTokens': 'Aucun jeton fourni. Veuillez vous reconnecter.',
  'server.invalidSession': 'Session expirée, veuillez vous reconnecter.',
  'server.notFound': 'Élément introuvable.',
  'server.forbidden': 'Action non autorisée.',
  'server.badRequest': 'Requête invalide.',
  'server.fieldKind':
    '« %{field} » : valeur invalide (un texte, ou un nombre simple sans espace ni exposant, est attendu).',
  'server.error': 'Erreur du serveur. Réessayez plus tard.',
  'server.rateLimited':
    'Trop de tentatives. Réessayez dans %{smart_count} minute. |||| Trop de tentatives. Réessayez dans %{smart_count} minutes.',
  'server.routeNotFound': "Ce service n'existe pas.",
  'server.payloadTooLarge': 'Fichier ou requête trop volumineux.',
  'server.invisibleChars':
    '« %{field} » contient des caractères de mise en forme invisibles (marques de sens, espaces de largeur nulle) non autorisés : saisissez-le à nouveau sans eux.',
  'server.controlChars': '« %{field} » contient des caractères de contrôle non autorisés.',
  'server.controlCharsText': 'Un texte envoyé contient des caractères de contrôle non autorisés.',
  'server.jsonTooDeep': 'Requête invalide : données imbriquées sur plus de %{max} niveaux.',
  'server.databaseUnavailable':
    'Service momentanément indisponible (base de données injoignable). Réessayez dans un instant.',
  'server.busyTryAgain':
    'Trop de commandes sont passées en ce moment : rien n’a été enregistré. Réessayez dans un instant.',
  'server.notReady': 'Service momentanément indisponible. Réessayez dans un instant.',
  'server.badMultipart':
    'Envoi de fichiers mal formé ou interrompu (multipart/form-data attendu, complet et avec sa « boundary ») : renvoyez le formulaire.',
} as const;
