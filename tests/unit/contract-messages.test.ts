import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/contract/constants';
import { shown as arShown } from '../../src/contract/messages/ar/shown';
import { shown as enShown } from '../../src/contract/messages/en/shown';
import { shown as frShown } from '../../src/contract/messages/fr/shown';
import { catalogues, translate } from '../../src/contract/messages/index';
import { shownCatalogues } from '../../src/contract/messages/shown';

/** Every server text (meta messages, invoice PDF, mails, sandbox page) exists in every language (issue 15). */
describe('server catalogues', () => {
  const placeholders = (s: string) => [...new Set(s.match(/%\{\w+\}/g) ?? [])].sort();

  it.each(Object.entries(catalogues))('%s has every key in fr, en and ar, none empty', (_, catalogue) => {
    const keys = Object.keys(catalogue.fr).sort();
    expect(keys.length).toBeGreaterThan(0);
    for (const lang of LANGS) {
      const texts: Record<string, string> = catalogue[lang];
      expect(Object.keys(texts).sort(), lang).toEqual(keys);
      for (const key of keys) expect(texts[key]!.trim(), `${lang} ${key}`).not.toBe('');
    }
  });

  it.each(Object.entries(catalogues))(
    '%s: each translation fills the placeholders the French one does',
    (_, catalogue) => {
      for (const key of Object.keys(catalogue.fr)) {
        const fr = catalogue.fr[key as keyof typeof catalogue.fr] as string;
        // a plural form may leave the count out ("دينار واحد"): compare the other placeholders
        const expected = placeholders(fr).filter((p) => p !== '%{smart_count}');
        for (const lang of LANGS) {
          const text = (catalogue[lang] as Record<string, string>)[key]!;
          const found = placeholders(text).filter((p) => p !== '%{smart_count}');
          // Arabic singular and dual forms may spell the number out instead of %{words}
          expect(
            found.filter((p) => !expected.includes(p)),
            `${lang} ${key}`,
          ).toEqual([]);
          if (!text.includes('||||')) expect(found, `${lang} ${key}`).toEqual(expected);
        }
      }
    },
  );

  it('keys are unique across catalogues (one merged dictionary)', () => {
    const all = Object.values(catalogues).flatMap((c) => Object.keys(c.fr));
    expect(all.length).toBe(new Set(all).size);
  });

  it('no text keeps a "(s)" plural', () => {
    for (const catalogue of Object.values(catalogues))
      for (const lang of LANGS)
        for (const text of Object.values(catalogue[lang] as Record<string, string>)) expect(text).not.toMatch(/\(s\)/);
  });
});

describe('shown texts of one language', () => {
  it.each([
    ['fr', frShown],
    ['en', enShown],
    ['ar', arShown],
  ] as const)('%s: every shown catalogue of that language, merged', (lang, shown) => {
    const merged = Object.assign({}, ...Object.values(shownCatalogues).map((catalogue) => catalogue[lang])) as Record<
      string,
      string
    >;
    expect(shown).toEqual(merged);
  });
});

describe('translate', () => {
  it('fills placeholders and falls back to French, then to the key', () => {
    expect(translate('en', 'mail.invoice.title', { order: 'CMD-1' })).toBe('Invoice for order CMD-1');
    expect(translate('ar', 'no.such.key')).toBe('no.such.key');
  });

  it('chooses French and English plurals (0 and 1 singular in French, 1 alone in English)', () => {
    expect(translate('fr', 'server.rateLimited', { smart_count: 1 })).toBe(
      'Trop de tentatives. Réessayez dans 1 minute.',
    );
    expect(translate('fr', 'server.rateLimited', { smart_count: 15 })).toBe(
      'Trop de tentatives. Réessayez dans 15 minutes.',
    );
    expect(translate('en', 'server.rateLimited', { smart_count: 0 })).toBe(
      'Too many attempts. Try again in 0 minutes.',
    );
    expect(translate('en', 'server.rateLimited', { smart_count: 1 })).toBe('Too many attempts. Try again in 1 minute.');
  });

  it.each([
    [1, 'محاولات كثيرة جدًا. أعد المحاولة بعد دقيقة واحدة.'],
    [2, 'محاولات كثيرة جدًا. أعد المحاولة بعد دقيقتين.'],
    [3, 'محاولات كثيرة جدًا. أعد المحاولة بعد 3 دقائق.'],
    [10, 'محاولات كثيرة جدًا. أعد المحاولة بعد 10 دقائق.'],
    [15, 'محاولات كثيرة جدًا. أعد المحاولة بعد 15 دقيقة.'],
    [100, 'محاولات كثيرة جدًا. أعد المحاولة بعد 100 دقيقة.'],
    [103, 'محاولات كثيرة جدًا. أعد المحاولة بعد 103 دقائق.'],
  ])('chooses among the six Arabic plural forms: %i', (n, text) => {
    expect(translate('ar', 'server.rateLimited', { smart_count: n })).toBe(text);
  });

  it('without a count, a plural message gives its first form', () => {
    expect(translate('en', 'admin.categoryInUse')).toBe(
      'This category still holds %{smart_count} product. Move it to another category or delete it first.',
    );
  });
});
