/**
 * Field rules shared by the forms and the server (spec 000 §5, 001 §5).
 * Every rule but `required` and `description` passes on an empty value.
 */
export type RuleName =
  | 'required'
  | 'name'
  | 'code_postal'
  | 'email'
  | 'phone'
  | 'rc'
  | 'nif'
  | 'rib'
  | 'address'
  | 'description'
  | 'optionalDescription'
  | 'password'
  | 'cardNumber'
  | 'cardHolder'
  | 'cvv'
  | 'expMonth'
  | 'expYear'
  | 'businessName'
  | 'money'
  | 'stock'
  | 'personalId'
  | 'note'
  | 'quantity'
  | 'idType'
  | 'language'
  | 'id'
  | 'plainText'
  | 'plainValue';

const LETTER = /\p{L}/gu;
/** Control characters (C0, DEL, C1): never in a text, except tab and line breaks in one of several lines. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/**
 * Invisible formatting characters (issue 37 §8): direction overrides and embeddings (U+202A–U+202E), isolates
 * (U+2066–U+2069), direction marks (U+200E, U+200F, U+061C), zero-width characters (U+200B–U+200D, U+2060–U+2064,
 * U+180E) and the byte-order mark (U+FEFF). Typed into a reference or a comment they can make it read backwards on a
 * receipt, a mail or another user's screen: never in a text a person sends. Arabic letters, diacritics and the
 * tatweel are not among them. The server's own texts may hold isolates it adds to lay out Arabic (not checked here).
 */
