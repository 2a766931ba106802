import { describe, expect, test } from 'vitest';
import { changePasswordForm, loginForm, noteForm, pharmacyForm } from '../../src/contract/forms';
import { messages } from '../../src/contract/messages';
import {
  failedRule,
  hasControlChars,
  normalizeValue,
  type RuleName,
  ruleMessage,
  rules,
  validateForm,
} from '../../src/contract/validation';

/** Passing and failing examples of each shared rule, from spec 000 §5 / 001 §5 (and D20 for passwords). */
const table: Record<string, { pass: unknown[]; fail: unknown[] }> = {
  required: { pass: ['x', 0, '0', ' a '], fail: ['', '   ', null, undefined] },
  name: {
    // D48: two-letter surnames (Li, Ba)
    pass: [
      'Ali',
      'Karim Benali',
      'Aït Ahmed',
      'Élodie Béjaïa',
      'Çağlar Şükrü Ğİ',
      'a'.repeat(40),
      'Ab c',
      'Jean-Pierre',
      "O'Neil",
      'Ben-Ali',
      'N’Diaye',
      'Li',
      'Ba',
      'لي',
    ],
    fail: ['L', 'A-', 'Ab1', 'a'.repeat(41), 'Ali!', '   b   ', "A-'", 'Ali/B', 'Ali.', "'-"],
  },
  // D21: real business names
  businessName: {
    pass: [
      "Pharmacie de l'Espoir",
      'Pharmacie Ibn-Sina',
      'Vitamine C 500',
      'Bioderma Sensibio H2O',
      'Dr. Saïd & Fils',
      'Gel (50 ml) 1/2',
      'Ab',
      'a'.repeat(80),
    ],
    fail: ['A', 'A1', '500 g', 'a'.repeat(81), 'Pharma@home', 'Crème #1', 'Prix: 5', 'x_y'],
  },
  // D48: an Algerian postal code has 5 digits
  code_postal: {
    pass: ['16000', '09000', '31000', ' 16000 '],
    fail: ['1', '1600', '160000', '1234567', '12345678', '16a00', '-1600', '16 000'],
  },
  email: {
    pass: ['user@mail.dz', 'first.last@sub.domain.com', 'A.B@C.FR'],
    fail: ['user@mail', 'user@mail.d', 'user@mail.info', 'user mail@x.dz', '@mail.dz', 'user@@mail.dz', 'user@mail.d2'],
  },
  phone: {
    pass: ['12345678', '0550 12 34 56', '+213 550-12-34-56', '(021) 45 67 89', '1'.repeat(20)],
    // D48: a phone has at least 8 digits
    fail: [
      '1234567',
      '1'.repeat(21),
      '0550a12345',
      '0550.12.34.56',
      '--------',
      '(((())))',
      '+ - + - + -',
      '021-45-67',
      '0 2 1 4 5 6 7',
    ],
  },
  rc: {
    // spec 000 §5's form, and the registry's full number as the company's invoice prints it (D48)
    pass: [
      '123456 B13/20',
      '12345 B13/20',
      '123456B13/20',
      '123456 1/20',
      '12345 A1/99',
      '16/00-1234567B12',
      '16/00-1234567 B12',
      '31/00-0123456B20',
    ],
    fail: [
      '1234 B13/20',
      '1234567 B13/20',
      '123456 b13/20',
      '123456 B13/2',
      '123456 B123/20',
      '123456 B13-20',
      '123456  B13/20',
      '16/00-1234567',
      '16/00-1234567b12',
      '16-00-1234567B12',
      '16/00-1234567B123',
    ],
  },
  nif: {
    pass: ['099164925856572', '000000000000000'],
    fail: ['09916492585657', '0991649258565721', '09916492585657A'],
  },
  // D48: a pasted RIB keeps its spaces until the check strips them
  rib: {
    pass: ['00391375826248516535', '0039 1375 8262 4851 6535', '003 91375 8262485165 35'],
    fail: [
      '0039137582624851653',
      '003913758262485165351',
      '0039137582624851653X',
      '0039 1375 8262 4851 653',
      '0039-1375-8262-4851-6535',
    ],
  },
  address: {
    pass: [
      '12, rue Didouche Mourad (Alger)',
      "Rue de l'Indépendance",
      'Cité 500 logements, bât. B',
      'Ab cd',
      'a'.repeat(100),
      'Bt 12 n°3',
      'Lot 12/3',
      'rue #5',
      'Cité n° 7, Bab Ezzouar',
      // D117: as Arabic and French addresses are typed
      'Rue n°3; Bt B',
      'حي 500 مسكن، عمارة ب',
      'حي ٥٠٠ مسكن؛ الطابق ٣',
    ],
    fail: ['Ab c', 'a'.repeat(101), 'rue@5', 'rue_5', 'rue <b>', 'rue 5 | 7', 'rue "5"'],
  },
  description: {
    pass: ['a'.repeat(10), 'a'.repeat(500), 'Crème hydratante.'],
    fail: ['', '   ', 'a'.repeat(9), 'a'.repeat(501), null],
  },
  password: { pass: ['12345678', 'Demo@2026', 'p'.repeat(128)], fail: ['1234567', 'p'.repeat(129)] },
  cardNumber: {
    pass: ['9123456789012345', '9000000000000000'],
    fail: ['4123456789012345', '912345678901234', '91234567890123456', '912345678901234a'],
  },
  cvv: { pass: ['123', '1234', '000'], fail: ['12', '12345', '12a', '1 23'] },
  cardHolder: {
    pass: ['Ali', 'Karim Benali', 'Aït Ahmed', 'a'.repeat(20)],
    fail: ['Al', 'a'.repeat(21), 'Ali 2', 'Ali-Ben', 'A b'],
  },
  plainText: {
    pass: ['Ali', 'é ü ☃ 😀', 12, 'a b'],
    fail: ['a\u0000b', '\u0000', 'a\tb', 'line\nbreak', '\u001b[31m', '\u007f', '\u0085'],
  },
  expMonth: { pass: ['1', '01', '12'], fail: ['0', '13', '1a', '123'] },
  expYear: { pass: ['2025', '2054'], fail: ['2024', '2055', '25', '20a5'] },
};

