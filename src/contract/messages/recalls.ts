import { recalls as ar } from './ar/recalls';
import { recalls as en } from './en/recalls';
import { recalls as fr } from './fr/recalls';

/** Recalls of a lot (issue 29 §5, docs/lots.md "Recalls"): the calls' refusals and answers. */
export const recalls = { fr, en, ar } as const;
