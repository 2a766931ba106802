import { type Static, Type } from 'typebox';
import { Id } from './envelope.js';

export const Wilaya = Type.Object({
  id: Id,
  code: Type.Integer(),
  name: Type.String(),
  name_ar: Type.String(),
  from2027: Type.Boolean({ description: 'one of the 11 wilayas of the 2025 reform (D19)' }),
});
export type Wilaya = Static<typeof Wilaya>;

/** The browser app's /config.json (server/web.ts): plain JSON, not an envelope. */
export const RuntimeConfig = Type.Object({
  apiUrl: Type.String(),
  mediaUrl: Type.String(),
  recaptchaSiteKey: Type.Union([Type.String(), Type.Null()]),
  socialLinks: Type.Array(Type.Object({ name: Type.String(), url: Type.String() })),
  franchiseCashCollection: Type.Boolean(),
  company: Type.Object({
    name: Type.String(),
    address: Type.String(),
    rc: Type.String(),
    nif: Type.String(),
    phone: Type.String(),
  }),
});
export type RuntimeConfig = Static<typeof RuntimeConfig>;
