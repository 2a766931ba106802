/**
 * The body fields each admin save call takes (spec 001 §7): the browser sends exactly these, the server's
 * route schemas declare them. The edit calls add their id (`fraId`, `catId`, `prodId`, `id`). The Arabic name and
 * description are optional additions (issue 31, D64), spelled like each form's French fields.
 */
export const FRANCHISE_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone1',
  'phone2',
  'wilaya',
  'adress1',
  'adress2',
  'zip',
  'Id_type',
  'personal_id',
  'language',
] as const;
export const CATEGORY_FIELDS = [
  'nameFR',
  'nameEN',
  'descriptionFR',
  'descriptionEN',
  'nameAR',
  'descriptionAR',
] as const;
export const PRODUCT_FIELDS = [
  'category_fk',
  'name',
  'ref',
  'quantity',
  'cost',
  'price',
  'customer_price',
  'descriptionEn',
  'descriptionFr',
  'nameAr',
  'descriptionAr',
] as const;
export const PHARMACY_FIELDS = [
  'pharm_name',
  'pharm_email',
  'pharm_phone1',
  'pharm_phone2',
  'wilaya',
  'adress1',
  'adress2',
  'rc',
  'nif',
  'rib',
  'zip',
  'poc_first_name',
  'poc_last_name',
  'poc_email',
  'poc_phone',
  'franchise_fk',
] as const;
