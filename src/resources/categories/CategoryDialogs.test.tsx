import { describe, expect, it, vi } from 'vitest';
import { click, helperOf, input, renderWithAdmin, screen, type, waitFor } from '../../../tests/support/component';
import { CategoryCreateDialog, CategoryEditDialog } from './CategoryDialogs';

const category = {
  id: 5,
  nameFR: 'Solaires',
  nameEN: 'Sun care',
  descriptionFR: 'Crèmes et laits solaires.',
  descriptionEN: 'Sun creams and lotions.',
  products_count: 3,
};

function dataProvider() {
  return {
    getOne: vi.fn(async () => ({ data: category })),
    create: vi.fn(async (_: string, { data }: { data: object }) => ({ data: { ...data, id: 6 } })),
    update: vi.fn(async (_: string, { data }: { data: object }) => ({ data })),
  };
}

describe('Add Category dialog', () => {
  it('requires both names and refuses one without letters, in the user language', async () => {
    const dp = dataProvider();
    const { t } = renderWithAdmin(<CategoryCreateDialog open onClose={() => {}} />, { dataProvider: dp, lang: 'fr' });
    click(t('ra.action.save'));
    await waitFor(() => expect(helperOf(input('nameFR'))).toBe(t('validation.required')));
    expect(t('validation.required')).toBe('Ce champ est obligatoire.');
    expect(helperOf(input('nameEN'))).toBe(t('validation.required'));
    type(input('nameFR'), '123');
    click(t('ra.action.save'));
    await waitFor(() => expect(helperOf(input('nameFR'))).toBe(t('validation.businessName')));
    expect(dp.create).not.toHaveBeenCalled();
  });

  it('sends both names and descriptions, then says so and closes', async () => {
    const dp = dataProvider();
    const onClose = vi.fn();
    const { t } = renderWithAdmin(<CategoryCreateDialog open onClose={onClose} />, { dataProvider: dp });
    type(input('nameFR'), 'Hygiène bucco-dentaire');
    type(input('nameEN'), 'Oral care');
    type(input('descriptionFR'), 'Dentifrices, brosses et bains de bouche.');
    type(input('descriptionEN'), 'Toothpastes, brushes and mouthwashes.');
    click(t('ra.action.save'));
    await waitFor(() => expect(dp.create).toHaveBeenCalledTimes(1));
    expect(dp.create).toHaveBeenCalledWith(
      'categories',
      expect.objectContaining({
        data: {
          nameFR: 'Hygiène bucco-dentaire',
          nameEN: 'Oral care',
          descriptionFR: 'Dentifrices, brosses et bains de bouche.',
          descriptionEN: 'Toothpastes, brushes and mouthwashes.',
        },
      }),
    );
    expect(await screen.findByText(t('admin.categoryAdded'))).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });
});

describe('Add Category dialog, a double click (issue 26 §7)', () => {
  it('sends one create, the Save button disabled until the server answers', async () => {
    const dp = dataProvider();
    let answer!: () => void;
    dp.create.mockImplementationOnce(async (_: string, { data }: { data: object }) => {
      await new Promise<void>((resolve) => (answer = resolve));
      return { data: { ...data, id: 6 } };
    });
    const { t } = renderWithAdmin(<CategoryCreateDialog open onClose={() => {}} />, { dataProvider: dp });
    type(input('nameFR'), 'Hygiène bucco-dentaire');
    type(input('nameEN'), 'Oral care');
    type(input('descriptionFR'), 'Dentifrices, brosses et bains de bouche.');
    type(input('descriptionEN'), 'Toothpastes, brushes and mouthwashes.');
    click(t('ra.action.save'));
    click(t('ra.action.save'));
    await waitFor(() => expect(dp.create).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getAllByRole('button', { name: t('ra.action.save') })[0]).toBeDisabled());
    click(t('ra.action.save'));
    answer();
    expect(await screen.findByText(t('admin.categoryAdded'))).toBeInTheDocument();
    expect(dp.create).toHaveBeenCalledTimes(1);
  });
});

describe('Edit Category dialog', () => {
  it('sends the renamed category with its id; a server refusal on a name shows under it', async () => {
    const dp = dataProvider();
    dp.update.mockRejectedValueOnce(
      Object.assign(new Error('refused'), { body: { errors: { nameEN: 'This name is already used.' } } }),
    );
    const { t } = renderWithAdmin(<CategoryEditDialog id={5} onClose={() => {}} />, { dataProvider: dp });
    type(await screen.findByDisplayValue('Sun care'), 'Sun protection');
    click(t('ra.action.save'));
    await waitFor(() => expect(helperOf(input('nameEN'))).toBe('This name is already used.'));
    expect(dp.update).toHaveBeenCalledWith(
      'categories',
      expect.objectContaining({
        id: 5,
        data: expect.objectContaining({ nameFR: 'Solaires', nameEN: 'Sun protection' }),
      }),
    );
    click(t('ra.action.save'));
    expect(await screen.findByText(t('admin.categoryUpdated'))).toBeInTheDocument();
  });
});
