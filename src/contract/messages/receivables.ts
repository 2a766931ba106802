import { receivables as ar } from './ar/receivables';
import { receivables as en } from './en/receivables';
import { receivables as fr } from './fr/receivables';

/** Receivables in the back offices (issue 30 §5): the lists, terms and payment forms, cash collections (D96), exposure (D97). */
export const receivables = { fr, en, ar } as const;
