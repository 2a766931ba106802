import { describe, expect, it } from 'vitest';
import { foldSearch, matchedParts, searchWords } from '../../src/contract/search';

describe('foldSearch (issue 31, D65)', () => {
  it('folds the alef variants to ا', () => {
    expect(foldSearch('أ إ آ ٱ ا')).toBe('ا ا ا ا ا');
    expect(foldSearch('إبرة')).toBe(foldSearch('ابره'));
  });

  it('folds ى to ي and ة to ه', () => {
    expect(foldSearch('مستشفى')).toBe('مستشفي');
    expect(foldSearch('كريمة')).toBe('كريمه');
  });

  it('removes tashkeel and tatweel', () => {
    expect(foldSearch('كْرِيمٌ')).toBe('كريم');
    expect(foldSearch('شَدَّة')).toBe('شده');
    expect(foldSearch('فيتامين')).toBe(foldSearch('فيـــتاميـن'));
    expect(foldSearch('رحمٰن')).toBe('رحمن');
  });

  it('keeps the other Arabic letters as written (ؤ, ئ, ء are letters of their own)', () => {
    expect(foldSearch('مؤشر رئة ماء')).toBe('مؤشر رئه ماء');
  });

  it('folds French case and accents', () => {
    expect(foldSearch('Crème ÉCLAT Çà Où')).toBe('creme eclat ca ou');
  });

  it('folds mixed Latin and Arabic text, digits and punctuation kept', () => {
    expect(foldSearch('Crème كريمةٌ SPF-50 أطفال')).toBe('creme كريمه spf-50 اطفال');
  });

  it('splits a typed search into folded words, at most 100 characters read', () => {
    expect(searchWords('  Crème   أَطفال ')).toEqual(['creme', 'اطفال']);
    expect(searchWords('')).toEqual([]);
    expect(searchWords('a'.repeat(150))).toEqual(['a'.repeat(100)]);
  });
});

describe('matchedParts', () => {
  it('marks the matched letters of the shown text, accents kept', () => {
    expect(matchedParts('Crème hydratante', 'creme')).toEqual([
      { text: 'Crème', match: true },
      { text: ' hydratante', match: false },
    ]);
  });

  it('marks Arabic matches across variants and marks, the marks of a matched letter included', () => {
    expect(matchedParts('كريمةٌ مرطبة', 'كريمه')).toEqual([
      { text: 'كريمةٌ', match: true },
      { text: ' مرطبة', match: false },
    ]);
    expect(matchedParts('أقراص', 'اقر')).toEqual([
      { text: 'أقر', match: true },
      { text: 'اص', match: false },
    ]);
  });

  it('marks every word and every occurrence', () => {
    expect(matchedParts('Gel gel douche', 'gel dou')).toEqual([
      { text: 'Gel', match: true },
      { text: ' ', match: false },
      { text: 'gel', match: true },
      { text: ' ', match: false },
      { text: 'dou', match: true },
      { text: 'che', match: false },
    ]);
  });

  it('marks nothing for an empty search or a text found by similarity only', () => {
    expect(matchedParts('Crème', '')).toEqual([{ text: 'Crème', match: false }]);
    expect(matchedParts('Crème', 'cremme')).toEqual([{ text: 'Crème', match: false }]);
  });
});
