/** English texts of ../auth.ts. */
export const auth = {
  'auth.invalidEmail': 'Invalid email address.',
  'auth.passwordMalformed': 'Password is empty or malformed.',
  'auth.wrongCredentials': 'Wrong email or password.',
  'auth.loggedIn': 'Signed in.',
  'auth.loggedOut': 'Signed out.',
  'auth.resetSent': 'If an account exists for this address, a reset link has been sent.',
  'auth.resetDone': 'Password reset successfully.',
  'auth.resetInvalid': 'This reset link is invalid, expired or already used.',
  'auth.oldPasswordRequired': 'Old password is required.',
  'auth.passwordTooShort': 'Password must be at least 8 characters long.',
  'auth.wrongOldPassword': 'Wrong old password.',
  'auth.samePassword': 'New password cannot be the same as the old one.',
  'auth.passwordChanged': 'Password updated.',
} as const;
