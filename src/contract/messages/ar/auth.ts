/** Arabic texts of ../auth.ts. */
export const auth = {
  'auth.invalidEmail': 'عنوان بريد إلكتروني غير صالح.',
  'auth.passwordMalformed': 'كلمة المرور فارغة أو غير سليمة.',
  'auth.wrongCredentials': 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  'auth.loggedIn': 'تم تسجيل الدخول بنجاح.',
  'auth.loggedOut': 'تم تسجيل الخروج.',
  'auth.resetSent': 'إذا كان هناك حساب بهذا العنوان، فقد أُرسل إليه للتو رابط لإعادة تعيين كلمة المرور.',
  'auth.resetDone': 'تمت إعادة تعيين كلمة المرور بنجاح.',
  'auth.resetInvalid': 'رابط إعادة التعيين هذا غير صالح أو منتهي الصلاحية أو سبق استعماله.',
  'auth.oldPasswordRequired': 'كلمة المرور القديمة إلزامية.',
  'auth.passwordTooShort': 'يجب أن تتكون كلمة المرور من 8 أحرف على الأقل.',
  'auth.wrongOldPassword': 'كلمة المرور القديمة غير صحيحة.',
  'auth.samePassword': 'يجب أن تختلف كلمة المرور الجديدة عن القديمة.',
  'auth.passwordChanged': 'تم تحديث كلمة المرور.',
} as const;
