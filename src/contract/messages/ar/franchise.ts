/** Arabic texts of ../franchise.ts. */
export const franchise = {
  'franchise.pharmacyAdded': 'تمت إضافة الصيدلية بنجاح! أُرسل إليها بريد إلكتروني لاختيار كلمة مرورها.',
  'franchise.pharmacyEmailTaken': 'هناك صيدلية تستعمل هذا البريد الإلكتروني بالفعل.',
  'franchise.pharmacyNotFound': 'الصيدلية غير موجودة.',
  'franchise.invalidPharmacyId': 'معرّف الصيدلية غير صالح.',
  'franchise.orderNotFound': 'الطلبية غير موجودة.',
  'franchise.invalidOrderId': 'معرّف الطلبية غير صالح.',
} as const;
