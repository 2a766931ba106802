import { describe, expect, it } from 'vitest';
import { MAX_ADDRESSES } from '../../contract/constants';
import { click, clickWhenShown, helperOf, screen, type, waitFor } from '../../../tests/support/component';
import { answer, mockPharmacyApi, ok, refused, renderStorefront } from '../../../tests/support/storefront';
import { serverList } from '../../../tests/support/serverList';
import { AddressesTab } from './AddressesTab';

mockPharmacyApi();

const first = { address_id: 1, address: '3 rue Didouche Mourad, Alger' };
const second = { address_id: 2, address: '8 place des Martyrs, Alger' };

describe('addresses tab', () => {
  it(`allows ${MAX_ADDRESSES} addresses at most: the add button is off at the limit and says why`, async () => {
    answer('get', '/pharmacy/my_addresses', () => ok([first, second]));
    const { t } = renderStorefront(<AddressesTab />);
    expect(await screen.findByText(first.address)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t('shop.profile.addresses.add') })).toBeDisabled();
    expect(screen.getByTestId('address-limit')).toHaveTextContent(t('shop.profile.addresses.limit'));
  });

  it('checks the address with the shared rule before sending it', async () => {
    answer('get', '/pharmacy/my_addresses', () => ok([first]));
    const sent = answer('post', '/pharmacy/add_address', () => ok([first]));
    const { t } = renderStorefront(<AddressesTab />, { lang: 'fr' });
    await clickWhenShown(t('shop.profile.addresses.add'));
    const address = await screen.findByTestId('address-input');
    click(t('shop.profile.addresses.save'));
    await waitFor(() => expect(helperOf(address)).toBe(t('shop.profile.addresses.required')));
    type(address, 'Rue <b>');
    click(t('shop.profile.addresses.save'));
    await waitFor(() => expect(helperOf(address)).toBe(t('validation.address')));
    expect(sent).toEqual([]);
  });

  it('adds the trimmed address and shows the list the server answers', async () => {
    const addresses = serverList('/pharmacy/my_addresses', [first]);
    const sent = answer('post', '/pharmacy/add_address', () => addresses.set([first, second]));
    const { t } = renderStorefront(<AddressesTab />);
    await clickWhenShown(t('shop.profile.addresses.add'));
    type(await screen.findByTestId('address-input'), `  ${second.address} `);
    click(t('shop.profile.addresses.save'));
    expect(await screen.findByText(second.address)).toBeInTheDocument();
    expect(sent).toEqual([{ address: second.address }]);
    expect(await screen.findByText(t('shop.profile.addresses.added'))).toBeInTheDocument();
  });

  it('sends one address on a double click, Save disabled until the server answers (issue 26 §7)', async () => {
    const addresses = serverList('/pharmacy/my_addresses', [first]);
    let release!: () => void;
    const sent = answer(
      'post',
      '/pharmacy/add_address',
      () => new Promise<Response>((resolve) => (release = () => resolve(addresses.set([first, second])))),
    );
    const { t } = renderStorefront(<AddressesTab />);
    await clickWhenShown(t('shop.profile.addresses.add'));
    type(await screen.findByTestId('address-input'), second.address);
    click(t('shop.profile.addresses.save'));
    click(t('shop.profile.addresses.save'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.getByTestId('address-save')).toBeDisabled();
    release();
    expect(await screen.findByText(second.address)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('edits an address by its id; a refusal is shown in the dialog', async () => {
    answer('get', '/pharmacy/my_addresses', () => ok([first]));
    const sent = answer('put', '/pharmacy/update_address', () => refused(4001, 'Adresse refusée.'));
    const { t } = renderStorefront(<AddressesTab />);
    await screen.findByText(first.address);
    click(t('shop.profile.addresses.edit'));
    const address = await screen.findByTestId('address-input');
    expect(address).toHaveValue(first.address);
    type(address, '5 rue Larbi Ben Mhidi, Alger');
    click(t('shop.profile.addresses.save'));
    await waitFor(() => expect(helperOf(address)).toBe('Adresse refusée.'));
    expect(sent).toEqual([{ address_id: 1, address: '5 rue Larbi Ben Mhidi, Alger' }]);
  });

  it('deletes an address only once confirmed', async () => {
    const addresses = serverList('/pharmacy/my_addresses', [first, second]);
    const sent = answer('delete', '/pharmacy/delete_address', () => addresses.set([second]));
    const { t } = renderStorefront(<AddressesTab />);
    await screen.findByText(first.address);
    click(t('shop.profile.addresses.delete'));
    await screen.findByText(t('shop.profile.confirm.text'));
    click(t('shop.profile.confirm.cancel'));
    await waitFor(() => expect(screen.queryByText(t('shop.profile.confirm.text'))).toBeNull());
    expect(sent).toEqual([]);
    click(t('shop.profile.addresses.delete'));
    await clickWhenShown(t('shop.profile.confirm.yes'));
    await waitFor(() => expect(screen.queryByText(first.address)).toBeNull());
    expect(sent).toEqual([{ address_id: 1 }]);
    expect(await screen.findByRole('button', { name: t('shop.profile.addresses.add') })).toBeEnabled();
  });

  it('saves an edited address and shows it as the server lists it', async () => {
    const edited = { ...first, address: '5 rue Larbi Ben Mhidi, Alger' };
    const addresses = serverList('/pharmacy/my_addresses', [first]);
    const sent = answer('put', '/pharmacy/update_address', () => addresses.set([edited]));
    const { t } = renderStorefront(<AddressesTab />);
    await screen.findByText(first.address);
    click(t('shop.profile.addresses.edit'));
    type(await screen.findByTestId('address-input'), edited.address);
    click(t('shop.profile.addresses.save'));
    expect(await screen.findByText(edited.address)).toBeInTheDocument();
    expect(await screen.findByText(t('shop.profile.addresses.updated'))).toBeInTheDocument();
    expect(sent).toEqual([{ address_id: 1, address: edited.address }]);
  });

  it('says so when a delete fails and keeps the address', async () => {
    answer('get', '/pharmacy/my_addresses', () => ok([first]));
    answer('delete', '/pharmacy/delete_address', () => refused(4041, null, 404));
    const { t } = renderStorefront(<AddressesTab />);
    await screen.findByText(first.address);
    click(t('shop.profile.addresses.delete'));
    await clickWhenShown(t('shop.profile.confirm.yes'));
    expect(await screen.findByText(t('shop.profile.addresses.deleteFailed'))).toBeInTheDocument();
    expect(screen.getByText(first.address)).toBeInTheDocument();
  });
});
