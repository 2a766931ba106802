import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESET_REDIRECT_MS } from '../contract/constants';
import { act, click, field, screen, type } from '../../tests/support/component';
import { answer, mockPharmacyApi, ok, refused, renderStorefront } from '../../tests/support/storefront';
import { ResetPasswordForm } from './ResetPasswordForm';

mockPharmacyApi();
afterEach(() => vi.useRealTimers());

const renderReset = (token: string | null = 'tok-123', lang: 'fr' | 'en' = 'en') =>
  renderStorefront(<ResetPasswordForm role="pharmacy" token={token} lang={lang} loginPath="/pharmacy/login" />, {
    lang,
    signedIn: false,
    otherPages: { '/pharmacy/login': <p>sign-in page</p> },
  });

function fill(t: (key: string) => string, password: string, confirm = password) {
  type(field(t('auth.reset.newPassword')), password);
  type(field(t('auth.reset.confirmPassword')), confirm);
}

describe('reset password form', () => {
  it('says so when the link has no token', () => {
    const { t } = renderReset(null);
    expect(screen.getByTestId('reset-message')).toHaveTextContent(t('auth.reset.missingToken'));
  });

  it('asks for both fields, then for matching passwords, before calling the server', async () => {
    const sent = answer('post', '/pharmacy/reset_pw', () => ok());
    const { t } = renderReset('tok-123', 'fr');
    type(field(t('auth.reset.newPassword')), 'Nouveau@2026');
    click(t('auth.reset.submit'));
    expect(await screen.findByRole('alert')).toHaveTextContent(t('auth.reset.fillAll'));
    fill(t, 'Nouveau@2026', 'Nouveau@2027');
    click(t('auth.reset.submit'));
    expect(await screen.findByText(t('auth.reset.mismatch'))).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("shows the server's message when the link is refused", async () => {
    answer('post', '/pharmacy/reset_pw', () => refused(4001, 'Ce lien a expiré.'));
    const { t } = renderReset();
    fill(t, 'Nouveau@2026');
    click(t('auth.reset.submit'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien a expiré.');
  });

  it(`sends the new password with the token, then leads to the sign-in ${RESET_REDIRECT_MS} ms later`, async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const sent = answer('post', '/pharmacy/reset_pw', async () => (await gate, ok()));
    const { t } = renderReset();
    fill(t, 'Nouveau@2026');
    click(t('auth.reset.submit'));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    // from the answer on, the clock is simulated: the redirect must wait RESET_REDIRECT_MS of it
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    release();
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(t('auth.reset.success')), {
      interval: 0,
    });
    expect(sent).toEqual([{ new_pass: 'Nouveau@2026', et: 'tok-123' }]);
    await act(async () => void vi.advanceTimersByTime(RESET_REDIRECT_MS - 1));
    expect(screen.queryByText('sign-in page')).toBeNull();
    await act(async () => void vi.advanceTimersByTime(1));
    expect(screen.getByText('sign-in page')).toBeInTheDocument();
  });
});
