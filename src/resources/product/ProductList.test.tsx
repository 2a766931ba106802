import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin, screen, within } from '../../../tests/support/component';
import { ProductList } from './ProductList';

const products = [
  {
    id: 1,
    name: 'Crème hydratante',
    ref: 'CH-1',
    cost: 800,
    price: 1000,
    customer_price: 1300,
    quantity: 3,
    low_stock: true,
    category_fk: 2,
    categoryFr: 'Soins du visage',
    categoryEn: 'Face care',
    mainImage: null,
    default_image: null,
  },
  {
    id: 2,
    name: 'Lait bébé',
    ref: 'LB-2',
    cost: 400,
    price: 500,
    customer_price: 650,
    quantity: 240,
    low_stock: false,
    category_fk: 3,
    categoryFr: 'Bébé',
    categoryEn: 'Baby',
    mainImage: null,
    default_image: null,
  },
];

const page = (
  <ResourceContextProvider value="product">
    <ProductList />
  </ResourceContextProvider>
);

describe('products list (issue 27 §14)', () => {
  it('shows each product’s stock and category in columns, in the reader’s language', async () => {
    const dataProvider = { getList: vi.fn(async () => ({ data: products, total: products.length })) };
    const { t } = renderWithAdmin(page, { dataProvider, path: '/product', lang: 'en' });
    const table = await screen.findByTestId('product-table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(
      expect.arrayContaining([t('resources.product.fields.category'), t('resources.product.fields.stock')]),
    );
    const row = within(table).getByText('LB-2').closest('tr')!;
    expect(within(row).getByTestId('product-stock')).toHaveTextContent('240');
    expect(row).toHaveTextContent('Baby');
  });
});
