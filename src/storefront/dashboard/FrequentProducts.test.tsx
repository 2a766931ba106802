import { fireEvent } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '../../../tests/support/component';
import { basketOf } from '../../../tests/support/shopApi';
import { answer, mockPharmacyApi, ok, renderStorefront } from '../../../tests/support/storefront';
import { FrequentProducts, quantityToAdd } from './FrequentProducts';

mockPharmacyApi();

const product = (id: number, ref: string, stock: number, usual: number) => ({
  id,
  ref,
  name: `Product ${ref}`,
  price: 1200,
  quantity: stock,
  mainImage: null,
  ordered_quantity: usual * 3,
  ordered_times: 3,
  usual_quantity: usual,
});
let serverBasket = basketOf([]);

describe('quantityToAdd (D71)', () => {
  it('adds the usual quantity, no more than the stock left beside the basket line', () => {
    expect(quantityToAdd({ usual_quantity: 12, quantity: 50 }, 0)).toBe(12);
    expect(quantityToAdd({ usual_quantity: 12, quantity: 50 }, 40)).toBe(10);
    expect(quantityToAdd({ usual_quantity: 12, quantity: 5 }, 0)).toBe(5);
    expect(quantityToAdd({ usual_quantity: 12, quantity: 5 }, 5)).toBe(0);
    expect(quantityToAdd({ usual_quantity: 12, quantity: 0 }, 0)).toBe(0);
  });
});

describe('the dashboard’s most ordered products', () => {
  beforeEach(() => {
    serverBasket = basketOf([]);
    answer('get', '/pharmacy/get_basket_info', () => ok(serverBasket));
    answer('get', '/pharmacy/frequent_products', () =>
      ok([product(1, 'PF-0001', 50, 12), product(2, 'PF-0002', 5, 24), product(3, 'PF-0003', 0, 6)]),
    );
  });

  it('shows each product’s usual quantity on its button, capped at the stock, and adds it to the basket line', async () => {
    const sent = answer('post', '/pharmacy/add_product_to_basket', (body) => {
      const { product_id, quantity } = body as { product_id: number; quantity: number };
      serverBasket = basketOf([{ product_id, selected_quantity: quantity, product_quantity: 50 }]);
      return ok(serverBasket);
    });
    const { t } = renderStorefront(<FrequentProducts />, { lang: 'fr' });
    expect(await screen.findByTestId('frequent-step-PF-0001')).toHaveTextContent('+12');
    expect(screen.getByTestId('frequent-step-PF-0002')).toHaveTextContent('+5');
    // out of stock: the usual quantity is shown, the button is off
    expect(screen.getByTestId('frequent-step-PF-0003')).toHaveTextContent('+6');
    expect(screen.getByTestId('frequent-add-PF-0003')).toBeDisabled();
    // the visible "+6" is part of the button's name (axe: label-content-name-mismatch)
    expect(screen.getByTestId('frequent-add-PF-0003')).toHaveAccessibleName(
      t('shop.frequent.addLabel', { quantity: 6, name: 'Product PF-0003' }),
    );
    expect(t('shop.frequent.addLabel', { quantity: 6, name: 'Product PF-0003' })).toContain('+6');
    expect(screen.getByTestId('frequent-add-PF-0001')).toHaveAccessibleName(
      t('shop.frequent.addLabel', { quantity: 12, name: 'Product PF-0001' }),
    );

    fireEvent.click(screen.getByTestId('frequent-add-PF-0001'));
    await waitFor(() => expect(sent).toEqual([{ product_id: 1, quantity: 12 }]));
    // 12 in the basket out of 50: the next tap sets 24
    await waitFor(() => expect(screen.getByTestId('frequent-step-PF-0001')).toHaveTextContent('+12'));
    await waitFor(() => expect(screen.getByTestId('frequent-add-PF-0001')).toBeEnabled());
    fireEvent.click(screen.getByTestId('frequent-add-PF-0001'));
    await waitFor(() =>
      expect(sent).toEqual([
        { product_id: 1, quantity: 12 },
        { product_id: 1, quantity: 24 },
      ]),
    );
  });

  it('tops a line up to the stock when less than the usual quantity is left', async () => {
    serverBasket = basketOf([{ product_id: 1, selected_quantity: 44, product_quantity: 50 }]);
    const sent = answer('post', '/pharmacy/add_product_to_basket', () => ok(serverBasket));
    renderStorefront(<FrequentProducts />, { lang: 'ar' });
    await waitFor(() => expect(screen.getByTestId('frequent-step-PF-0001')).toHaveTextContent('+6'));
    expect(screen.getByTestId('frequent-step-PF-0001')).toHaveAttribute('dir', 'ltr');
    fireEvent.click(screen.getByTestId('frequent-add-PF-0001'));
    await waitFor(() => expect(sent).toEqual([{ product_id: 1, quantity: 50 }]));
  });
});
