import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PRODUCTS_PER_PAGE } from '../../contract/constants';
import { fireEvent } from '@testing-library/react';
import { screen, type, waitFor, within } from '../../../tests/support/component';
import { answerQuery, BasketCount, basketOf } from '../../../tests/support/shopApi';
import { answer, mockPharmacyApi, ok, refused, renderStorefront } from '../../../tests/support/storefront';
import { ProductsCatalogue } from './ProductsPage';

mockPharmacyApi();

const categories = [
  { id: 3, nameFr: 'Soins du visage', nameEn: 'Face care' },
  { id: 5, nameFr: 'Bébé', nameEn: 'Baby' },
];
const product = (id: number) => ({
  id,
  ref: `REF-${id}`,
  name: `Crème ${id}`,
  price: 1000 + id,
  quantity: 20,
  category_id: 3,
  categoryFr: 'Soins du visage',
  categoryEn: 'Face care',
});
const page = (ids: number[], total: number) => ok({ products: ids.map(product), total });

function catalogue(lang: 'en' | 'fr' | 'ar' = 'en') {
  return renderStorefront(
    <>
      <BasketCount />
      <ProductsCatalogue />
    </>,
    { lang },
  );
}

let serverBasket = basketOf([]);

describe('catalogue', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    serverBasket = basketOf([]);
    answer('get', '/pharmacy/categories_list', () => ok(categories));
    answer('get', '/pharmacy/get_basket_info', () => ok(serverBasket));
    answer('get', '/pharmacy/search_suggestions', () => ok([]));
  });

  it('asks the first page of the catalogue and shows its products, the count and the categories in the reader’s language', async () => {
    const asked = answerQuery('/pharmacy/products_list', () => page([1, 2], 2));
    const { t } = catalogue();
    expect(await screen.findByText('Crème 1')).toBeInTheDocument();
    expect(screen.getByTestId('result-count')).toHaveTextContent(t('shop.catalogue.results', { smart_count: 2 }));
    expect(await screen.findByTestId('category-3')).toHaveTextContent('Face care');
    expect(asked).toEqual([{ offset: '0', limit: String(PRODUCTS_PER_PAGE) }]);
  });

  it('shows French category names to an Arabic reader (the catalogue exists in French and English)', async () => {
    answerQuery('/pharmacy/products_list', () => page([1], 1));
    catalogue('ar');
    expect(await screen.findByTestId('category-5')).toHaveTextContent('Bébé');
    expect(within(await screen.findByTestId('product-1')).getByText('Soins du visage')).toBeInTheDocument();
  });

  it('filters by category and searches the trimmed text, from the first page', async () => {
    const asked = answerQuery('/pharmacy/products_list', (q) => (q.search ? page([2], 1) : page([1, 2], 2)));
    catalogue();
    await screen.findByText('Crème 1');
    fireEvent.click(await screen.findByTestId('category-3'));
    await waitFor(() => expect(asked).toContainEqual({ offset: '0', limit: String(PRODUCTS_PER_PAGE), category: '3' }));
    type(screen.getByTestId('product-search'), '  crème 2 ');
    await waitFor(() =>
      expect(asked).toContainEqual({ offset: '0', limit: String(PRODUCTS_PER_PAGE), category: '3', search: 'crème 2' }),
    );
    await waitFor(() => expect(screen.queryByText('Crème 1')).toBeNull());
  });

  it('pages through the catalogue: page 2 asks the next offset', async () => {
    const asked = answerQuery('/pharmacy/products_list', (q) => (q.offset === '0' ? page([1], 20) : page([17], 20)));
    const { t } = catalogue();
    await screen.findByText('Crème 1');
    fireEvent.click(await screen.findByRole('button', { name: t('shop.catalogue.page', { page: 2 }) }));
    expect(await screen.findByText('Crème 17')).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ offset: String(PRODUCTS_PER_PAGE), limit: String(PRODUCTS_PER_PAGE) });
  });

  it('adds a product to the basket: the quantity is sent, the badge follows the answered basket', async () => {
    answerQuery('/pharmacy/products_list', () => page([1], 1));
    const sent = answer('post', '/pharmacy/add_product_to_basket', () => {
      serverBasket = basketOf([{ product_id: 1, name: 'Crème 1', selected_quantity: 1 }]);
      return ok(serverBasket);
    });
    const { t } = catalogue();
    await screen.findByText('Crème 1');
    expect(screen.getByTestId('basket-count')).toHaveTextContent('0');
    fireEvent.click(screen.getByTestId('add-1'));
    expect(await screen.findByText(t('shop.add.added'))).toBeInTheDocument();
    expect(sent).toEqual([{ product_id: 1, quantity: 1 }]);
    await waitFor(() => expect(screen.getByTestId('basket-count')).toHaveTextContent('1'));
    expect(screen.getByTestId('add-1')).toHaveTextContent(t('shop.add.update'));
  });

  it('shows the server’s reason when the basket refuses the product', async () => {
    answerQuery('/pharmacy/products_list', () => page([1], 1));
    answer('post', '/pharmacy/add_product_to_basket', () => refused(4091, 'Stock insuffisant pour Crème 1.', 409));
    catalogue();
    await screen.findByText('Crème 1');
    fireEvent.click(screen.getByTestId('add-1'));
    expect(await screen.findByText('Stock insuffisant pour Crème 1.')).toBeInTheDocument();
    expect(screen.getByTestId('basket-count')).toHaveTextContent('0');
  });
});
