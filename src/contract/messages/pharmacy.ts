import { pharmacy as ar } from './ar/pharmacy';
import { pharmacy as en } from './en/pharmacy';
import { pharmacy as fr } from './fr/pharmacy';

/** Server messages of the pharmacy storefront calls: catalogue, basket, addresses, cards, orders, profile. */
export const pharmacy = { fr, en, ar } as const;
