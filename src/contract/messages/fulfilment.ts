import { fulfilment as ar } from './ar/fulfilment';
import { fulfilment as en } from './en/fulfilment';
import { fulfilment as fr } from './fr/fulfilment';

/** Fulfilment states, shipments, carriers, holidays and delivery (issue 28), the same on every screen and in API answers. */
export const fulfilment = { fr, en, ar } as const;
