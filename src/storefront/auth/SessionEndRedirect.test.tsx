import { describe, expect, it } from 'vitest';
import { click, clickWhenShown, screen } from '../../../tests/support/component';
import { answer, mockPharmacyApi, ok, refused, renderStorefront } from '../../../tests/support/storefront';
import { AddressesTab } from '../profile/AddressesTab';
import { CardsTab } from '../profile/CardsTab';
import { SessionEndRedirect } from './SessionEndRedirect';

mockPharmacyApi();

const invalidSession = () => refused(4041, 'Session expired', 401);
const loginPage = { '/pharmacy/login': <div data-testid="login-page" /> };

describe('pharmacy session end, handled once for every screen', () => {
  it('an invalid session met by two calls at once: tokens dropped, one "Session Expired", the sign-in page', async () => {
    answer('get', '/pharmacy/my_addresses', invalidSession);
    answer('get', '/pharmacy/get_my_cc', invalidSession);
    const { t } = renderStorefront(
      <>
        <SessionEndRedirect />
        <AddressesTab />
        <CardsTab />
      </>,
      { otherPages: loginPage },
    );
    expect(await screen.findByTestId('login-page')).toBeInTheDocument();
    expect(await screen.findAllByText(t('auth.sessionExpired'))).toHaveLength(1);
    expect(localStorage.getItem('pharmacy_access_token')).toBeNull();
    expect(localStorage.getItem('pharmacy_refresh_token')).toBeNull();
  });

  it('a change refused for an ended session says only that the session expired', async () => {
    answer('get', '/pharmacy/my_addresses', () => ok([{ address_id: 1, address: '3 rue Didouche Mourad, Alger' }]));
    const sent = answer('delete', '/pharmacy/delete_address', invalidSession);
    const { t } = renderStorefront(
      <>
        <SessionEndRedirect />
        <AddressesTab />
      </>,
      { otherPages: loginPage },
    );
    await screen.findByText('3 rue Didouche Mourad, Alger');
    click(t('shop.profile.addresses.delete'));
    await clickWhenShown(t('shop.profile.confirm.yes'));
    expect(await screen.findByTestId('login-page')).toBeInTheDocument();
    expect(await screen.findByText(t('auth.sessionExpired'))).toBeInTheDocument();
    expect(screen.queryByText(t('shop.profile.addresses.deleted'))).toBeNull();
    expect(screen.queryByText(t('shop.profile.addresses.deleteFailed'))).toBeNull();
    expect(sent).toHaveLength(1);
  });

  it('a sign-out in another tab: this tab goes to the sign-in at once, sending nothing (issue 27 §3)', async () => {
    const sent = answer('post', '/pharmacy/logout', () => ok());
    renderStorefront(
      <>
        <SessionEndRedirect />
        <p>basket</p>
      </>,
      { otherPages: loginPage },
    );
    await screen.findByText('basket');
    // a renewal in the other tab stores new tokens: nothing ends
    localStorage.setItem('pharmacy_access_token', 'renewed');
    window.dispatchEvent(new StorageEvent('storage', { key: 'pharmacy_access_token', newValue: 'renewed' }));
    expect(screen.getByText('basket')).toBeInTheDocument();
    // the other tab signs out: it removes the shared tokens
    localStorage.removeItem('pharmacy_access_token');
    localStorage.removeItem('pharmacy_refresh_token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'pharmacy_access_token', newValue: null }));
    expect(await screen.findByTestId('login-page')).toBeInTheDocument();
    // the other tab already told the server
    expect(sent).toEqual([]);
  });
});