describe.each(Object.entries(table))('rule %s', (rule, { pass, fail }) => {
  const check = rules[rule as RuleName];
  test.each(pass.map((v) => [v]))('accepts %j', (value) => expect(check(value)).toBe(true));
  test.each(fail.map((v) => [v]))('refuses %j', (value) => expect(check(value)).toBe(false));
});

describe('empty values', () => {
  const mustHaveValue: RuleName[] = ['required', 'description', 'note'];
  test.each((Object.keys(rules) as RuleName[]).filter((r) => !mustHaveValue.includes(r)))(
    '%s passes on an empty value (only required/description refuse it)',
    (rule) => {
      for (const empty of ['', '  ', null, undefined]) expect(rules[rule](empty)).toBe(true);
    },
  );
  test.each(mustHaveValue)('%s refuses an empty value', (rule) => {
    for (const empty of ['', '  ', null, undefined]) expect(rules[rule](empty)).toBe(false);
  });
});

test('every rule has its message in French and in English', () => {
  for (const rule of Object.keys(rules) as RuleName[]) {
    expect(messages.fr[ruleMessage(rule)], rule).toMatch(/\S/);
    expect(messages.en[ruleMessage(rule)], rule).toMatch(/\S/);
  }
});

describe('validateForm', () => {
  test('lists the failing fields in the form’s order with the first failing rule of each', () => {
    const errors = validateForm(pharmacyForm, {
      pharm_name: 'Pharmacie El Amel',
      pharm_email: 'not-an-email',
      pharm_phone1: '',
      rc: '123456 B13/20',
      nif: '123',
      rib: '00391375826248516535',
      zip: '16000',
      adress1: '14, rue des Frères Bouadou',
      poc_email: '',
    });
    expect(errors.map((e) => [e.path, e.rule])).toEqual([
      ['pharm_email', 'email'],
      ['pharm_phone1', 'required'],
      ['nif', 'nif'],
    ]);
    expect(errors[0]!.message).toBe('validation.email');
  });

  test('a valid form has no errors; optional fields may be absent', () => {
    expect(validateForm(loginForm, { email: 'pharmacy@demo.dz', password: 'x' })).toEqual([]);
    expect(
      validateForm(pharmacyForm, {
        pharm_name: 'Pharmacie El Amel',
        pharm_email: 'pharmacy@demo.dz',
        pharm_phone1: '023 79 89 75',
        rc: '127977 B16/14',
        nif: '099164925856572',
        rib: '00391375826248516535',
        zip: '16035',
        adress1: '14, rue des Frères Bouadou',
      }),
    ).toEqual([]);
  });

  test('the sign-in and password forms carry the codes of spec 000 §8', () => {
    expect(loginForm.email!.code).toBe(4001);
    expect(loginForm.password!.code).toBe(4002);
    expect(changePasswordForm.old_pw!.code).toBe(4001);
    expect(changePasswordForm.new_pw!.code).toBe(4002);
    expect(validateForm(changePasswordForm, { old_pw: 'old password', new_pw: 'short' }).map((e) => e.path)).toEqual([
      'new_pw',
    ]);
  });
});

describe('control characters (issue 9)', () => {
  test('are refused in every field with the field’s own code, before its other rules', () => {
    const errors = validateForm(loginForm, { email: 'pharmacy\u0000@demo.dz', password: 'Demo@2026\u0001' });
    expect(errors.map((e) => [e.path, e.rule])).toEqual([
      ['email', 'plainText'],
      ['password', 'plainText'],
    ]);
    expect(loginForm[errors[0]!.path]!.code).toBe(4001);
  });

  test('texts of several lines keep tab and line breaks but never NUL or escape', () => {
    expect(failedRule(noteForm.note!.rules, 'First line\n\tsecond line\r\n')).toBeUndefined();
    expect(failedRule(noteForm.note!.rules, 'a note\u0000')).toBe('plainText');
    expect(failedRule(noteForm.note!.rules, 'a note \u001b[2J')).toBe('plainText');
    expect(failedRule(['required', 'address'], 'Rue\nDidouche')).toBe('plainText');
  });

  test('only texts can hold them', () => {
    expect(hasControlChars(0)).toBe(false);
    expect(hasControlChars(null)).toBe(false);
    expect(hasControlChars({ a: '\u0000' })).toBe(false);
    expect(hasControlChars('\n', true)).toBe(false);
    expect(hasControlChars('\u0000', true)).toBe(true);
  });
});

describe('normalizeValue (D48)', () => {
  test('a RIB loses its spaces, as the form and the server store it', () => {
    expect(normalizeValue('rib', ' 0039 1375 8262 4851 6535 ')).toBe('00391375826248516535');
    expect(validateForm(pharmacyForm, { rib: '0039 1375 8262 4851 6535' }).some((e) => e.path === 'rib')).toBe(false);
  });
  test('every other value is kept as typed', () => {
    expect(normalizeValue('nif', '0991 6492')).toBe('0991 6492');
    expect(normalizeValue('phone', '0550 12 34 56')).toBe('0550 12 34 56');
    expect(normalizeValue('rib', 12)).toBe(12);
  });
});
