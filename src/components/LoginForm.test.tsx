import { describe, expect, it } from 'vitest';
import { click, field, screen, type } from '../../tests/support/component';
import { answer, mockPharmacyApi, ok, refused, renderStorefront } from '../../tests/support/storefront';
import { LoginForm } from './LoginForm';
import { RaAuthKit } from './RaAuthKit';

mockPharmacyApi();

const renderLogin = (lang: 'fr' | 'en' = 'en') =>
  renderStorefront(
    <RaAuthKit>
      <LoginForm role="pharmacy" redirectTo="/pharmacy/dashboard" />
    </RaAuthKit>,
    { lang, signedIn: false, otherPages: { '/pharmacy/dashboard': <p>dashboard</p> } },
  );

describe('pharmacy sign-in form', () => {
  it('asks for both fields before calling the server', async () => {
    const sent = answer('post', '/pharmacy/login', () => ok([]));
    const { t } = renderLogin();
    type(field(t('auth.login.email')), 'pharmacy@demo.dz');
    click(t('auth.login.submit'));
    expect(await screen.findByRole('alert')).toHaveTextContent(t('auth.login.fillBoth'));
    expect(sent).toEqual([]);
  });

  it("says the credentials are wrong in the user's language, and stays signed out", async () => {
    answer('post', '/pharmacy/login', () => refused(4011, 'Identifiants incorrects', 401));
    const { t } = renderLogin('fr');
    type(field(t('auth.login.email')), 'pharmacy@demo.dz');
    type(field(t('auth.login.password')), 'not-the-password');
    click(t('auth.login.submit'));
    expect(await screen.findByRole('alert')).toHaveTextContent(t('auth.error.wrongCredentials'));
    expect(localStorage.getItem('pharmacy_access_token')).toBeNull();
  });

  it('sends the trimmed e-mail and the password, keeps the tokens and opens the dashboard', async () => {
    const sent = answer('post', '/pharmacy/login', () =>
      ok([{ pharmacy_access_token: 'a1', pharmacy_refresh_token: 'r1' }]),
    );
    const { t } = renderLogin();
    type(field(t('auth.login.email')), '  pharmacy@demo.dz ');
    type(field(t('auth.login.password')), 'Demo@2026');
    click(t('auth.login.submit'));
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'pharmacy@demo.dz', password: 'Demo@2026' }]);
    expect(localStorage.getItem('pharmacy_access_token')).toBe('a1');
  });
});
