import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { click, helperOf, input, renderWithAdmin, screen, type, waitFor } from '../../../tests/support/component';
import { PromotionCreateDialog, PromotionEditDialog } from './PromotionDialogs';

const products = [
  { id: 3, ref: 'AV-3', name: 'Avène Cicalfate', price: 1200, cost: 900 },
  { id: 4, ref: 'AV-4', name: 'Avène Hydrance', price: 1500, cost: 1000 },
];
const percent = {
  id: 2,
  name: 'Bioderma −15 %',
  kind: 'percent',
  product_ids: [],
  category_id: null,
  brand: 'Bioderma',
  percent: 15,
  min_quantity: 6,
  buy_quantity: null,
  free_quantity: null,
  max_free_units: null,
  free_units_given: 0,
  scope: 'all',
  scope_ids: [],
  scope_pharmacies: [],
  scope_group: null,
  scope_wilayas: [],
  valid_from: '2026-03-01',
  valid_to: '2026-03-31',
  combinable: true,
  ended_at: null,
  state: 'coming',
};

function dataProvider() {
  const rows: Record<string, object[]> = {
    product: products,
    brands: [
      { id: 'Avène', name: 'Avène' },
      { id: 'Bioderma', name: 'Bioderma' },
    ],
  };
  return {
    getList: vi.fn(async (resource: string) => ({ data: rows[resource] ?? [], total: (rows[resource] ?? []).length })),
    getMany: vi.fn(async (resource: string, { ids }: { ids: unknown[] }) => ({
      data: (rows[resource] ?? []).filter((r) => ids.map(String).includes(String((r as { id: unknown }).id))),
    })),
    getOne: vi.fn(async () => ({ data: percent })),
    create: vi.fn(async (_: string, { data }: { data: object }) => ({ data: { ...data, id: 9 } })),
    update: vi.fn(async (_: string, { data }: { data: object }) => ({ data })),
  };
}

describe('promotion form (issue 40 §5)', () => {
  it('starts as free units for everyone: N, M and the cap are checked, the products chosen, then it is sent', async () => {
    const dp = dataProvider();
    const { t } = renderWithAdmin(<PromotionCreateDialog open onClose={() => {}} />, { dataProvider: dp, lang: 'fr' });
    type(input('name'), 'Avène 10 + 2');
    expect(input('buy_quantity')).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: t('resources.promotions.fields.percent') })).toBeNull();
    type(input('buy_quantity'), '10');
    type(input('free_quantity'), '2.5');
    click(t('ra.action.save'));
    await waitFor(() => expect(helperOf(input('free_quantity'))).toBe(t('pricingAdmin.validation.units')));
    expect(screen.getByText(t('pricingAdmin.validation.target'))).toBeInTheDocument();
    expect(dp.create).not.toHaveBeenCalled();

    type(input('free_quantity'), '2');
    type(input('max_free_units'), '50');
    const products = screen.getByRole('combobox', { name: t('resources.promotions.fields.product_ids') });
    products.focus();
    fireEvent.change(products, { target: { value: 'Av' } });
    fireEvent.click(await screen.findByRole('option', { name: 'AV-3 — Avène Cicalfate' }));
    click(t('ra.action.save'));
    await waitFor(() => expect(dp.create).toHaveBeenCalledTimes(1));
    expect(dp.create).toHaveBeenCalledWith(
      'promotions',
      expect.objectContaining({
        data: expect.objectContaining({
          name: 'Avène 10 + 2',
          kind: 'free_units',
          buy_quantity: 10,
          free_quantity: 2,
          max_free_units: 50,
          product_ids: [3],
          scope: 'all',
          combinable: false,
        }),
      }),
    );
  });

  it('a percentage asks for its percent and minimum quantity instead, within 0–100', async () => {
    const dp = dataProvider();
    const { t } = renderWithAdmin(<PromotionCreateDialog open onClose={() => {}} />, { dataProvider: dp, lang: 'en' });
    type(input('name'), 'Summer sale');
    fireEvent.click(screen.getByRole('radio', { name: t('resources.promotions.kinds.percent') }));
    await waitFor(() => expect(input('percent')).toBeInTheDocument());
    expect(() => input('buy_quantity')).toThrow();
    type(input('percent'), '120');
    click(t('ra.action.save'));
    await waitFor(() => expect(helperOf(input('percent'))).toBe(t('pricingAdmin.validation.percent')));
    expect(dp.create).not.toHaveBeenCalled();
  });

  it('edits a percentage promotion: its values are shown and sent back', async () => {
    const dp = dataProvider();
    const { t } = renderWithAdmin(<PromotionEditDialog id={2} onClose={() => {}} />, { dataProvider: dp, lang: 'ar' });
    expect(await screen.findByDisplayValue('Bioderma −15 %')).toBeInTheDocument();
    expect(input('percent')).toHaveValue(15);
    type(input('percent'), '12.5');
    click(t('ra.action.save'));
    await waitFor(() =>
      expect(dp.update).toHaveBeenCalledWith(
        'promotions',
        expect.objectContaining({
          id: 2,
          data: expect.objectContaining({ kind: 'percent', percent: 12.5, brand: 'Bioderma', combinable: true }),
        }),
      ),
    );
  });
});
