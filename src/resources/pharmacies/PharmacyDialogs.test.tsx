import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  act,
  choose,
  click,
  clickWhenShown,
  helperOf,
  input,
  renderWithAdmin,
  screen,
  type,
  waitFor,
} from '../../../tests/support/component';
import { Code } from '../../contract/codes';
import { withCurrentRecord } from '../../dataProvider/staleEdit';
import { ApiError } from '../../http/client';
import { PharmacyCreateDialog, PharmacyEditDialog, REOPEN_AFTER_MS } from './PharmacyDialogs';

afterEach(() => vi.useRealTimers());

const wilayas = [
  { id: 16, code: 16, name: 'Alger' },
  { id: 47, code: 47, name: 'Ghardaïa' },
];
const franchiseesOf: Record<number, object[]> = {
  16: [
    { id: 3, fullName: 'Karim Haddad', email: 'karim@example.dz' },
    { id: 4, fullName: 'Lina Mansouri', email: 'lina@example.dz' },
  ],
  47: [],
};
const pharmacy = {
  id: 12,
  pharm_name: "Pharmacie de l'Espoir",
  pharm_email: 'espoir@example.dz',
  pharm_phone1: '021 45 67 89',
  pharm_phone2: null,
  rc: '123456 B16/20',
  nif: '000016001234567',
  rib: '00799999001234567890',
  wilaya_id: 16,
  zip: '16000',
  adress1: '3 rue Didouche Mourad',
  adress2: null,
  franchise_fk: 4,
};

function dataProvider(create?: () => Promise<never>) {
  return {
    getList: vi.fn(async (resource: string, params: { filter?: { wilaya?: number } }) =>
      resource === 'wilayas'
        ? { data: wilayas, total: wilayas.length }
        : {
            data: franchiseesOf[Number(params.filter?.wilaya)] ?? [],
            total: franchiseesOf[Number(params.filter?.wilaya)]?.length ?? 0,
          },
    ),
    getOne: vi.fn(async () => ({ data: pharmacy })),
    create: vi.fn(create ?? (async (_: string, { data }: { data: object }) => ({ data: { ...data, id: 20 } }))),
    update: vi.fn(async (_: string, { data }: { data: object }) => ({ data })),
  };
}

async function fillValidPharmacy(t: (key: string) => string) {
  type(input('pharm_name'), 'Pharmacie Ibn-Sina');
  type(input('pharm_email'), 'ibnsina@example.dz');
  type(input('pharm_phone1'), '021 11 22 33');
  type(input('rc'), '654321 A16/21');
  type(input('nif'), '000016009876543');
  type(input('rib'), '00799999009876543210');
  type(input('zip'), '16000');
  type(input('adress1'), '8 place des Martyrs');
  await choose(t('resources.pharmacies.fields.wilaya'), /Alger/);
}

