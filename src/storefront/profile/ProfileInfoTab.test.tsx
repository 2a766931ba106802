import { describe, expect, it } from 'vitest';
import { click, field, helperOf, screen, type, waitFor } from '../../../tests/support/component';
import { answer, mockPharmacyApi, ok, refused, renderStorefront } from '../../../tests/support/storefront';
import { ProfileInfoTab } from './ProfileInfoTab';

mockPharmacyApi();

const profile = {
  name: "Pharmacie de l'Espoir",
  email: 'espoir@example.dz',
  phone1: '021 45 67 89',
  phone2: null,
  nif: '000016001234567',
  rib: '00799999001234567890',
};

describe('profile info tab', () => {
  it('shows the company, NIF and RIB read-only and the contact fields editable', async () => {
    answer('get', '/pharmacy/my_profile_info', () => ok(profile));
    const { t } = renderStorefront(<ProfileInfoTab />);
    expect(await screen.findByDisplayValue('espoir@example.dz')).not.toHaveAttribute('readonly');
    expect(field(t('shop.profile.info.companyName'))).toHaveAttribute('readonly');
    expect(field(t('shop.profile.info.nif'))).toHaveValue('000016001234567');
    expect(field(t('shop.profile.info.rib'))).toHaveAttribute('readonly');
  });

  it('checks e-mail and phones with the shared rules, one message per field, and sends nothing', async () => {
    answer('get', '/pharmacy/my_profile_info', () => ok(profile));
    const sent = answer('put', '/pharmacy/update_profile_info', () => ok(profile));
    const { t } = renderStorefront(<ProfileInfoTab />, { lang: 'fr' });
    type(await screen.findByDisplayValue('espoir@example.dz'), 'espoir@example');
    type(field(t('shop.profile.info.phone2')), '12');
    click(t('shop.profile.info.save'));
    await waitFor(() =>
      expect(helperOf(field(t('shop.profile.info.email')))).toBe(t('shop.profile.info.emailMalformed')),
    );
    expect(helperOf(field(t('shop.profile.info.phone2')))).toBe(t('shop.profile.info.phone2Malformed'));
    type(field(t('shop.profile.info.phone1')), '');
    click(t('shop.profile.info.save'));
    await waitFor(() =>
      expect(helperOf(field(t('shop.profile.info.phone1')))).toBe(t('shop.profile.info.phone1Malformed')),
    );
    expect(sent).toEqual([]);
  });

  it('sends the e-mail and phones, then says so', async () => {
    answer('get', '/pharmacy/my_profile_info', () => ok(profile));
    const sent = answer('put', '/pharmacy/update_profile_info', (body) => ok({ ...profile, ...(body as object) }));
    const { t } = renderStorefront(<ProfileInfoTab />);
    type(await screen.findByDisplayValue('021 45 67 89'), '021 45 67 00');
    type(field(t('shop.profile.info.phone2')), '0550 11 22 33');
    click(t('shop.profile.info.save'));
    expect(await screen.findByText(t('shop.profile.info.saved'))).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'espoir@example.dz', phone1: '021 45 67 00', phone2: '0550 11 22 33' }]);
  });

  it("puts the server's refusal on its field (4001: e-mail)", async () => {
    answer('get', '/pharmacy/my_profile_info', () => ok(profile));
    answer('put', '/pharmacy/update_profile_info', () => refused(4001, 'E-mail invalide'));
    const { t } = renderStorefront(<ProfileInfoTab />);
    await screen.findByDisplayValue('espoir@example.dz');
    click(t('shop.profile.info.save'));
    await waitFor(() =>
      expect(helperOf(field(t('shop.profile.info.email')))).toBe(t('shop.profile.info.emailMalformed')),
    );
  });
});
