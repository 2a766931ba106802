import { disputes as ar } from './ar/disputes';
import { disputes as en } from './en/disputes';
import { disputes as fr } from './fr/disputes';

/** Disputes, credit notes and cancellations (issue 28): labels, refusals and the credit note PDF's own texts. */
export const disputes = { fr, en, ar } as const;
