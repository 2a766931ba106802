import { fireEvent } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatDZD } from '../../contract/constants';
import { screen, waitFor } from '../../../tests/support/component';
import { basketOf } from '../../../tests/support/shopApi';
import { answer, mockPharmacyApi, ok, renderStorefront } from '../../../tests/support/storefront';
import { BasketDetails } from '../basket/BasketPage';
import type { Basket } from '../basket/useBasket';

mockPharmacyApi();

/** 4 in stock of 10 asked, 6 back-ordered; and a product with nothing in stock, 3 back-ordered (issue 41 §1). */
const withBackorders = (): Basket => ({
  ...basketOf([
    {
      product_id: 1,
      name: 'Crème hydratante',
      selected_quantity: 4,
      product_quantity: 4,
      unity_price: 1000,
      total_price: 4000,
      backorder_quantity: 6,
      backorder_total: 6000,
    },
  ]),
  backorders: [
    {
      product_id: 2,
      ref: 'PF-0002',
      name: 'Gel épuisé',
      mainImage: null,
      backorder_quantity: 3,
      unity_price: 500,
      backorder_total: 1500,
    },
  ],
  backorder_total: 8925,
});

const substitute = (id: number, name: string, quantity: number) => ({
  id,
  ref: `PF-00${id}`,
  name,
  price: 900,
  base_price: 900,
  quantity,
  mainImage: null,
});

let serverBasket = withBackorders();
let policy = 'keep';

describe('the basket’s back-ordered part (issue 41 §1)', () => {
  beforeEach(() => {
    serverBasket = withBackorders();
    policy = 'keep';
    answer('get', '/pharmacy/get_basket_info', () => ok(serverBasket));
    answer('get', '/pharmacy/my_addresses', () => ok([{ address_id: 9, address: '5 rue Larbi Ben Mhidi' }]));
    answer('get', '/pharmacy/backorder_policy', () => ok([{ backorder_policy: policy }]));
  });

  it('a pharmacy that holds its orders until complete is told its order waits for the back-ordered part', async () => {
    policy = 'hold';
    renderStorefront(<BasketDetails />);
    expect(await screen.findByTestId('basket-backorder-hold')).toHaveTextContent('prepared once its back-ordered');
  });

  it('one that keeps its back-orders is not', async () => {
    renderStorefront(<BasketDetails />);
    await screen.findByTestId('basket-backorder-summary');
    expect(screen.queryByTestId('basket-backorder-hold')).toBeNull();
  });

  it('says under a line what waits as a back-order, lists the products with nothing in stock, and its cost apart', async () => {
    renderStorefront(<BasketDetails />);
    const line = await screen.findByTestId('line-backorder-1');
    await waitFor(() =>
      expect(line.textContent).toBe(`+ 6 on back-order · ${formatDZD(6000, 'en')} excl. tax, not charged now`),
    );
    expect(screen.getByTestId('basket-backorder-2')).toHaveTextContent('Gel épuisé');
    expect(screen.getByTestId('basket-backorder-summary')).toHaveTextContent(formatDZD(8925, 'en'));
    // the basket's own total is only what ships
    expect(screen.getByTestId('line-total-1')).toHaveTextContent(formatDZD(4000, 'en'));
  });

  it('keeps the back-ordered part with the pharmacy’s address, and removes a back-ordered product', async () => {
    const kept = answer('post', '/pharmacy/keep_backorders', () => {
      serverBasket = {
        ...serverBasket,
        backorders: [],
        backorder_total: 0,
        products: [{ ...serverBasket.products[0]!, backorder_quantity: 0, backorder_total: 0 }],
      };
      return ok([{ kept: 2 }]);
    });
    renderStorefront(<BasketDetails />);
    const keep = await screen.findByTestId('basket-keep-backorders');
    await waitFor(() => expect(keep).toBeEnabled());
    fireEvent.click(keep);
    await waitFor(() => expect(kept).toEqual([{ address_id: 9 }]));
    await waitFor(() => expect(screen.queryByTestId('basket-backorders')).toBeNull());
  });

  it('a back-ordered product is removed by its button', async () => {
    const removed = answer('delete', '/pharmacy/delete_basket_product', () => ok({ ...serverBasket, backorders: [] }));
    renderStorefront(<BasketDetails />, { lang: 'fr' });
    fireEvent.click(await screen.findByTestId('basket-backorder-remove-2'));
    await waitFor(() => expect(removed).toEqual([{ product_id: 2 }]));
  });

  it('one click takes the back-ordered units of a substitute in stock instead: the line keeps what ships now', async () => {
    serverBasket.products[0]!.substitutes = [substitute(30, 'Crème apaisante', 20)];
    const added = answer('post', '/pharmacy/add_product_to_basket', () => ok(serverBasket));
    renderStorefront(<BasketDetails />, { lang: 'fr' });
    const swap = await screen.findByTestId('substitute-swap-1-30');
    await waitFor(() => expect(swap).toHaveTextContent('Prendre 6 × Crème apaisante à la place'));
    fireEvent.click(swap);
    // the substitute first, then the line again without its back-ordered part
    await waitFor(() =>
      expect(added).toEqual([
        { product_id: 30, quantity: 6 },
        { product_id: 1, quantity: 4 },
      ]),
    );
  });

  it('a product back-ordered whole is swapped for a substitute, at most its stock, and leaves the basket', async () => {
    serverBasket.backorders![0]!.substitutes = [substitute(31, 'Gel doux', 2)];
    const added = answer('post', '/pharmacy/add_product_to_basket', () => ok(serverBasket));
    const removed = answer('delete', '/pharmacy/delete_basket_product', () => ok({ ...serverBasket, backorders: [] }));
    renderStorefront(<BasketDetails />, { lang: 'ar' });
    fireEvent.click(await screen.findByTestId('substitute-swap-2-31'));
    await waitFor(() => expect(removed).toEqual([{ product_id: 2 }]));
    expect(added).toEqual([{ product_id: 31, quantity: 2 }]);
  });

  it('a substitute refused (its quota) changes nothing else', async () => {
    serverBasket.products[0]!.substitutes = [substitute(30, 'Crème apaisante', 20)];
    const added = answer('post', '/pharmacy/add_product_to_basket', () =>
      HttpResponse.json({ code: 4096, payload: null, meta: 'Il vous reste 2 unités.' }, { status: 400 }),
    );
    renderStorefront(<BasketDetails />, { lang: 'fr' });
    fireEvent.click(await screen.findByTestId('substitute-swap-1-30'));
    expect(await screen.findByText('Il vous reste 2 unités.')).toBeInTheDocument();
    expect(added).toEqual([{ product_id: 30, quantity: 6 }]);
  });

  it('a line under quota says what is left in its period, in the reader’s language', async () => {
    Object.assign(serverBasket.products[0]!, { quota_left: 2, quota_period_days: 30 });
    renderStorefront(<BasketDetails />, { lang: 'fr' });
    expect(await screen.findByTestId('basket-quota-left-1')).toHaveTextContent('Encore 2 à commander ce mois-ci');
  });
});
