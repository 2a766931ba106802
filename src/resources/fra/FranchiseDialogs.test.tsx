import { describe, expect, it, vi } from 'vitest';
import {
  choose,
  click,
  openSelect,
  field,
  helperOf,
  renderWithAdmin,
  screen,
  type,
  waitFor,
} from '../../../tests/support/component';
import { FranchiseCreateDialog, FranchiseEditDialog } from './FranchiseDialogs';

const wilayas = [
  { id: 16, code: 16, name: 'Alger' },
  { id: 31, code: 31, name: 'Oran' },
];
const franchisee = {
  id: 7,
  first_name: 'Samir',
  last_name: 'Benali',
  email: 'samir@example.dz',
  phone1: '0550 12 34 56',
  phone2: null,
  wilaya: 31,
  adress1: '12 rue Larbi Ben Mhidi',
  adress2: null,
  zip: '31000',
  Id_type: 1,
  personal_id: 'AB123456',
  language: 1,
};

/** The admin dataProvider as the franchisee dialogs use it: wilayas, the wilayas already taken (Alger), and the save. */
function dataProvider(create?: () => Promise<never>) {
  return {
    getList: vi.fn(async (resource: string) =>
      resource === 'wilayas'
        ? { data: wilayas, total: 2 }
        : { data: [{ id: 3, wilaya_id: 16, fullName: 'Karim Haddad' }], total: 1 },
    ),
    getOne: vi.fn(async () => ({ data: franchisee })),
    create: vi.fn(create ?? (async (_: string, { data }: { data: object }) => ({ data: { ...data, id: 9 } }))),
    update: vi.fn(async (_: string, { data }: { data: object }) => ({ data })),
  };
}

async function fillValidFranchisee(t: (key: string) => string) {
  const f = (key: string) => field(t(`resources.fra.fields.${key}`));
  type(f('first_name'), 'Nadia');
  type(f('last_name'), 'Cherif');
  type(f('email'), 'nadia@example.dz');
  type(f('phone1'), '0661 22 33 44');
  type(f('personal_id'), 'cd987654');
  type(f('adress1'), '5 boulevard de la Soummam');
  type(f('zip'), '31000');
  await choose(t('resources.fra.fields.wilaya'), /Oran/);
}

