import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  choose,
  click,
  helperOf,
  input,
  renderWithAdmin,
  screen,
  type,
  waitFor,
} from '../../../tests/support/component';
import { PriceListCreateDialog, PriceListEditDialog } from './PriceListDialogs';

const wilayas = [
  { id: 16, code: 16, name: 'Alger', name_ar: 'الجزائر' },
  { id: 31, code: 31, name: 'Oran', name_ar: 'وهران' },
];
const groups = [{ id: 4, name: 'Grands comptes', pharmacy_ids: [1, 2], members_count: 2 }];
const pharmacies = [
  { id: 1, name: 'Pharmacie Ibn Sina' },
  { id: 2, name: 'Pharmacie El Amel' },
];
const oranList = {
  id: 7,
  name: 'Oran 2026',
  scope: 'wilayas',
  scope_ids: [31],
  scope_pharmacies: [],
  scope_group: null,
  scope_wilayas: [31],
  valid_from: '2026-01-01',
  valid_to: null,
  items_count: 3,
};

function dataProvider() {
  const rows: Record<string, object[]> = { wilayas, pharmacyGroups: groups, pharmacies };
  return {
    getList: vi.fn(async (resource: string) => ({ data: rows[resource] ?? [], total: (rows[resource] ?? []).length })),
    getMany: vi.fn(async (resource: string, { ids }: { ids: unknown[] }) => ({
      data: (rows[resource] ?? []).filter((r) => ids.map(String).includes(String((r as { id: number }).id))),
    })),
    getOne: vi.fn(async () => ({ data: oranList })),
    create: vi.fn(async (_: string, { data }: { data: object }) => ({ data: { ...data, id: 8 } })),
    update: vi.fn(async (_: string, { data }: { data: object }) => ({ data })),
  };
}

describe('price list form (issue 40 §5)', () => {
  it('requires a name and a scope, then the scope’s targets; a group list sends the chosen group', async () => {
    const dp = dataProvider();
    const { t } = renderWithAdmin(<PriceListCreateDialog open onClose={() => {}} />, { dataProvider: dp, lang: 'fr' });
    click(t('ra.action.save'));
    await waitFor(() => expect(helperOf(input('name'))).toBe(t('validation.required')));
    expect(dp.create).not.toHaveBeenCalled();

    type(input('name'), 'Grands comptes — printemps');
    await choose(t('resources.priceLists.fields.scope'), t('resources.priceLists.scopes.group'));
    click(t('ra.action.save'));
    await waitFor(() => expect(screen.getByText(t('pricingAdmin.validation.scopeIds'))).toBeInTheDocument());
    expect(dp.create).not.toHaveBeenCalled();

    await choose(t('resources.priceLists.fields.scope_group'), 'Grands comptes');
    click(t('ra.action.save'));
    await waitFor(() => expect(dp.create).toHaveBeenCalledTimes(1));
    expect(dp.create).toHaveBeenCalledWith(
      'priceLists',
      expect.objectContaining({
        data: expect.objectContaining({ name: 'Grands comptes — printemps', scope: 'group', scope_group: 4 }),
      }),
    );
    expect(await screen.findByText(t('resources.priceLists.added'))).toBeInTheDocument();
  });

  it('refuses an end day before the start day', async () => {
    const dp = dataProvider();
    const { t } = renderWithAdmin(<PriceListCreateDialog open onClose={() => {}} />, { dataProvider: dp, lang: 'en' });
    type(input('name'), 'Oran spring');
    await choose(t('resources.priceLists.fields.scope'), t('resources.priceLists.scopes.pharmacies'));
    type(input('valid_from'), '2026-03-01');
    type(input('valid_to'), '2026-02-01');
    click(t('ra.action.save'));
    await waitFor(() => expect(helperOf(input('valid_to'))).toBe(t('pricingAdmin.validation.validTo')));
    expect(dp.create).not.toHaveBeenCalled();
  });

  it('edits a wilaya list: its wilayas are shown and sent back with the new validity', async () => {
    const dp = dataProvider();
    const { t } = renderWithAdmin(<PriceListEditDialog id={7} onClose={() => {}} />, { dataProvider: dp, lang: 'ar' });
    expect(await screen.findByDisplayValue('Oran 2026')).toBeInTheDocument();
    expect(await screen.findByText('31 — وهران')).toBeInTheDocument();
    type(input('valid_to'), '2026-12-31');
    fireEvent.click(screen.getAllByRole('button', { name: t('ra.action.save') })[0]!);
    await waitFor(() =>
      expect(dp.update).toHaveBeenCalledWith(
        'priceLists',
        expect.objectContaining({
          id: 7,
          data: expect.objectContaining({ scope: 'wilayas', scope_wilayas: [31], valid_to: '2026-12-31' }),
        }),
      ),
    );
  });
});
