import type { Lang } from '../../../src/contract/constants.js';

/**
 * Test cards of the SATIM sandbox (docs/payments.md lists them too). Any future expiry date, any 3-digit
 * CVV2 and any holder name; an expiry date in the past is refused like the "expired" card.
 */
export interface TestCard {
  pan: string;
  network: 'CIB' | 'EDAHABIA';
  respCode: string;
  label: Record<Lang, string>;
}

export const TEST_CARDS: TestCard[] = [
  { pan: '6280580000000011', network: 'CIB', respCode: '00', label: { fr: 'Paiement accepté', en: 'Payment accepted' } },
  { pan: '6280990000000014', network: 'EDAHABIA', respCode: '00', label: { fr: 'Paiement accepté', en: 'Payment accepted' } },
  { pan: '6280580000000029', network: 'CIB', respCode: '05', label: { fr: 'Paiement refusé par la banque', en: 'Declined by the bank' } },
  { pan: '6280580000000037', network: 'CIB', respCode: '51', label: { fr: 'Solde insuffisant', en: 'Insufficient funds' } },
  { pan: '6280580000000045', network: 'CIB', respCode: '54', label: { fr: 'Carte expirée', en: 'Expired card' } },
];

/** respCode_desc texts, as SATIM returns them in the language of the payment. */
const RESP_CODE_DESC: Record<string, Record<Lang, string>> = {
  '00': { fr: 'Votre paiement a été accepté', en: 'Your payment has been accepted' },
  '05': { fr: 'Votre transaction a été rejetée', en: 'Your transaction was rejected' },
  '14': { fr: 'Numéro de carte invalide', en: 'Invalid card number' },
  '17': { fr: 'Paiement annulé par le porteur de la carte', en: 'Payment cancelled by the cardholder' },
  '51': { fr: 'Votre transaction a été rejetée : solde insuffisant', en: 'Your transaction was rejected: insufficient funds' },
  '54': { fr: 'Votre transaction a été rejetée : carte expirée', en: 'Your transaction was rejected: expired card' },
  '-2007': { fr: 'Session de paiement expirée', en: 'Payment session expired' },
};

export const respCodeDesc = (code: string, lang: Lang) => (RESP_CODE_DESC[code] ?? RESP_CODE_DESC['05']!)[lang];

/** What the sandbox bank answers for a card entered on its page. */
export function authorise(pan: string, expMonth: number, expYear: number, now = new Date()): string {
  const card = TEST_CARDS.find((c) => c.pan === pan);
  if (!card) return '14';
  const lastValidMonth = expYear * 12 + (expMonth - 1);
  if (lastValidMonth < now.getUTCFullYear() * 12 + now.getUTCMonth()) return '54';
  return card.respCode;
}

export const maskPan = (pan: string) => `${pan.slice(0, 6)}**${pan.slice(-4)}`;
