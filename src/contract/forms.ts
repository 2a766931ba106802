import type { FormSpec } from './validation';

/** Form specs shared by the browser forms and the server routes. Codes follow spec 001 §8 where it names them. */

export const loginForm: FormSpec = {
  email: { rules: ['required', 'email'], code: 4001 },
  password: { rules: ['required'], code: 4002 },
};

export const forgotPasswordForm: FormSpec = {
  email: { rules: ['required', 'email'], code: 4001 },
};

export const resetPasswordForm: FormSpec = {
  new_pass: { rules: ['required', 'password'], code: 4002 },
  et: { rules: ['required'], code: 4001 },
};

export const changePasswordForm: FormSpec = {
  old_pw: { rules: ['required'], code: 4001 },
  new_pw: { rules: ['required', 'password'], code: 4002 },
};

/** Franchisee add/edit (001 §5, codes 001 §8 "Franchise add"). */
export const franchiseForm: FormSpec = {
  first_name: { rules: ['required', 'name'], code: 4001 },
  last_name: { rules: ['required', 'name'], code: 4002 },
  email: { rules: ['required', 'email'], code: 4003 },
  phone1: { rules: ['required', 'phone'], code: 4004 },
  phone2: { rules: ['phone'], code: 4005 },
  adress1: { rules: ['required', 'address'], code: 4006 },
  adress2: { rules: ['address'], code: 4007 },
  zip: { rules: ['required', 'code_postal'], code: 4008 },
  wilaya: { rules: ['required', 'id'], code: 4009 },
  Id_type: { rules: ['required', 'idType'], code: 4010 },
  personal_id: { rules: ['required', 'personalId'], code: 4011 },
};

/** Franchisee edit: language is required too (001 §5). */
export const franchiseEditForm: FormSpec = {
  ...franchiseForm,
  language: { rules: ['required', 'language'] },
};

/** The franchisee form of the pharmacy screen's sub-dialog: phone 2 and address 2 are required there (001 §5). */
export const franchiseSubForm: FormSpec = {
  ...franchiseForm,
  phone2: { rules: ['required', 'phone'], code: 4005 },
  adress2: { rules: ['required', 'address'], code: 4007 },
};

/** Pharmacy add/edit, franchise and admin (000 §5 "Pharmacy form (franchise)", 001 §5). */
export const pharmacyForm: FormSpec = {
  pharm_name: { rules: ['required', 'businessName'] },
  pharm_email: { rules: ['required', 'email'] },
  pharm_phone1: { rules: ['required', 'phone'] },
  pharm_phone2: { rules: ['phone'] },
  rc: { rules: ['required', 'rc'] },
  nif: { rules: ['required', 'nif'] },
  rib: { rules: ['required', 'rib'] },
  zip: { rules: ['required', 'code_postal'] },
  adress1: { rules: ['required', 'address'] },
  adress2: { rules: ['address'] },
  poc_first_name: { rules: ['name'] },
  poc_last_name: { rules: ['name'] },
  poc_email: { rules: ['email'] },
  poc_phone: { rules: ['phone'] },
};

/** The admin's pharmacy form: the wilaya and its franchisee are chosen too (001 §5). */
export const adminPharmacyForm: FormSpec = {
  ...pharmacyForm,
  wilaya: { rules: ['required', 'id'] },
  franchise_fk: { rules: ['required', 'id'] },
};

export const categoryForm: FormSpec = {
  nameFR: { rules: ['required', 'businessName'], code: 4001 },
  nameEN: { rules: ['required', 'businessName'], code: 4002 },
  descriptionFR: { rules: ['description'], code: 4003 },
  descriptionEN: { rules: ['description'], code: 4004 },
  /** optional (D64) */
  nameAR: { rules: ['businessName'], code: 4005 },
  descriptionAR: { rules: ['optionalDescription'], code: 4006 },
};

export const productForm: FormSpec = {
  category_fk: { rules: ['required', 'id'], code: 4001 },
  name: { rules: ['required', 'businessName'], code: 4002 },
  ref: { rules: ['required'], code: 4003 },
  quantity: { rules: ['required', 'stock'], code: 4004 },
  cost: { rules: ['required', 'money'], code: 4005 },
  price: { rules: ['required', 'money'], code: 4006 },
  customer_price: { rules: ['required', 'money'], code: 4007 },
  descriptionEn: { rules: ['description'], code: 4008 },
  descriptionFr: { rules: ['description'], code: 4009 },
  /** optional (D64) */
  nameAr: { rules: ['businessName'], code: 4010 },
  descriptionAr: { rules: ['optionalDescription'], code: 4011 },
};

/** Product edit: descriptions optional but rule-checked (001 §5). */
export const productEditForm: FormSpec = {
  ...productForm,
  descriptionEn: { rules: ['optionalDescription'], code: 4008 },
  descriptionFr: { rules: ['optionalDescription'], code: 4009 },
};

export const profileForm: FormSpec = {
  email: { rules: ['required', 'email'], code: 4001 },
  phone1: { rules: ['required', 'phone'], code: 4002 },
  phone2: { rules: ['phone'], code: 4003 },
};

export const addressForm: FormSpec = {
  address: { rules: ['required', 'address'], code: 4001 },
};

/** Setting a basket line (D12: the quantity is set, not added). */
export const basketLineForm: FormSpec = {
  product_id: { rules: ['required', 'id'], code: 4001 },
  quantity: { rules: ['required', 'quantity'], code: 4002 },
};

export const cardForm: FormSpec = {
  card_name: { rules: ['required'], code: 4001 },
  card_number: { rules: ['required', 'cardNumber'], code: 4002 },
  card_holder: { rules: ['required', 'cardHolder'], code: 4003 },
  exp_month: { rules: ['required', 'expMonth'], code: 4004 },
  exp_year: { rules: ['required', 'expYear'], code: 4005 },
  cvv: { rules: ['required', 'cvv'], code: 4006 },
};

export const noteForm: FormSpec = {
  note: { rules: ['note'], code: 4001 },
};
