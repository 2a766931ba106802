import { type Static, Type } from 'typebox';
import { Id, Nullable } from './envelope.js';

/** A franchisee as the screens read it (server/queries/franchisees.ts, 001 §3). */
export const FranchiseeItem = Type.Object({
  id: Id,
  fra_id: Id,
  first_name: Type.String(),
  last_name: Type.String(),
  fullName: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  phone1: Type.String(),
  phone2: Nullable(Type.String()),
  wilaya: Id,
  wilaya_fk: Id,
  wilaya_id: Id,
  wilaya_code: Type.Integer(),
  wilaya_name: Type.String(),
  adress1: Type.String(),
  adress2: Nullable(Type.String()),
  zip: Type.String(),
  Id_type: Type.Integer(),
  personal_id: Type.String(),
  language: Type.Integer(),
  lang_fk: Type.Integer(),
  pharmacies_count: Type.Integer(),
  version: Type.Integer({ description: 'what an edit carries back (D23)' }),
});
export type FranchiseeItem = Static<typeof FranchiseeItem>;
