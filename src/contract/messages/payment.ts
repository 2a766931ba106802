import { payment as ar } from './ar/payment';
import { payment as en } from './en/payment';
import { payment as fr } from './fr/payment';

/** Server messages of the payment calls (save_order, payment, special_payment, send_invoice, refunds). */
export const payment = { fr, en, ar } as const;
