import { describe, expect, it } from 'vitest';
import { canSubmitQuantity, clampQuantity } from '../../src/storefront/catalogue/quantity';

describe('quantity inputs (spec 000 §5)', () => {
  it.each([
    ['3', 10, { value: 3, beyond: false }],
    ['10', 10, { value: 10, beyond: false }],
    ['11', 10, { value: 10, beyond: true }],
    ['99999999999', 4, { value: 4, beyond: true }],
    ['-2', 10, { value: 0, beyond: false }],
    ['abc', 10, { value: 0, beyond: false }],
    ['2.7', 10, { value: 2, beyond: false }],
    ['', 10, { value: '', beyond: false }],
    ['  ', 10, { value: '', beyond: false }],
    ['1', 0, { value: 0, beyond: true }],
    [5, 3, { value: 3, beyond: true }],
  ])('%j with stock %i gives %j', (raw, stock, expected) => {
    expect(clampQuantity(raw, stock)).toEqual(expected);
  });

  it('disables the button on 0, empty or unchanged', () => {
    expect(canSubmitQuantity(0, 0)).toBe(false);
    expect(canSubmitQuantity('', 2)).toBe(false);
    expect(canSubmitQuantity(2, 2)).toBe(false);
    expect(canSubmitQuantity(3, 2)).toBe(true);
    expect(canSubmitQuantity(1, 0)).toBe(true);
  });
});
