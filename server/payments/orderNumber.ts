import { randomInt } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * The orderNumber of one attempt at SATIM: at most 10 alphanumerics and unique per attempt (D14). "P" and
 * 9 random characters (34⁹ ≈ 6·10¹³ values); the UNIQUE constraint on payments.order_number stops a clash.
 */
export function newAttemptNumber(): string {
  let s = 'P';
  for (let i = 0; i < 9; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return s;
}
