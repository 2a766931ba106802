import { describe, expect, it, vi } from 'vitest';
import { contentText, currentLang, initialLang, intlLocale, storeLang } from '../../src/i18n/lang';

describe('initialLang (spec 000 §1)', () => {
  it('keeps a stored fr, en or ar', () => {
    for (const lang of ['en', 'fr', 'ar']) {
      localStorage.setItem('lang', lang);
      expect(initialLang()).toBe(lang);
    }
  });

  it('sets and stores fr when nothing is stored', () => {
    expect(localStorage.getItem('lang')).toBeNull();
    expect(initialLang()).toBe('fr');
    expect(localStorage.getItem('lang')).toBe('fr');
  });

  it.each(['de', 'EN', 'AR', 'ar-DZ', '', 'null'])('replaces an invalid value %j by fr', (value) => {
    localStorage.setItem('lang', value);
    expect(initialLang()).toBe('fr');
    expect(localStorage.getItem('lang')).toBe('fr');
  });
});

describe('currentLang and storeLang', () => {
  it('reads en and ar, anything else as fr', () => {
    localStorage.setItem('lang', 'en');
    expect(currentLang()).toBe('en');
    localStorage.setItem('lang', 'ar');
    expect(currentLang()).toBe('ar');
    localStorage.setItem('lang', 'xx');
    expect(currentLang()).toBe('fr');
  });

  it('stores the choice, updates <html lang> and tells the open pages', () => {
    const listener = vi.fn();
    window.addEventListener('langchange', listener);
    storeLang('en');
    window.removeEventListener('langchange', listener);
    expect(localStorage.getItem('lang')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(listener).toHaveBeenCalledTimes(1);
    expect((listener.mock.calls[0]![0] as CustomEvent).detail).toBe('en');
  });
});

describe('Arabic (issue 15)', () => {
  it('turns the document right to left, and back', () => {
    storeLang('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    storeLang('fr');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('formats numbers and dates with Latin digits', () => {
    const number = new Intl.NumberFormat(intlLocale('ar')).format(1234567.5);
    expect(number).toMatch(/^[0-9.,\s\u00a0\u202f]+$/);
    expect(
      new Intl.DateTimeFormat(intlLocale('ar'), { year: 'numeric', timeZone: 'UTC' }).format(
        new Date('2026-05-01T00:00:00Z'),
      ),
    ).toContain('2026');
  });
});

describe('contentText (issue 31, D64)', () => {
  const texts = { fr: 'Crème hydratante', en: 'Moisturising cream', ar: 'كريم مرطب' };
  it('gives an Arabic reader the Arabic text when there is one, the French one otherwise', () => {
    expect(contentText('ar', texts)).toBe('كريم مرطب');
    expect(contentText('ar', { ...texts, ar: '' })).toBe('Crème hydratante');
    expect(contentText('ar', { fr: 'Crème', en: 'Cream' })).toBe('Crème');
  });

  it('gives French and English readers their language, never the Arabic', () => {
    expect(contentText('fr', texts)).toBe('Crème hydratante');
    expect(contentText('en', texts)).toBe('Moisturising cream');
    expect(contentText('en', { fr: 'Crème', en: '', ar: 'كريم' })).toBe('Crème');
  });
});