describe('Add Pharmacy dialog', () => {
  it('asks for the wilaya before the franchisee, and refuses an empty form without sending it', async () => {
    const dp = dataProvider();
    const { t } = renderWithAdmin(<PharmacyCreateDialog open onClose={() => {}} />, { dataProvider: dp });
    expect(await screen.findByText(t('resources.pharmacies.form.chooseWilayaFirst'))).toBeInTheDocument();
    click(t('ra.action.save'));
    await waitFor(() => expect(helperOf(input('pharm_name'))).toBe(t('validation.required')));
    for (const source of ['pharm_email', 'pharm_phone1', 'rc', 'nif', 'rib', 'zip', 'adress1'])
      expect(helperOf(input(source)), source).toBe(t('validation.required'));
    // the point of contact is optional
    expect(helperOf(input('poc_email'))).not.toBe(t('validation.required'));
    expect(dp.create).not.toHaveBeenCalled();
  });

  it('checks RC, NIF, RIB and the contact with the shared rules', async () => {
    const dp = dataProvider();
    const { t } = renderWithAdmin(<PharmacyCreateDialog open onClose={() => {}} />, { dataProvider: dp, lang: 'fr' });
    await fillValidPharmacy(t);
    type(input('rc'), '12 B');
    type(input('nif'), '12345');
    type(input('rib'), '0079999900123456789X');
    type(input('poc_first_name'), 'J');
    click(t('ra.action.save'));
    await waitFor(() => expect(helperOf(input('rc'))).toBe(t('validation.rc')));
    expect(helperOf(input('nif'))).toBe(t('validation.nif'));
    expect(helperOf(input('rib'))).toBe(t('validation.rib'));
    expect(helperOf(input('poc_first_name'))).toBe(t('validation.name'));
    expect(dp.create).not.toHaveBeenCalled();
  });

  it('D48: refuses a phone of hyphens and a one-digit zip; takes a pasted RIB with spaces, the invoice’s RC and a two-letter name', async () => {
    const dp = dataProvider();
    const { t } = renderWithAdmin(<PharmacyCreateDialog open onClose={() => {}} />, { dataProvider: dp, lang: 'fr' });
    await fillValidPharmacy(t);
    type(input('pharm_phone1'), '--------');
    type(input('zip'), '1');
    click(t('ra.action.save'));
    await waitFor(() => expect(helperOf(input('pharm_phone1'))).toBe(t('validation.phone')));
    expect(helperOf(input('zip'))).toBe(t('validation.code_postal'));
    expect(dp.create).not.toHaveBeenCalled();
    type(input('pharm_phone1'), '021 11 22 33');
    type(input('zip'), '16000');
    type(input('rib'), '0079 9999 0098 7654 3210');
    expect(input('rib')).toHaveValue('00799999009876543210');
    expect(input('rib')).toHaveAttribute('maxlength', '30');
    type(input('rc'), '16/00-1234567B12');
    type(input('poc_last_name'), 'Li');
    click(t('ra.action.save'));
    await waitFor(() => expect(dp.create).toHaveBeenCalledTimes(1));
    expect(dp.create.mock.calls[0]![1].data).toMatchObject({
      rib: '00799999009876543210',
      rc: '16/00-1234567B12',
      poc_last_name: 'Li',
      zip: '16000',
    });
  });

  it("selects the wilaya's first franchisee and sends the pharmacy with it", async () => {
    const dp = dataProvider();
    const onClose = vi.fn();
    const { t } = renderWithAdmin(<PharmacyCreateDialog open onClose={onClose} />, { dataProvider: dp });
    await fillValidPharmacy(t);
    expect(
      await screen.findByRole('combobox', { name: new RegExp(`^${t('resources.pharmacies.fields.franchise')}`) }),
    ).toHaveTextContent('Karim Haddad');
    await choose(t('resources.pharmacies.fields.franchise'), /Lina Mansouri/);
    click(t('ra.action.save'));
    await waitFor(() => expect(dp.create).toHaveBeenCalledTimes(1));
    expect(dp.create.mock.calls[0]![0]).toBe('pharmacies');
    expect(dp.create.mock.calls[0]![1].data).toMatchObject({
      pharm_name: 'Pharmacie Ibn-Sina',
      pharm_email: 'ibnsina@example.dz',
      rc: '654321 A16/21',
      nif: '000016009876543',
      rib: '00799999009876543210',
      wilaya_id: 16,
      franchise_fk: 4,
    });
    expect(await screen.findByText(t('admin.pharmacyAdded'))).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('offers to add a franchisee when the wilaya has none, in a sub-dialog for that wilaya', async () => {
    const { t } = renderWithAdmin(<PharmacyCreateDialog open onClose={() => {}} />, { dataProvider: dataProvider() });
    await choose(t('resources.pharmacies.fields.wilaya'), /Ghardaïa/);
    expect(await screen.findByText(t('resources.pharmacies.form.noFranchisee'))).toBeInTheDocument();
    click(t('resources.pharmacies.form.addFranchise'));
    expect(await screen.findByRole('dialog', { name: t('resources.fra.dialogs.create') })).toBeInTheDocument();
    // the pharmacy dialog stepped aside, keeping what was typed
    expect(screen.queryByRole('dialog', { name: t('resources.pharmacies.dialogs.create') })).toBeNull();
  });

  it(`comes back ${REOPEN_AFTER_MS} ms after the franchisee was saved in the sub-dialog, with what was typed`, async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const dp = dataProvider(async () => (await gate, { data: { id: 8 } }) as never);
    const { t } = renderWithAdmin(<PharmacyCreateDialog open onClose={() => {}} />, { dataProvider: dp });
    type(input('pharm_name'), 'Pharmacie des Oasis');
    await choose(t('resources.pharmacies.fields.wilaya'), /Ghardaïa/);
    await clickWhenShown(t('resources.pharmacies.form.addFranchise'));
    const sub = await screen.findByTestId('franchise-sub');
    // the pharmacy dialog's closing transition runs on real timers: over before time is simulated below
    await waitFor(() => expect(screen.getByTestId('pharmacy-create')).not.toBeVisible());
    const f = (key: string) => input(key, sub);
    type(f('first_name'), 'Lamine');
    type(f('last_name'), 'Zerrouki');
    type(f('email'), 'lamine@example.dz');
    type(f('phone1'), '0552 10 20 30');
    type(f('phone2'), '0662 10 20 30');
    type(f('personal_id'), 'AB123456');
    type(f('adress1'), '5 rue de la Liberté');
    type(f('adress2'), 'Cité des Palmiers');
    type(f('zip'), '47000');
    click(t('ra.action.save'));
    await waitFor(() =>
      expect(dp.create).toHaveBeenCalledWith(
        'fra',
        expect.objectContaining({ data: expect.objectContaining({ wilaya: 47, first_name: 'Lamine' }) }),
      ),
    );
    expect(sub).toBeInTheDocument();

    // from the server's answer on, time is simulated; react-query's own zero-delay timers run without moving it
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    release();
    for (let i = 0; i < 100 && !screen.queryByText(t('resources.pharmacies.form.franchiseAdded')); i++)
      await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText(t('resources.pharmacies.form.franchiseAdded'))).toBeInTheDocument();
    // kept mounted while aside: out of sight until it comes back
    const pharmacyDialog = () => screen.getByTestId('pharmacy-create');
    await act(() => vi.advanceTimersByTimeAsync(REOPEN_AFTER_MS - 1));
    expect(pharmacyDialog()).not.toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('dialog', { name: t('resources.pharmacies.dialogs.create') })).toBeVisible();
    expect(input('pharm_name')).toHaveValue('Pharmacie des Oasis');
  });

  it("shows the server's refusal under its field", async () => {
    const refused = Object.assign(new Error('refused'), {
      body: { errors: { pharm_email: 'Cette adresse e-mail est déjà utilisée.' } },
    });
    const { t } = renderWithAdmin(<PharmacyCreateDialog open onClose={() => {}} />, {
      dataProvider: dataProvider(async () => Promise.reject(refused)),
    });
    await fillValidPharmacy(t);
    click(t('ra.action.save'));
    await waitFor(() => expect(helperOf(input('pharm_email'))).toBe('Cette adresse e-mail est déjà utilisée.'));
  });
});

