import { type Static, Type } from 'typebox';
import { type Role, tokenKeys } from '../constants.js';
import { Id, Nullable } from './envelope.js';
import { OwnPharmacyProfile } from './pharmacies.js';

/** `[{<role>_access_token, <role>_refresh_token}]`: the payload of a sign-in. */
export const tokensPayload = (role: Role) => {
  const keys = tokenKeys(role);
  return Type.Tuple([Type.Object({ [keys.access]: Type.String(), [keys.refresh]: Type.String() })]);
};

export const AdminProfile = Type.Object({
  id: Id,
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  language: Type.Integer(),
  role: Type.Literal('admin'),
});
export type AdminProfile = Static<typeof AdminProfile>;

/** `phone` repeats `phone1`, `wilaya` is the wilaya's id. */
export const FranchiseProfile = Type.Object({
  id: Id,
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  phone1: Type.String(),
  phone2: Nullable(Type.String()),
  language: Type.Integer(),
  wilaya_name: Type.String(),
  wilaya_code: Type.Integer(),
  phone: Type.String(),
  wilaya: Id,
  role: Type.Literal('franchise'),
});
export type FranchiseProfile = Static<typeof FranchiseProfile>;

export const PharmacyProfile = Type.Object({
  ...OwnPharmacyProfile.properties,
  wilaya: Id,
  wilaya_name: Type.String(),
  language: Type.Integer(),
});
export type PharmacyProfile = Static<typeof PharmacyProfile>;

/** `get_<role>_info`: `[profile]`. */
export const profilePayload = (role: Role) =>
  Type.Tuple([role === 'admin' ? AdminProfile : role === 'franchise' ? FranchiseProfile : PharmacyProfile]);
