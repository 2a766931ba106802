import { fireEvent } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin, screen, within } from '../../../tests/support/component';
import { FranchisePriceListList } from './FranchisePriceListList';

const list = {
  id: 7,
  name: 'Réseau Alger',
  scope: 'wilayas',
  scope_ids: [16],
  valid_from: '2026-11-01',
  valid_to: null,
  items_count: 3,
  created_at: '2026-11-01T08:00:00Z',
  updated_at: '2026-11-01T08:00:00Z',
  items: [
    { product_id: 2, ref: 'PF-0002', name: 'Gel nettoyant', price: 1250, min_quantity: 1, base_price: 1300 },
    { product_id: 1, ref: 'PF-0001', name: 'Crème hydratante', price: 1710, min_quantity: 12, base_price: 1900 },
    { product_id: 1, ref: 'PF-0001', name: 'Crème hydratante', price: 1805, min_quantity: 6, base_price: 1900 },
  ],
};

const page = (
  <ResourceContextProvider value="priceLists">
    <FranchisePriceListList />
  </ResourceContextProvider>
);

describe('franchise price lists (issue 40 §6)', () => {
  it('lists the wilaya’s lists read only; a row opens its items, tiers smallest first, with no cost', async () => {
    const dataProvider = { getList: vi.fn(async () => ({ data: [list], total: 1 })) };
    const { t } = renderWithAdmin(page, { dataProvider, path: '/priceLists', lang: 'fr' });
    const row = (await screen.findByText('Réseau Alger')).closest('tr')!;
    expect(row).toHaveTextContent(t('resources.priceLists.wilayasCount', { smart_count: 1 }));
    expect(screen.queryByTestId('list-add')).toBeNull();
    fireEvent.click(within(row).getByText('Réseau Alger'));
    const items = await screen.findByTestId('franchise-price-list-items');
    const rows = within(items).getAllByRole('row').slice(1);
    // the amounts' groups are narrow no-break spaces, as Intl writes them
    expect(rows.map((r) => r.textContent?.replace(/\u202f/g, ' '))).toEqual([
      expect.stringMatching(/^PF-0001 Crème hydratante1 900,00 DA1 805,00 DA6$/),
      expect.stringMatching(/^PF-0001 Crème hydratante1 900,00 DA1 710,00 DA12$/),
      expect.stringMatching(/^PF-0002 Gel nettoyant1 300,00 DA1 250,00 DA1$/),
    ]);
    expect(items).not.toHaveTextContent(t('resources.priceListItems.fields.cost'));
  });
});