describe('Edit Pharmacy dialog', () => {
  it('starts from the saved pharmacy, keeps its franchisee and sends the change', async () => {
    const dp = dataProvider();
    const { t } = renderWithAdmin(<PharmacyEditDialog id={12} onClose={() => {}} />, { dataProvider: dp });
    await screen.findByDisplayValue("Pharmacie de l'Espoir");
    expect(
      await screen.findByRole('combobox', { name: new RegExp(`^${t('resources.pharmacies.fields.franchise')}`) }),
    ).toHaveTextContent('Lina Mansouri');
    type(input('pharm_phone2'), '021 45 67 90');
    click(t('ra.action.save'));
    await waitFor(() => expect(dp.update).toHaveBeenCalledTimes(1));
    expect(dp.update.mock.calls[0]![1]).toMatchObject({
      id: 12,
      data: { pharm_phone2: '021 45 67 90', franchise_fk: 4, wilaya_id: 16 },
    });
  });

  it('saved over a newer version (D23): stays open in French with the typed phone, names the changed fields and takes the current ones', async () => {
    const loaded = { ...pharmacy, franchise_fullName: 'Lina Mansouri', version: 2 };
    // the pharmacy changed its own e-mail and the admin moved it to the other franchisee meanwhile
    const now = {
      ...loaded,
      pharm_email: 'contact@espoir.dz',
      franchise_fk: 3,
      franchise_fullName: 'Karim Haddad',
      version: 4,
    };
    const dp = dataProvider();
    dp.getOne.mockResolvedValueOnce({ data: loaded }).mockResolvedValue({ data: now });
    dp.update.mockRejectedValueOnce(
      withCurrentRecord(
        new ApiError({
          code: Code.STALE_EDIT,
          status: 409,
          payload: [now],
          meta: "Quelqu'un d'autre a modifié cet élément pendant que vous l'éditiez.",
        }),
      ),
    );
    const onClose = vi.fn();
    const { t } = renderWithAdmin(<PharmacyEditDialog id={12} onClose={onClose} />, { dataProvider: dp, lang: 'fr' });
    await screen.findByDisplayValue("Pharmacie de l'Espoir");
    type(input('pharm_phone2'), '021 45 67 90');
    click(t('ra.action.save'));
    const notice = await screen.findByTestId('stale-edit-notice');
    expect(notice).toHaveTextContent("Quelqu'un d'autre a modifié cet élément pendant que vous l'éditiez.");
    expect([...notice.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      t('adminUi.stale.change', {
        field: t('admin.field.pharm_email'),
        before: 'espoir@example.dz',
        now: 'contact@espoir.dz',
      }),
      t('adminUi.stale.change', { field: t('admin.field.franchise_fk'), before: 'Lina Mansouri', now: 'Karim Haddad' }),
    ]);
    await waitFor(() => expect(input('pharm_email').value).toBe('contact@espoir.dz'));
    expect(input('pharm_phone2').value).toBe('021 45 67 90');
    expect(onClose).not.toHaveBeenCalled();
  });
});
