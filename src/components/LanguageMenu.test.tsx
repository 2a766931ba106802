import { describe, expect, it } from 'vitest';
import { renderWithAdmin, screen } from '../../tests/support/component';
import { LanguageMenu } from './LanguageMenu';

describe('language menu button', () => {
  it.each([
    ['fr', 'Langue : FR', 'FR'],
    ['en', 'Language: EN', 'EN'],
    ['ar', 'اللغة: العربية', 'العربية'],
  ] as const)(
    'in %s its accessible name holds what it shows (WCAG label in name, issue 27 §19)',
    async (lang, name, shown) => {
      renderWithAdmin(<LanguageMenu />, { lang });
      const button = await screen.findByRole('button', { name });
      expect(button).toHaveTextContent(shown);
      expect(button.getAttribute('aria-label')).toContain(button.textContent);
    },
  );
});
