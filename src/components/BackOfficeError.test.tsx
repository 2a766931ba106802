import { describe, expect, it, vi } from 'vitest';
import { click, renderWithAdmin, screen } from '../../tests/support/component';
import { BackOfficeError } from './BackOfficeError';

describe("a back office's crash screen", () => {
  it('says something went wrong, in the reader’s language, and retries', async () => {
    const reset = vi.fn();
    const { t } = renderWithAdmin(<BackOfficeError error={new Error('boom')} resetErrorBoundary={reset} />, {
      lang: 'fr',
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t('ra.page.error'));
    expect(alert).toHaveTextContent(t('ra.message.error'));
    expect(alert).not.toHaveTextContent('boom');
    click(t('ra.action.refresh'));
    expect(reset).toHaveBeenCalled();
  });
});
