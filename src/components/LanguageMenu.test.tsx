import { describe, expect, it } from 'vitest';
import { renderWithAdmin, screen } from '../../tests/support/component';
import { LanguageMenu } from './LanguageMenu';

describe('language menu button', () => {
  it.each([
    ['fr', 'FR (langue)', 'FR'],
    ['en', 'EN (language)', 'EN'],
    ['ar', 'العربية (اللغة)', 'العربية'],
  ] as const)(
    'in %s its accessible name starts with what it shows (WCAG label in name, issues 27 §19 and 38 §18)',
    async (lang, name, shown) => {
      renderWithAdmin(<LanguageMenu />, { lang });
      const button = await screen.findByRole('button', { name });
      expect(button).toHaveTextContent(shown);
      expect(button.getAttribute('aria-label')!.startsWith(button.textContent!)).toBe(true);
    },
  );
});
