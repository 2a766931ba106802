import { describe, expect, it, vi } from 'vitest';
import { click, field, screen, type, waitFor } from '../../tests/support/component';
import { answer, mockPharmacyApi, ok, refused, renderStorefront } from '../../tests/support/storefront';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { LoginForm } from './LoginForm';
import { RaAuthKit } from './RaAuthKit';

mockPharmacyApi();

const renderForgot = (onClose = vi.fn(), lang: 'fr' | 'en' = 'en') => ({
  ...renderStorefront(
    <RaAuthKit>
      <ForgotPasswordDialog role="pharmacy" open initialEmail="" onClose={onClose} />
    </RaAuthKit>,
    { lang, signedIn: false },
  ),
  onClose,
});

describe('forgot password dialog', () => {
  it('opens from the sign-in form with the typed e-mail', async () => {
    const { t } = renderStorefront(
      <RaAuthKit>
        <LoginForm role="pharmacy" redirectTo="/pharmacy/dashboard" />
      </RaAuthKit>,
      { signedIn: false },
    );
    type(field(t('auth.login.email')), ' pharmacy@demo.dz ');
    click(t('auth.login.forgot'));
    const dialog = await screen.findByRole('dialog', { name: t('auth.forgot.title') });
    expect(field(t('auth.forgot.email'), dialog)).toHaveValue('pharmacy@demo.dz');
  });

  it('refuses an empty e-mail without calling the server', async () => {
    const sent = answer('post', '/pharmacy/login/forget_pw', () => ok());
    const { t } = renderForgot();
    click(t('auth.forgot.send'));
    expect(await screen.findByRole('alert')).toHaveTextContent(t('auth.forgot.emptyEmail'));
    expect(sent).toEqual([]);
  });

  it("translates the server's refusals: malformed e-mail, unknown account", async () => {
    answer('post', '/pharmacy/login/forget_pw', (body) =>
      (body as { email: string }).email.includes('@') ? refused(4041, null, 404) : refused(4001),
    );
    const { t } = renderForgot(vi.fn(), 'fr');
    type(field(t('auth.forgot.email')), 'pharmacie');
    click(t('auth.forgot.send'));
    expect(await screen.findByRole('alert')).toHaveTextContent(t('auth.forgot.invalidEmail'));
    type(field(t('auth.forgot.email')), 'nobody@nowhere.dz');
    click(t('auth.forgot.send'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(t('auth.forgot.notFound')));
  });

  it('sends the e-mail, says the link is on its way and closes', async () => {
    const sent = answer('post', '/pharmacy/login/forget_pw', () => ok());
    const { t, onClose } = renderForgot();
    type(field(t('auth.forgot.email')), ' pharmacy@demo.dz');
    click(t('auth.forgot.send'));
    expect(await screen.findByText(t('auth.forgot.sent'))).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(sent).toEqual([{ email: 'pharmacy@demo.dz' }]);
  });
});
