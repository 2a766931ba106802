import { common as ar } from './ar/common';
import { common as en } from './en/common';
import { common as fr } from './fr/common';

/** Messages both sides use: validation rules and generic server answers. */
export const common = { fr, en, ar } as const;
