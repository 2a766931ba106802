import { type Static, Type } from 'typebox';
import { Id, Nullable } from './envelope.js';
import { PharmacyLastOrder } from './orders.js';

/**
 * A pharmacy as the admin and franchise areas read it (server/queries/pharmacies.ts): several values go under two
 * names the contract's screens read (name/pharm_name, phone/phone1, address1/adress1, wilaya/wilaya_name,
 * franchise_fk/fra_id).
 */
export const PharmacyItem = Type.Object({
  id: Id,
  name: Type.String(),
  pharm_name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  phone1: Type.String(),
  phone2: Nullable(Type.String()),
  rc: Type.String(),
  nif: Type.String(),
  rib: Type.String(),
  wilaya: Type.String({ description: 'the wilaya’s name' }),
  wilaya_id: Id,
  wilaya_code: Type.Integer(),
  wilaya_name: Type.String(),
  zip: Type.String(),
  address1: Type.String(),
  address2: Nullable(Type.String()),
  adress1: Type.String(),
  adress2: Nullable(Type.String()),
  poc_first_name: Nullable(Type.String()),
  poc_last_name: Nullable(Type.String()),
  poc_email: Nullable(Type.String()),
  poc_phone: Nullable(Type.String()),
  poc_fullName: Type.String({ description: 'point of contact full name, or "-"' }),
  poc: Nullable(
    Type.Object({
      fullName: Type.String(),
      first_name: Nullable(Type.String()),
      last_name: Nullable(Type.String()),
      email: Nullable(Type.String()),
      phone: Nullable(Type.String()),
    }),
  ),
  franchise_fk: Nullable(Id),
  fra_id: Nullable(Id),
  franchise_fullName: Type.String({ description: 'franchisee full name, or "-"' }),
  franchise: Nullable(
    Type.Object({
      fra_id: Id,
      first_name: Nullable(Type.String()),
      last_name: Nullable(Type.String()),
      email: Nullable(Type.String()),
      phone: Nullable(Type.String()),
      fullName: Type.String(),
    }),
  ),
  version: Type.Integer({ description: 'what an edit carries back (D23)' }),
});
export type PharmacyItem = Static<typeof PharmacyItem>;

/** The fields a pharmacy reads of itself (spec 000 §3 "Pharmacy profile"). */
export const OwnPharmacyProfile = Type.Object({
  id: Id,
  name: Type.String(),
  pharm_name: Type.String(),
  company_name: Type.String(),
  email: Type.String(),
  pharm_phone1: Type.String(),
  pharm_phone2: Nullable(Type.String()),
  phone1: Type.String(),
  phone2: Nullable(Type.String()),
  rc: Type.String(),
  nif: Type.String(),
  rib: Type.String(),
  zip: Type.String(),
  address1: Type.String(),
  address2: Nullable(Type.String()),
  role: Type.Literal('pharmacy'),
});
export type OwnPharmacyProfile = Static<typeof OwnPharmacyProfile>;

/** my_profile_info: the own profile with the wilaya's code and name (`wilaya` is the name here). */
export const PharmacyOwnProfileAnswer = Type.Object({
  ...OwnPharmacyProfile.properties,
  wilaya_code: Type.Integer(),
  wilaya: Type.String(),
});
export type PharmacyOwnProfileAnswer = Static<typeof PharmacyOwnProfileAnswer>;

/** A delivery address of the pharmacy. */
export const Address = Type.Object({ address_id: Id, address: Type.String() });
export type Address = Static<typeof Address>;

/** A saved card (D16): only the card name, holder, last four digits and expiry; `id` and `cc_id` repeat each other. */
export const SavedCard = Type.Object({
  id: Id,
  cc_id: Id,
  card_name: Type.String(),
  card_number: Type.String({ description: '**** **** **** and the last four digits' }),
  last4: Type.String(),
  card_holder: Type.String(),
  exp_month: Type.String({ description: 'two digits' }),
  exp_year: Type.String(),
});
export type SavedCard = Static<typeof SavedCard>;

/** pharmacy_details: `[pharmacy]` with its last orders. */
export const PharmacyDetails = Type.Object({ ...PharmacyItem.properties, orders: Type.Array(PharmacyLastOrder) });
export type PharmacyDetails = Static<typeof PharmacyDetails>;