const INVISIBLE = /[\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;
/** True when a text holds invisible formatting characters (see INVISIBLE). */
export const hasInvisibleFormatting = (value: unknown): boolean => typeof value === 'string' && INVISIBLE.test(value);
/** Rules of texts written on several lines (descriptions, notes). */
const MULTILINE_RULES: RuleName[] = ['description', 'optionalDescription', 'note'];

/** True when a text holds control characters it may not (NUL, escape…; tab and line breaks only if multiline). */
export const hasControlChars = (value: unknown, multiline = false): boolean =>
  typeof value === 'string' && (multiline ? CONTROL_BUT_LINES : CONTROL).test(value);
/**
 * Rules of fields that hold a number: their value is a JSON number or, as forms send them, a string that is a
 * plain decimal number (D36). Every other field holds text and takes a JSON string only.
 */
const NUMBER_RULES: RuleName[] = ['money', 'stock', 'quantity', 'id', 'expMonth', 'expYear', 'idType', 'language'];
/**
 * Texts written in digits that forms of the original app send as JSON numbers (a NIF, a postal code, a card
 * number): a whole number that JSON carries exactly is taken as its digits; a fraction, a negative or a number
 * beyond 2^53 (a 20-digit RIB would lose digits) is refused like any other wrong kind.
 */
const DIGIT_RULES: RuleName[] = ['code_postal', 'nif', 'rib', 'cardNumber', 'cvv'];
const isExactDigits = (value: unknown): boolean =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
/** Digits with an optional decimal part: no sign, exponent, hexadecimal, comma or spaces around. */
const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;

/** True when a number field's value is a finite JSON number or a string written as a plain decimal number. */
export const isPlainNumber = (value: unknown): boolean =>
  typeof value === 'number' ? Number.isFinite(value) : typeof value === 'string' && PLAIN_DECIMAL.test(value);

/**
 * True when the value has the kind its field takes (D36): nothing (absent, null) or an empty text; a string for a
 * text; a plain decimal number for a number. Arrays, objects and booleans are never a field's value, so a
 * value is never turned into another (an array into "a,b", "1e3" into 1000).
 */
export function hasFieldKind(rulesOfField: readonly RuleName[], value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (rulesOfField.some((rule) => NUMBER_RULES.includes(rule))) return isPlainNumber(value);
  if (rulesOfField.some((rule) => DIGIT_RULES.includes(rule))) return typeof value === 'string' || isExactDigits(value);
  return typeof value === 'string';
}

const isEmpty = (v: unknown) => v === undefined || v === null || String(v).trim() === '';
const text = (v: unknown) => String(v ?? '').trim();
const countLetters = (s: string) => (s.match(LETTER) ?? []).length;
const countDigits = (s: string) => (s.match(/\d/g) ?? []).length;
/** A phone number has at least this many digits (D48: `--------` is no number). */
export const PHONE_DIGITS_MIN = 8;

/**
 * The value a form stores for a rule: a RIB as printed or pasted from a bank statement ("0079 9999 …") loses its
 * spaces before its length is checked (D48); every other value is kept as typed. Used by the forms (as the
 * input's parse) and by the server (before the check and when storing).
 */
export const normalizeValue = (rule: RuleName, value: unknown): unknown =>
  rule === 'rib' && typeof value === 'string' ? value.replace(/\s/g, '') : value;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const CARD_YEAR_FIRST = 2025;
export const CARD_YEAR_LAST = 2054;

const patterns = {
  /** People's names: letters, spaces, apostrophes and hyphens (D21: O'Neil, Ben-Ali), from 2 letters (D48: Li). */
  name: /^[\p{L}\p{M} '’-]{2,40}$/u,
  /** Pharmacy, product and category names (D21: "Pharmacie de l'Espoir", "Ibn-Sina", "Vitamine C 500"). */
  businessName: /^[\p{L}\p{M}\d '’\-.&()/]{2,80}$/u,
  /** An Algerian postal code: 5 digits, the wilaya's two first (D48; spec 000 §5 allowed 1 to 7). */
  code_postal: /^\d{5}$/,
  /**
   * Spec 000 §5's rule (something@something.tld, a TLD of 2 or 3 letters) without what makes a mailer read
   * another address: `,` `<` `>` `"` `;` `:` backslash, whitespace, and invisible format characters (\p{Cf}).
   */
  email: /^[^\s@,<>"();:\\[\]\p{Cf}]+@[^\s@,<>"();:\\[\]\p{Cf}]+\.[A-Za-z]{2,3}$/u,
  phone: /^[\d\s+\-()]{8,20}$/,
  /** Spec 000 §5's form (123456 B13/20) or the registry's full number as invoices print it (16/00-1234567B12, D48). */
  rc: /^(\d{5,6}\s?[A-Z]?\d{1,2}\/\d{2}|\d{2}\/\d{2}-\d{5,8}\s?[A-Z]\d{2})$/,
  nif: /^\d{15}$/,
  rib: /^\d{20}$/,
  /**
   * D21 adds ° / # ("Bt 12 n°3", "Lot 12/3"); º is the look-alike some keyboards type. D117 adds the semicolon, the
   * Arabic comma and semicolon and Arabic-Indic digits, as Arabic addresses are typed ("Rue n°3; Bt B",
   * "حي ٥٠٠ مسكن، عمارة ب").
   */
  address: /^[\p{L}\p{M}\d\u0660-\u0669\u06f0-\u06f9\s\-,.()'’°º/#;\u060c\u061b]{5,100}$/u,
  cardNumber: /^9\d{15}$/,
  cardHolder: /^[\p{L} ]{3,20}$/u,
  cvv: /^\d{3,4}$/,
  money: /^\d{1,9}(\.\d{1,2})?$/,
  stock: /^\d{1,7}$/,
  quantity: /^[1-9]\d{0,5}$/,
  personalId: /^[A-Z0-9]{6,20}$/,
} as const;

/** True when the value satisfies the rule. */
export const rules: Record<RuleName, (value: unknown) => boolean> = {
  required: (v) => !isEmpty(v),
  name: (v) => isEmpty(v) || (patterns.name.test(text(v)) && countLetters(text(v)) >= 2),
  code_postal: (v) => isEmpty(v) || patterns.code_postal.test(text(v)),
  email: (v) => isEmpty(v) || (patterns.email.test(text(v)) && text(v).length <= 254),
  phone: (v) => isEmpty(v) || (patterns.phone.test(text(v)) && countDigits(text(v)) >= PHONE_DIGITS_MIN),
  rc: (v) => isEmpty(v) || patterns.rc.test(text(v)),
  nif: (v) => isEmpty(v) || patterns.nif.test(text(v)),
  rib: (v) => isEmpty(v) || patterns.rib.test(text(normalizeValue('rib', v))),
  address: (v) => isEmpty(v) || patterns.address.test(text(v)),
  description: (v) => text(v).length >= 10 && text(v).length <= 500,
  optionalDescription: (v) => isEmpty(v) || (text(v).length >= 10 && text(v).length <= 500),
  password: (v) => isEmpty(v) || (String(v).length >= PASSWORD_MIN && String(v).length <= PASSWORD_MAX),
  cardNumber: (v) => isEmpty(v) || patterns.cardNumber.test(text(v).replace(/\s/g, '')),
  cardHolder: (v) => isEmpty(v) || (patterns.cardHolder.test(text(v)) && countLetters(text(v)) >= 3),
  cvv: (v) => isEmpty(v) || patterns.cvv.test(text(v)),
  expMonth: (v) => isEmpty(v) || (/^\d{1,2}$/.test(text(v)) && +text(v) >= 1 && +text(v) <= 12),
  expYear: (v) => isEmpty(v) || (/^\d{4}$/.test(text(v)) && +text(v) >= CARD_YEAR_FIRST && +text(v) <= CARD_YEAR_LAST),
  businessName: (v) => isEmpty(v) || (patterns.businessName.test(text(v)) && countLetters(text(v)) >= 2),
  money: (v) => isEmpty(v) || patterns.money.test(text(v)),
  stock: (v) => isEmpty(v) || patterns.stock.test(text(v)),
  personalId: (v) => isEmpty(v) || patterns.personalId.test(text(v)),
  note: (v) => !isEmpty(v) && text(v).length <= 1000,
  /** A basket quantity: whole number from 1 to 999 999 (spec 000 §5, D12); the stock cap is checked apart. */
  quantity: (v) => isEmpty(v) || patterns.quantity.test(text(v)),
  /** 1 national ID card, 2 passport (001 §9) */
  idType: (v) => isEmpty(v) || ['1', '2'].includes(text(v)),
  /** 1 French, 2 English (001 §9), 3 Arabic (an addition) */
  language: (v) => isEmpty(v) || ['1', '2', '3'].includes(text(v)),
  /** a record id: a positive whole number */
  id: (v) => isEmpty(v) || (/^\d{1,9}$/.test(text(v)) && +text(v) > 0),
  /** checked first on every field (see failedRule): no control characters */
  plainText: (v) => !hasControlChars(v),
  /** checked before the field's own rules (see failedRule): a text is a string, a number a plain decimal */
  plainValue: () => true,
};

/** i18n key of the message shown when a rule fails (messages in `messages.ts`). */
export const ruleMessage = (rule: RuleName) => `validation.${rule}`;

export interface FieldSpec {
  rules: RuleName[];
  /** Code the server answers when this field is the first invalid one (defaults to 4000). */
  code?: number;
}
export type FormSpec = Record<string, FieldSpec>;

export interface FieldError {
  path: string;
  rule: RuleName;
  /** i18n key, see ruleMessage */
  message: string;
}

/**
 * The first rule a field's value fails, if any. A value of the wrong kind (an array, an object, "1e3" for a
 * number, D36) fails first; every text is first checked for control characters (a NUL
 * must never reach the database); tab and line breaks are allowed in texts of several lines.
 */
export function failedRule(rulesOfField: readonly RuleName[], value: unknown): RuleName | undefined {
  if (!hasFieldKind(rulesOfField, value)) {
    // a number field answers its own message ("Invalid amount…") for "1e3", " 12", [1] or true alike
    return rulesOfField.find((rule) => NUMBER_RULES.includes(rule)) ?? 'plainValue';
  }
  const multiline = rulesOfField.some((rule) => MULTILINE_RULES.includes(rule));
  if (hasControlChars(value, multiline) || hasInvisibleFormatting(value)) return 'plainText';
  return rulesOfField.find((rule) => !rules[rule](value));
}

/** Validates values against a form spec; errors are in the spec's field order. */
export function validateForm(spec: FormSpec, values: Record<string, unknown>): FieldError[] {
  const errors: FieldError[] = [];
  for (const [path, field] of Object.entries(spec)) {
    const failed = failedRule(field.rules, values[path]);
    if (failed) errors.push({ path, rule: failed, message: ruleMessage(failed) });
  }
  return errors;
}