describe('Add Franchise dialog', () => {
  it('refuses an empty form: every required field says so, nothing is sent, the snackbar asks to fill them', async () => {
    const dp = dataProvider();
    const { t } = renderWithAdmin(<FranchiseCreateDialog open onClose={() => {}} />, { dataProvider: dp });
    click(t('ra.action.save'));
    await waitFor(() => expect(helperOf(field(t('resources.fra.fields.first_name')))).toBe(t('validation.required')));
    for (const key of ['last_name', 'email', 'phone1', 'adress1', 'zip', 'personal_id'])
      expect(helperOf(field(t(`resources.fra.fields.${key}`))), key).toBe(t('validation.required'));
    expect(helperOf(field(t('resources.fra.fields.phone2')))).not.toBe(t('validation.required'));
    expect(await screen.findByText(t('ra.message.invalid_form'))).toBeInTheDocument();
    expect(dp.create).not.toHaveBeenCalled();
  });

  it('checks each field with the shared rules, in the user language', async () => {
    const dp = dataProvider();
    const { t } = renderWithAdmin(<FranchiseCreateDialog open onClose={() => {}} />, { dataProvider: dp, lang: 'fr' });
    await fillValidFranchisee(t);
    // the browser's own check lets it through (no top-level domain needed): the shared rule refuses it
    type(field(t('resources.fra.fields.email')), 'nadia@localhost');
    type(field(t('resources.fra.fields.zip')), '31000-A');
    type(field(t('resources.fra.fields.phone2')), '12');
    click(t('ra.action.save'));
    await waitFor(() => expect(helperOf(field(t('resources.fra.fields.email')))).toBe(t('validation.email')));
    expect(t('validation.email')).toBe('Adresse e-mail invalide.');
    expect(helperOf(field(t('resources.fra.fields.zip')))).toBe(t('validation.code_postal'));
    expect(helperOf(field(t('resources.fra.fields.phone2')))).toBe(t('validation.phone'));
    expect(dp.create).not.toHaveBeenCalled();
  });

  it('marks the wilaya that already has its franchisee as taken (one per wilaya)', async () => {
    const { t } = renderWithAdmin(<FranchiseCreateDialog open onClose={() => {}} />, { dataProvider: dataProvider() });
    await choose(t('resources.fra.fields.wilaya'), /Oran/);
    // reopen: Alger is listed with its holder and cannot be chosen
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    openSelect(t('resources.fra.fields.wilaya'));
    const alger = await screen.findByRole('option', { name: /Alger/ });
    expect(alger).toHaveTextContent(t('resources.fra.form.taken', { name: 'Karim Haddad' }));
    expect(alger).toHaveAttribute('aria-disabled', 'true');
  });

  it('sends the typed values with the defaults (ID card, the UI language), the ID upper-cased, then says so and closes', async () => {
    const dp = dataProvider();
    const onClose = vi.fn();
    const { t } = renderWithAdmin(<FranchiseCreateDialog open onClose={onClose} />, { dataProvider: dp });
    await fillValidFranchisee(t);
    click(t('ra.action.save'));
    await waitFor(() => expect(dp.create).toHaveBeenCalledTimes(1));
    expect(dp.create.mock.calls[0]![0]).toBe('fra');
    expect(dp.create.mock.calls[0]![1].data).toMatchObject({
      first_name: 'Nadia',
      last_name: 'Cherif',
      email: 'nadia@example.dz',
      phone1: '0661 22 33 44',
      personal_id: 'CD987654',
      adress1: '5 boulevard de la Soummam',
      zip: '31000',
      wilaya: 31,
      Id_type: 1,
      language: 2,
    });
    expect(await screen.findByText(t('admin.franchiseAdded'))).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's refusal under its field and keeps the dialog open, without the error popup", async () => {
    const refused = Object.assign(new Error('refused'), {
      body: { errors: { email: 'Cette adresse e-mail est déjà utilisée.' } },
    });
    const dp = dataProvider(async () => Promise.reject(refused));
    const onClose = vi.fn();
    const { t } = renderWithAdmin(<FranchiseCreateDialog open onClose={onClose} />, { dataProvider: dp });
    await fillValidFranchisee(t);
    click(t('ra.action.save'));
    await waitFor(() =>
      expect(helperOf(field(t('resources.fra.fields.email')))).toBe('Cette adresse e-mail est déjà utilisée.'),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByTestId('error-popup')).toBeNull();
  });

  it('shows any other refusal in the error popup with the server message', async () => {
    const { ApiError } = await import('../../http/client');
    const refused = new ApiError({ code: 4009, payload: null, meta: 'Wilaya inconnue.', status: 400 });
    const dp = dataProvider(async () => Promise.reject(refused));
    const { t } = renderWithAdmin(<FranchiseCreateDialog open onClose={() => {}} />, { dataProvider: dp });
    await fillValidFranchisee(t);
    click(t('ra.action.save'));
    expect(await screen.findByTestId('error-popup-message')).toHaveTextContent('Wilaya inconnue.');
    click(t('adminUi.error.ok'));
    await waitFor(() => expect(screen.queryByTestId('error-popup')).toBeNull());
  });
});

describe('Edit Franchise dialog', () => {
  it('starts from the saved franchisee and sends the change with its id', async () => {
    const dp = dataProvider();
    const { t } = renderWithAdmin(<FranchiseEditDialog id={7} onClose={() => {}} />, { dataProvider: dp });
    const phone = await screen.findByDisplayValue('0550 12 34 56');
    expect(dp.getOne).toHaveBeenCalledWith('fra', expect.objectContaining({ id: 7 }));
    type(phone, '0550 99 99 99');
    click(t('ra.action.save'));
    await waitFor(() => expect(dp.update).toHaveBeenCalledTimes(1));
    expect(dp.update.mock.calls[0]![0]).toBe('fra');
    expect(dp.update.mock.calls[0]![1]).toMatchObject({
      id: 7,
      data: { phone1: '0550 99 99 99', first_name: 'Samir' },
    });
    expect(await screen.findByText(t('admin.franchiseUpdated'))).toBeInTheDocument();
  });

  it('requires the language when editing', async () => {
    const dp = dataProvider();
    dp.getOne.mockResolvedValue({ data: { ...franchisee, language: null } as never });
    const { t } = renderWithAdmin(<FranchiseEditDialog id={7} onClose={() => {}} />, { dataProvider: dp });
    await screen.findByDisplayValue('0550 12 34 56');
    click(t('ra.action.save'));
    await screen.findByText(t('ra.message.invalid_form'));
    expect(
      screen
        .getByRole('combobox', { name: new RegExp(`^${t('resources.fra.fields.language')}`) })
        .closest('.MuiFormControl-root'),
    ).toHaveTextContent(t('validation.required'));
    expect(dp.update).not.toHaveBeenCalled();
  });
});
