import { toCardinal as arabicNumber } from 'n2words/ar-SA';
import type { Lang } from '../../src/contract/constants.js';
import { translate } from '../../src/contract/messages/index.js';

/**
 * Amounts in words for the "arrêtée la présente facture à la somme de…" line (D17). French follows the
 * traditional spelling: "vingt et un", "soixante et onze", "quatre-vingts" and "deux cents" take an s only
 * when they end the number or come before million/milliard, "mille" is invariable.
 */

const FR_UNITS = [
  'zéro',
  'un',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'six',
  'sept',
  'huit',
  'neuf',
  'dix',
  'onze',
  'douze',
  'treize',
  'quatorze',
  'quinze',
  'seize',
  'dix-sept',
  'dix-huit',
  'dix-neuf',
];
const FR_TENS = [
  '',
  '',
  'vingt',
  'trente',
  'quarante',
  'cinquante',
  'soixante',
  'soixante',
  'quatre-vingt',
  'quatre-vingt',
];

function frBelow100(n: number, last: boolean): string {
  if (n < 20) return FR_UNITS[n]!;
  const t = Math.floor(n / 10);
  const u = n % 10;
  if (t === 7 || t === 9) return t === 7 && u === 1 ? 'soixante et onze' : `${FR_TENS[t]}-${FR_UNITS[10 + u]}`;
  if (u === 0) return t === 8 && last ? 'quatre-vingts' : FR_TENS[t]!;
  if (u === 1 && t !== 8) return `${FR_TENS[t]} et un`;
  return `${FR_TENS[t]}-${FR_UNITS[u]}`;
}

/** 1…999; `last` is false before "mille" (no plural s on cent / quatre-vingt there). */
function frBelow1000(n: number, last: boolean): string {
  const h = Math.floor(n / 100);
  const r = n % 100;
  const parts: string[] = [];
  if (h > 0) parts.push(h === 1 ? 'cent' : `${FR_UNITS[h]} cent${r === 0 && last ? 's' : ''}`);
  if (r > 0) parts.push(frBelow100(r, last));
  return parts.join(' ');
}

export function frenchNumber(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a whole number: ${n}`);
  if (n === 0) return 'zéro';
  const parts: string[] = [];
  const billions = Math.floor(n / 1e9);
  const millions = Math.floor((n % 1e9) / 1e6);
  const thousands = Math.floor((n % 1e6) / 1e3);
  const rest = n % 1e3;
  if (billions)
    parts.push(
      `${billions >= 1000 ? frenchNumber(billions) : frBelow1000(billions, true)} milliard${billions > 1 ? 's' : ''}`,
    );
  if (millions) parts.push(`${frBelow1000(millions, true)} million${millions > 1 ? 's' : ''}`);
  if (thousands) parts.push(thousands === 1 ? 'mille' : `${frBelow1000(thousands, false)} mille`);
  if (rest) parts.push(frBelow1000(rest, true));
  return parts.join(' ');
}

const EN_UNITS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

function enBelow1000(n: number): string {
  const h = Math.floor(n / 100);
  const r = n % 100;
  const parts: string[] = [];
  if (h > 0) parts.push(`${EN_UNITS[h]} hundred`);
  if (r > 0) {
    if (r < 20) parts.push(EN_UNITS[r]!);
    else parts.push(r % 10 ? `${EN_TENS[Math.floor(r / 10)]}-${EN_UNITS[r % 10]}` : EN_TENS[r / 10]!);
  }
  return parts.join(' ');
}

export function englishNumber(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a whole number: ${n}`);
  if (n === 0) return 'zero';
  const scales: [number, string][] = [
    [1e9, 'billion'],
    [1e6, 'million'],
    [1e3, 'thousand'],
  ];
  const parts: string[] = [];
  let r = n;
  for (const [size, word] of scales) {
    const chunk = Math.floor(r / size);
    if (chunk) parts.push(`${size === 1e9 && chunk >= 1000 ? englishNumber(chunk) : enBelow1000(chunk)} ${word}`);
    r %= size;
  }
  if (r) parts.push(enBelow1000(r));
  return parts.join(' ');
}

const numberInWords: Record<Lang, (n: number) => string> = {
  fr: frenchNumber,
  en: englishNumber,
  ar: (n) => arabicNumber(n),
};

/**
 * An amount of centimes in words: "mille deux cents dinars algériens et cinquante centimes". The currency's
 * words come from the invoice catalogue (src/contract/messages/invoicePdf.ts), their plural chosen by the
 * language's rules (Arabic has six forms: the noun after 3–10 is plural, after 11–99 singular accusative…).
 */
export function amountInWords(centimes: number, lang: Lang): string {
  if (!Number.isSafeInteger(centimes) || centimes < 0) throw new RangeError(`invalid amount: ${centimes}`);
  const dinars = Math.floor(centimes / 100);
  const cents = centimes % 100;
  const words = numberInWords[lang];
  // "un million de dinars": French puts "de" between a round million or milliard and its noun
  const dinarsKey = dinars > 0 && dinars % 1e6 === 0 ? 'pdf.dinarsOfMillions' : 'pdf.dinars';
  const dinarsText = translate(lang, dinarsKey, { smart_count: dinars, words: words(dinars) });
  if (!cents) return dinarsText;
  const centimesText = translate(lang, 'pdf.centimes', { smart_count: cents, words: words(cents) });
  return translate(lang, 'pdf.dinarsAndCentimes', { dinars: dinarsText, centimes: centimesText });
}
