import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/contract/constants';
import * as arBackOffice from '../../src/i18n/ar/backOfficeAreas';
import * as arShop from '../../src/i18n/ar/index';
import { arabicMessages } from '../../src/i18n/ar/reactAdmin';
import * as enBackOffice from '../../src/i18n/en/backOfficeAreas';
import * as enShop from '../../src/i18n/en/index';
import * as frBackOffice from '../../src/i18n/fr/backOfficeAreas';
import * as frShop from '../../src/i18n/fr/index';

type Tree = Record<string, unknown>;

/** Every leaf of a nested catalogue as "a.b.c" → text (array items by index: the landing slides). */
function leaves(tree: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof tree === 'string') out.set(prefix, tree);
  else if (tree && typeof tree === 'object')
    for (const [k, v] of Object.entries(tree as Tree))
      for (const [key, text] of leaves(v, prefix ? `${prefix}.${k}` : k)) out.set(key, text);
  return out;
}

// the storefront's areas and the back offices' own, each language's
const fr = { ...frShop, ...frBackOffice };
const en = { ...enShop, ...enBackOffice };
const ar = { ...arShop, ...arBackOffice };
const catalogues = { fr, en, ar } as Record<(typeof LANGS)[number], Record<string, Tree>>;
const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();
const forms = (text: string) => text.split('||||').length;

describe('UI catalogues: the same keys in fr, en and ar (issue 15)', () => {
  it('has the same area files in every language', () => {
    expect(Object.keys(catalogues.en).sort()).toEqual(Object.keys(catalogues.fr).sort());
    expect(Object.keys(catalogues.ar).sort()).toEqual(Object.keys(catalogues.fr).sort());
  });

  describe.each(Object.keys(fr))('area %s', (area) => {
    const reference = leaves(catalogues.fr[area]);

    it.each(['en', 'ar'] as const)('%s has every key of fr and no other', (lang) => {
      const keys = [...leaves(catalogues[lang][area]).keys()];
      expect(
        keys.filter((k) => !reference.has(k)),
        'keys fr lacks',
      ).toEqual([]);
      expect(
        [...reference.keys()].filter((k) => !keys.includes(k)),
        `keys ${lang} lacks`,
      ).toEqual([]);
    });

    it.each(['en', 'ar'] as const)('%s fills the same placeholders as fr, and no text is empty', (lang) => {
      for (const [key, text] of leaves(catalogues[lang][area])) {
        expect(text.trim(), `${lang} ${key}`).not.toBe('');
        const wanted = placeholders(reference.get(key)!.split('||||').at(-1)!);
        // a plural's singular form may spell the number out; its last form names every placeholder
        expect([...new Set(placeholders(text.split('||||').at(-1)!))], `${lang} ${key}`).toEqual([...new Set(wanted)]);
      }
    });

    it('ar gives the six Arabic plural forms wherever fr has a plural', () => {
      for (const [key, text] of leaves(catalogues.ar[area]))
        if (forms(reference.get(key) ?? '') > 1) expect(forms(text), key).toBe(6);
    });
  });

  it("react-admin's own texts: ar has exactly the keys of ra-language-english", () => {
    const english = leaves(englishMessages);
    const arabic = leaves(arabicMessages);
    expect([...english.keys()].filter((k) => !arabic.has(k))).toEqual([]);
    expect([...arabic.keys()].filter((k) => !english.has(k))).toEqual([]);
    for (const [key, text] of arabic) if (forms(english.get(key)!) > 1) expect(forms(text), key).toBe(6);
  });

  it('every language is in LANGS and names itself in the switchers', () => {
    expect([...LANGS]).toEqual(['fr', 'en', 'ar']);
    for (const lang of LANGS)
      expect(Object.keys((catalogues[lang].common as { common: { languages: Tree } }).common.languages)).toEqual([
        ...LANGS,
      ]);
  });
});
