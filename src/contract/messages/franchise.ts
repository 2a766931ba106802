/** Server messages of the franchise calls (spec 000 §8 "Franchise orders", "Franchise pharmacies and invoices"). */
export const franchise = {
  fr: {
    'franchise.pharmacyAdded': 'Pharmacie ajoutée avec succès ! Un e-mail lui a été envoyé pour choisir son mot de passe.',
    'franchise.pharmacyEmailTaken': 'Une pharmacie utilise déjà cette adresse e-mail.',
    'franchise.pharmacyNotFound': 'Pharmacie introuvable.',
    'franchise.invalidPharmacyId': 'Identifiant de pharmacie invalide.',
    'franchise.orderNotFound': 'Commande introuvable.',
    'franchise.invalidOrderId': 'Identifiant de commande invalide.',
  },
  en: {
    'franchise.pharmacyAdded': 'Pharmacy added successfully! An e-mail was sent to it to choose its password.',
    'franchise.pharmacyEmailTaken': 'A pharmacy already uses this e-mail address.',
    'franchise.pharmacyNotFound': 'Pharmacy not found.',
    'franchise.invalidPharmacyId': 'Invalid pharmacy ID.',
    'franchise.orderNotFound': 'Order not found.',
    'franchise.invalidOrderId': 'Invalid order ID.',
  },
  ar: {
    'franchise.pharmacyAdded': 'تمت إضافة الصيدلية بنجاح! أُرسل إليها بريد إلكتروني لاختيار كلمة مرورها.',
    'franchise.pharmacyEmailTaken': 'هناك صيدلية تستعمل هذا البريد الإلكتروني بالفعل.',
    'franchise.pharmacyNotFound': 'الصيدلية غير موجودة.',
    'franchise.invalidPharmacyId': 'معرّف الصيدلية غير صالح.',
    'franchise.orderNotFound': 'الطلبية غير موجودة.',
    'franchise.invalidOrderId': 'معرّف الطلبية غير صالح.',
  },
} as const;
