import { describe, expect, it, vi } from 'vitest';
import { currentLang, initialLang, storeLang } from '../../src/i18n/lang';

describe('initialLang (spec 000 §1)', () => {
  it('keeps a stored fr or en', () => {
    localStorage.setItem('lang', 'en');
    expect(initialLang()).toBe('en');
    localStorage.setItem('lang', 'fr');
    expect(initialLang()).toBe('fr');
  });

  it('sets and stores fr when nothing is stored', () => {
    expect(localStorage.getItem('lang')).toBeNull();
    expect(initialLang()).toBe('fr');
    expect(localStorage.getItem('lang')).toBe('fr');
  });

  it.each(['de', 'EN', 'ar', '', 'null'])('replaces an invalid value %j by fr', (value) => {
    localStorage.setItem('lang', value);
    expect(initialLang()).toBe('fr');
    expect(localStorage.getItem('lang')).toBe('fr');
  });
});

describe('currentLang and storeLang', () => {
  it('reads en, anything else as fr', () => {
    localStorage.setItem('lang', 'en');
    expect(currentLang()).toBe('en');
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
