import { orders as ar } from './ar/orders';
import { orders as en } from './en/orders';
import { orders as fr } from './fr/orders';

/** Labels of the order states (src/contract/orderStates.ts), the same on every screen and in API answers. */
export const orders = { fr, en, ar } as const;
