import { fireEvent } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin, screen, waitFor } from '../../../tests/support/component';
import { LaboratoryList } from './LaboratoryList';

const rows = [
  {
    id: 'Hoggar Labs',
    brand: 'Hoggar Labs',
    orders_count: 12,
    units_sold: 140,
    sales_amount: 182000,
    discount_given: 27300,
    free_units: 0,
    free_units_cost: 0,
  },
  {
    id: 'Atlas Dermo',
    brand: 'Atlas Dermo',
    orders_count: 4,
    units_sold: 48,
    sales_amount: 69600,
    discount_given: 0,
    free_units: 8,
    free_units_cost: 11600,
  },
];

const page = (
  <ResourceContextProvider value="laboratories">
    <LaboratoryList />
  </ResourceContextProvider>
);

describe('laboratories report (issue 40 §4)', () => {
  it('shows what each laboratory sold and what its conditions cost, and asks the server for the period chosen', async () => {
    const getList = vi.fn(async () => ({ data: rows, total: rows.length }));
    const { t } = renderWithAdmin(page, { dataProvider: { getList }, path: '/laboratories', lang: 'fr' });
    const atlas = (await screen.findByText('Atlas Dermo')).closest('tr')!;
    expect(atlas.textContent?.replace(/\u202f/g, ' ')).toBe('Atlas Dermo44869 600,00 DA0,00 DA811 600,00 DA');
    expect(screen.getByText('Hoggar Labs')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: t('resources.laboratories.fields.free_units_cost') })).toBeTruthy();
    fireEvent.change(screen.getByTestId('laboratories-filter-from'), { target: { value: '2026-11-01' } });
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'laboratories',
        expect.objectContaining({ filter: expect.objectContaining({ from: '2026-11-01' }) }),
      ),
    );
  });
});
