import { admin as ar } from './ar/admin';
import { admin as en } from './en/admin';
import { admin as fr } from './fr/admin';

/** Server messages of the admin calls (spec 001 §8), also shown by the back office screens. */
export const admin = { fr, en, ar } as const;
