import { describe, expect, it } from 'vitest';
import { amountInWords, englishNumber, frenchNumber } from '../../server/invoices/amountInWords';

describe('frenchNumber', () => {
  it.each([
    [0, 'zéro'],
    [1, 'un'],
    [16, 'seize'],
    [17, 'dix-sept'],
    [21, 'vingt et un'],
    [22, 'vingt-deux'],
    [71, 'soixante et onze'],
    [72, 'soixante-douze'],
    [80, 'quatre-vingts'],
    [81, 'quatre-vingt-un'],
    [91, 'quatre-vingt-onze'],
    [99, 'quatre-vingt-dix-neuf'],
    [100, 'cent'],
    [101, 'cent un'],
    [200, 'deux cents'],
    [201, 'deux cent un'],
    [1000, 'mille'],
    [1001, 'mille un'],
    [2000, 'deux mille'],
    [80_000, 'quatre-vingt mille'],
    [200_000, 'deux cent mille'],
    [21_000, 'vingt et un mille'],
    [1_000_000, 'un million'],
    [2_000_000, 'deux millions'],
    [200_000_000, 'deux cents millions'],
    [80_000_000, 'quatre-vingts millions'],
    [1_000_000_000, 'un milliard'],
    [123_456_789, 'cent vingt-trois millions quatre cent cinquante-six mille sept cent quatre-vingt-neuf'],
  ])('%i → %s', (n, words) => expect(frenchNumber(n)).toBe(words));
});

describe('englishNumber', () => {
  it.each([
    [0, 'zero'],
    [13, 'thirteen'],
    [40, 'forty'],
    [45, 'forty-five'],
    [100, 'one hundred'],
    [1_469, 'one thousand four hundred sixty-nine'],
    [2_000_000, 'two million'],
    [1_000_001, 'one million one'],
    [987_654_321, 'nine hundred eighty-seven million six hundred fifty-four thousand three hundred twenty-one'],
  ])('%i → %s', (n, words) => expect(englishNumber(n)).toBe(words));
});

describe('amountInWords', () => {
  it('writes dinars and centimes in French', () => {
    expect(amountInWords(240_400, 'fr')).toBe('deux mille quatre cent quatre dinars algériens');
    expect(amountInWords(123_450, 'fr')).toBe('mille deux cent trente-quatre dinars algériens et cinquante centimes');
    expect(amountInWords(101, 'fr')).toBe('un dinar algérien et un centime');
    expect(amountInWords(5, 'fr')).toBe('zéro dinar algérien et cinq centimes');
    expect(amountInWords(100_000_000, 'fr')).toBe('un million de dinars algériens');
  });
  it('writes dinars and centimes in English', () => {
    expect(amountInWords(146_911, 'en')).toBe(
      'one thousand four hundred sixty-nine Algerian dinars and eleven centimes',
    );
    expect(amountInWords(100, 'en')).toBe('one Algerian dinar');
    expect(amountInWords(0, 'en')).toBe('zero Algerian dinars');
  });
  it('refuses what is not a whole number of centimes', () => {
    expect(() => amountInWords(-1, 'fr')).toThrow(RangeError);
    expect(() => amountInWords(1.5, 'en')).toThrow(RangeError);
  });
});

describe('amountInWords in Arabic', () => {
  it.each([
    [100, 'دينار جزائري واحد'],
    [200, 'ديناران جزائريان'],
    [500, 'خمسة دنانير جزائرية'],
    [1_100, 'أحد عشر دينارًا جزائريًا'],
    [119_000, 'ألف ومائة وتسعون دينارًا جزائريًا'],
    [120_000, 'ألف ومئتان دينار جزائري'],
    [146_911, 'ألف وأربعمائة وتسعة وستون دينارًا جزائريًا وأحد عشر سنتيمًا'],
    [101, 'دينار جزائري واحد وسنتيم واحد'],
    [5, 'صفر دينار جزائري وخمسة سنتيمات'],
  ])('%i centimes → %s', (centimes, words) => expect(amountInWords(centimes, 'ar')).toBe(words));
});
