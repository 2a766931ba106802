import { describe, expect, it } from 'vitest';
import { click, field, helperOf, screen, type, waitFor } from '../../../tests/support/component';
import { answer, mockPharmacyApi, ok, refused, renderStorefront } from '../../../tests/support/storefront';
import { SecurityTab } from './SecurityTab';

mockPharmacyApi();

function fill(t: (key: string) => string, old: string, next: string, confirm = next) {
  type(field(t('shop.profile.security.old')), old);
  type(field(t('shop.profile.security.new')), next);
  type(field(t('shop.profile.security.confirm')), confirm);
  click(t('shop.profile.security.save'));
}

describe('change password tab', () => {
  it('checks, in order: old password given, new one long enough, different, confirmed; nothing is sent', async () => {
    const sent = answer('post', '/pharmacy/change_pswd', () => ok());
    const { t } = renderStorefront(<SecurityTab />, { lang: 'fr' });
    const helper = (key: string) => helperOf(field(t(`shop.profile.security.${key}`)));
    fill(t, '', 'Nouveau@2026');
    await waitFor(() => expect(helper('old')).toBe(t('shop.profile.security.oldRequired')));
    fill(t, 'Ancien@2026', 'court');
    await waitFor(() => expect(helper('new')).toBe(t('shop.profile.security.tooShort')));
    fill(t, 'Ancien@2026', 'Ancien@2026');
    await waitFor(() => expect(helper('new')).toBe(t('shop.profile.security.same')));
    fill(t, 'Ancien@2026', 'Nouveau@2026', 'Nouveau@2027');
    await waitFor(() => expect(helper('confirm')).toBe(t('shop.profile.security.mismatch')));
    expect(sent).toEqual([]);
  });

  it('puts a wrong old password (4011) on the old password field', async () => {
    answer('post', '/pharmacy/change_pswd', () => refused(4011, null, 401));
    const { t } = renderStorefront(<SecurityTab />);
    fill(t, 'Faux@2026', 'Nouveau@2026');
    await waitFor(() =>
      expect(helperOf(field(t('shop.profile.security.old')))).toBe(t('shop.profile.security.wrongOld')),
    );
  });

  it('sends the old and new passwords, says so and empties the form', async () => {
    const sent = answer('post', '/pharmacy/change_pswd', () => ok());
    const { t } = renderStorefront(<SecurityTab />);
    fill(t, 'Ancien@2026', 'Nouveau@2026');
    expect(await screen.findByText(t('shop.profile.security.updated'))).toBeInTheDocument();
    expect(sent).toEqual([{ old_pw: 'Ancien@2026', new_pw: 'Nouveau@2026' }]);
    expect(field(t('shop.profile.security.new'))).toHaveValue('');
  });
});
