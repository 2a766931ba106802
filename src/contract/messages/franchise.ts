import { franchise as ar } from './ar/franchise';
import { franchise as en } from './en/franchise';
import { franchise as fr } from './fr/franchise';

/** Server messages of the franchise calls (spec 000 §8 "Franchise orders", "Franchise pharmacies and invoices"). */
export const franchise = { fr, en, ar } as const;
