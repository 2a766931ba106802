/**
 * Test cards of the SATIM sandbox (docs/payments.md lists them too). Any future expiry date, any 3-digit
 * CVV2 and any holder name; an expiry date in the past is refused like the "expired" card.
 */
export interface TestCard {
  pan: string;
  network: 'CIB' | 'EDAHABIA';
  /** what the sandbox bank answers; its label is `sandbox.outcome.<respCode>` */
  respCode: string;
}

export const TEST_CARDS: TestCard[] = [
  { pan: '6280580000000011', network: 'CIB', respCode: '00' },
  { pan: '6280990000000014', network: 'EDAHABIA', respCode: '00' },
  { pan: '6280580000000029', network: 'CIB', respCode: '05' },
  { pan: '6280580000000037', network: 'CIB', respCode: '51' },
  { pan: '6280580000000045', network: 'CIB', respCode: '54' },
];

/** What the sandbox bank answers for a card entered on its page. */
export function authorise(pan: string, expMonth: number, expYear: number, now = new Date()): string {
  const card = TEST_CARDS.find((c) => c.pan === pan);
  if (!card) return '14';
  const lastValidMonth = expYear * 12 + (expMonth - 1);
  if (lastValidMonth < now.getUTCFullYear() * 12 + now.getUTCMonth()) return '54';
  return card.respCode;
}

export const maskPan = (pan: string) => `${pan.slice(0, 6)}**${pan.slice(-4)}`;
