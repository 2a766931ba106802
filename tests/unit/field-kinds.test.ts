import { describe, expect, it } from 'vitest';
import { addressForm, basketLineForm, cardForm, pharmacyForm, productForm } from '../../src/contract/forms';
import { failedRule, hasFieldKind, isPlainNumber, rules, validateForm } from '../../src/contract/validation';

/** Issue 26 §8 and §13 (D36, D38): a field's value is of its kind, never coerced; e-mails a mailer reads as one address. */

describe('field kinds (D36)', () => {
  it('a text field takes a JSON string only', () => {
    for (const bad of [['not', 'a', 'string'], { a: 1 }, true, 12])
      expect(failedRule(addressForm.address!.rules, bad), JSON.stringify(bad)).toBe('plainValue');
    expect(failedRule(addressForm.address!.rules, 'Rue Didouche Mourad 12')).toBeUndefined();
  });

  it('a number field takes a JSON number or a plain decimal string', () => {
    const { rules: quantity } = basketLineForm.quantity!;
    for (const good of [3, '3', '12']) expect(failedRule(quantity, good), String(good)).toBeUndefined();
    // refused with the field's own message
    for (const bad of [
      '1e3',
      ' 12',
      '12 ',
      '0x10',
      '+3',
      '-3',
      '3,5',
      [1],
      ['1'],
      { v: 1 },
      true,
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ])
      expect(failedRule(quantity, bad), JSON.stringify(bad)).toBe('quantity');
    expect(hasFieldKind(quantity, [1])).toBe(false);
    expect(hasFieldKind(quantity, ' 12')).toBe(false);
    expect(failedRule(productForm.price!.rules, ' 12')).toBe('money');
    expect(failedRule(productForm.price!.rules, '1e3')).toBe('money');
    expect(isPlainNumber('12.5')).toBe(true);
    expect(isPlainNumber('1e3')).toBe(false);
    expect(isPlainNumber('.5')).toBe(false);
  });

  it('a text written in digits also takes a whole JSON number it carries exactly, as the original forms send it', () => {
    expect(failedRule(pharmacyForm.nif!.rules, 161600012345678)).toBeUndefined();
    expect(failedRule(pharmacyForm.zip!.rules, 31000)).toBeUndefined();
    expect(failedRule(pharmacyForm.zip!.rules, '31000')).toBeUndefined();
    // a fraction, a negative, a 20-digit RIB beyond 2^53 and any other kind stay refused
    for (const bad of [3.5, -31000, [31000]])
      expect(hasFieldKind(pharmacyForm.zip!.rules, bad), JSON.stringify(bad)).toBe(false);
    // a string is a text: its own rule judges it
    expect(failedRule(pharmacyForm.zip!.rules, '3e4')).toBe('code_postal');
    expect(hasFieldKind(pharmacyForm.rib!.rules, 2 ** 53 + 2)).toBe(false);
    // an ordinary text field still takes no number
    expect(hasFieldKind(addressForm.address!.rules, 12)).toBe(false);
  });

  it('a leading zero is left to the field’s rule', () => {
    expect(failedRule(productForm.price!.rules, '012')).toBeUndefined();
    expect(failedRule(basketLineForm.quantity!.rules, '012')).toBe('quantity');
  });

  it('absent, null and empty values are left to `required`', () => {
    expect(hasFieldKind(['required', 'quantity'], undefined)).toBe(true);
    expect(failedRule(cardForm.card_name!.rules, null)).toBe('required');
    expect(validateForm(addressForm, { address: ['Rue Didouche Mourad 12'] })).toEqual([
      { path: 'address', rule: 'plainValue', message: 'validation.plainValue' },
    ]);
  });
});

describe('e-mail addresses a mailer reads as another (issue 26 §13, D38)', () => {
  it.each([
    'a@b.dz,c@d.dz',
    'victim@demo.dz<x@evil.dz>',
    'x>@demo.dz',
    '"a"@demo.dz',
    'a;b@demo.dz',
    'a(b)@demo.dz',
    'a\u200b@demo.dz',
    'a\u00ad@demo.dz',
    'a\u2060b@demo.dz',
    'a\ufeff@demo.dz',
    'a\u00a0b@demo.dz',
    'a b@demo.dz',
  ])('%j is refused', (email) => expect(rules.email(email)).toBe(false));

  it('keeps spec 000 §5’s rule for ordinary addresses', () => {
    for (const email of ['pharmacy@demo.dz', 'amina.benali+orders@exemple.com', "o'neil@mail.fr"])
      expect(rules.email(email), email).toBe(true);
    expect(rules.email('a@b.info')).toBe(false);
  });
});
