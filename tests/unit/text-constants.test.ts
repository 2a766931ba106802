import { describe, expect, it } from 'vitest';
import { DEFAULT_TAX_RATE, LANGS, MAX_ADDRESSES } from '../../src/contract/constants';
import { PREPARATION_BUSINESS_HOURS } from '../../src/contract/fulfilment';
import { messages, translate } from '../../src/contract/messages';
import { TEXT_CONSTANT_PLACEHOLDER } from '../../src/contract/textConstants';
import { backOfficeCatalogues, liteCatalogues, shopCatalogues } from '../../src/i18n/catalogues';

const strings = (texts: unknown): string[] =>
  typeof texts === 'string' ? [texts] : texts && typeof texts === 'object' ? Object.values(texts).flatMap(strings) : [];

/** Issue 39 §6: the rules' numbers come from the constants, never typed into a text. */
describe('texts quoting a rule take its number from the constants', () => {
  it('no catalogue, browser or server, writes the preparation time, the address limit or the VAT rate itself', async () => {
    const catalogues = await Promise.all(
      LANGS.flatMap((lang) => [liteCatalogues.load(lang), shopCatalogues.load(lang), backOfficeCatalogues.load(lang)]),
    );
    const texts = [...catalogues.flatMap(strings), ...LANGS.flatMap((lang) => Object.values(messages[lang]))];
    // every placeholder of a constant is filled when the catalogue loads
    expect(texts.filter((t) => t.match(TEXT_CONSTANT_PLACEHOLDER))).toEqual([]);
    const typed = new RegExp(
      [
        `\\b${PREPARATION_BUSINESS_HOURS}\\s*(heures|hours|ساعة)`,
        `(deux|two) (adresses|addresses)`,
        'عنوانان',
        `(TVA|VAT) \\(?${DEFAULT_TAX_RATE}\\s?%`,
      ].join('|'),
      'i',
    );
    const sources = await import.meta.glob(['../../src/i18n/*/*.ts', '../../src/contract/messages/**/*.ts'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const offending = Object.entries(sources as Record<string, string>).filter(([, source]) => typed.test(source));
    expect(offending.map(([file]) => file)).toEqual([]);
  });

  it('fills the numbers in, in each language', async () => {
    const fr = await liteCatalogues.load('fr');
    expect(JSON.stringify(fr)).toContain(`24 à ${PREPARATION_BUSINESS_HOURS} heures ouvrées`);
    expect(translate('en', 'pharmacy.addressLimit')).toBe(`Limit reached: ${MAX_ADDRESSES} addresses at most.`);
    expect(translate('ar', 'pharmacy.addressLimit')).toContain(String(MAX_ADDRESSES));
  });
});
