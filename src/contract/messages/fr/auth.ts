/** French texts of ../auth.ts. */
export const auth = {
  'auth.invalidEmail': 'Adresse e-mail invalide.',
  'auth.passwordMalformed': 'Mot de passe vide ou mal formé.',
  'auth.wrongCredentials': 'E-mail ou mot de passe incorrect.',
  'auth.loggedIn': 'Connexion réussie.',
  'auth.loggedOut': 'Déconnexion effectuée.',
  'auth.resetSent': 'Si un compte existe pour cette adresse, un lien de réinitialisation vient d’être envoyé.',
  'auth.resetDone': 'Mot de passe réinitialisé avec succès.',
  'auth.resetInvalid': 'Ce lien de réinitialisation est invalide, expiré ou déjà utilisé.',
  'auth.oldPasswordRequired': "L'ancien mot de passe est obligatoire.",
  'auth.passwordTooShort': 'Le mot de passe doit contenir au moins 8 caractères.',
  'auth.wrongOldPassword': 'Ancien mot de passe incorrect.',
  'auth.samePassword': "Le nouveau mot de passe doit être différent de l'ancien.",
  'auth.passwordChanged': 'Mot de passe mis à jour.',
} as const;
