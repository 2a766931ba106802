import { auth as ar } from './ar/auth';
import { auth as en } from './en/auth';
import { auth as fr } from './fr/auth';

/** Sign-in, password reset and password change (spec 000 §8, 001 §8). */
export const auth = { fr, en, ar } as const;
