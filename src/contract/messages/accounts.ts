import { accounts as ar } from './ar/accounts';
import { accounts as en } from './en/accounts';
import { accounts as fr } from './fr/accounts';

/** Trade accounts (issue 30): credit control refusals, terms, payments received, invoice states and the receipt's texts. */
export const accounts = { fr, en, ar } as const;
