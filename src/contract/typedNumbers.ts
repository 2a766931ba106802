/**
 * Numbers as people type them (issue 38 §6, §12): the way the screens show them ("14 086,80 DA" in French and Arabic,
 * "14,086.80 DA" in English), with Arabic-Indic digits (٠–٩, and the extended ۰–۹), the Arabic decimal and thousands
 * separators (٫ ٬). The browser reads a typed field with these before it sends a number; the server's rules on the
 * number stay as they are (no coercion there).
 */

const ARABIC_INDIC_DIGIT = /[\u0660-\u0669\u06f0-\u06f9]/g;
/** Digits of any of the portal's scripts as ASCII digits: ١٢٣ → 123. */
export const readDigits = (typed: string) => typed.replace(ARABIC_INDIC_DIGIT, (c) => String(c.charCodeAt(0) & 0xf));

/** A currency mark after an amount, copied from a screen or a document: DA, DZD, دج, د.ج. */
const CURRENCY_MARK = /\s*(?:DA|DZD|دج|د\.ج)\.?$/i;
/**
 * The whole dinars, in groups of three after the first (spaces of any width, the Arabic thousands separator, a
 * comma or a point as separators), then optionally the centimes after a comma, a point or the Arabic decimal
 * separator. A separator followed by three digits groups; followed by one or two digits at the end it is the decimal
 * mark: "1,500" is 1 500 and "1,50" is 1,5 in every language. One separator groups a number throughout, and the
 * decimal mark is another one.
 */
const TYPED_AMOUNT = /^(\d{1,3}([ \u00a0\u202f\u2009\u066c,.])\d{3}(?:\2\d{3})*|\d+)(?:([.,\u066b])(\d{1,2}))?$/;
const MAX_WHOLE_DIGITS = 10;

/** An amount in dinars typed in a form, or null when it is not one. Exact to the centime (no float sums). */
export function parseTypedAmount(typed: string): number | null {
  const s = readDigits(typed).trim().replace(CURRENCY_MARK, '');
  const match = TYPED_AMOUNT.exec(s);
  if (!match || (match[2] && match[2] === match[3])) return null;
  const whole = match[1]!.replace(/\D/g, '');
  if (whole.length > MAX_WHOLE_DIGITS) return null;
  const centimes = Number(whole) * 100 + Number((match[4] ?? '').padEnd(2, '0'));
  return centimes / 100;
}

/** A whole number typed in a form (a quantity, a count), with spaces between groups allowed, or null. */
export function parseTypedCount(typed: string, maxDigits = 9): number | null {
  const s = readDigits(typed)
    .trim()
    .replace(/[ \u00a0\u202f\u2009\u066c]/g, '');
  return new RegExp(`^\\d{1,${maxDigits}}$`).test(s) ? Number(s) : null;
}
