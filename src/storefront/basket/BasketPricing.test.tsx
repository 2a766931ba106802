import { fireEvent } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatDZD } from '../../contract/constants';
import { screen, waitFor } from '../../../tests/support/component';
import { basketOf } from '../../../tests/support/shopApi';
import { answer, mockPharmacyApi, ok, renderStorefront } from '../../../tests/support/storefront';
import { isolate } from '../pricing/offers';
import type { Basket } from './useBasket';
import { BasketDetails } from './BasketPage';

mockPharmacyApi();

/**
 * A basket as issue 40 answers it: line 1 at a contract price with 15 % off and 2 free units of a "10 + 2"; line 2
 * three units short of its next tier; plus what the whole basket gains.
 */
const pricedBasket = (): Basket => ({
  ...basketOf([
    {
      product_id: 1,
      name: 'Crème hydratante',
      selected_quantity: 10,
      product_quantity: 50,
      base_price: 2000,
      list_price: 1750,
      unity_price: 1487.5,
      total_price: 14875,
      discount_amount: 2625,
      free_quantity: 2,
      promotion_id: 4,
      price_list_id: 2,
      next_offer: { kind: 'free_units', missing_quantity: 10, price: null, free_quantity: 2 },
    },
    {
      product_id: 2,
      name: 'Gel nettoyant',
      selected_quantity: 7,
      product_quantity: 8,
      base_price: 900,
      list_price: 900,
      unity_price: 900,
      total_price: 6300,
      discount_amount: 0,
      free_quantity: 0,
      next_offer: { kind: 'tier', missing_quantity: 3, price: 850, free_quantity: null },
    },
  ]),
  savings: 9125,
  free_units: 2,
});

let serverBasket = pricedBasket();

describe('basket: what the pharmacy pays and gains (issue 40 §3)', () => {
  beforeEach(() => {
    serverBasket = pricedBasket();
    answer('get', '/pharmacy/get_basket_info', () => ok(serverBasket));
  });

  it('shows per line the unit price paid with the catalogue price struck through, the discount and the free units', async () => {
    const { t } = renderStorefront(<BasketDetails />);
    const base = await screen.findByTestId('line-base-1');
    expect(base.tagName).toBe('S');
    expect(base).toHaveTextContent(formatDZD(2000, 'en'));
    expect(screen.getByTestId('line-discount-1').textContent).toBe(
      t('shop.pricing.discount', { amount: isolate(formatDZD(2625, 'en')) }),
    );
    expect(screen.getByTestId('line-free-1')).toHaveTextContent('+2 free (UG)');
    // the line paying the catalogue price: nothing struck, no discount, no free units
    expect(screen.queryByTestId('line-base-2')).toBeNull();
    expect(screen.queryByTestId('line-discount-2')).toBeNull();
    expect(screen.queryByTestId('line-free-2')).toBeNull();
  });

  it('suggests the next free units and the next tier', async () => {
    const { t } = renderStorefront(<BasketDetails />);
    expect((await screen.findByTestId('line-next-1')).textContent).toBe('10 more for 2 free');
    expect(screen.getByTestId('line-next-2').textContent).toBe(
      t('shop.pricing.nextTier', { smart_count: 3, price: isolate(formatDZD(850, 'en')) }),
    );
    expect(screen.getByTestId('line-next-2')).toHaveTextContent('3 more for');
    // 7 + 3 is more than the 8 in stock: the hint says it, the click is not offered
    expect(screen.getByTestId('line-next-2')).toBeDisabled();
  });

  it('a click on the suggestion asks the quantity that gets it', async () => {
    const sent = answer('post', '/pharmacy/add_product_to_basket', () => ok(serverBasket));
    renderStorefront(<BasketDetails />);
    fireEvent.click(await screen.findByTestId('line-next-1'));
    await waitFor(() => expect(sent).toEqual([{ product_id: 1, quantity: 20 }]));
  });

  it('the summary says what the whole basket saves and its free units', async () => {
    const { t } = renderStorefront(<BasketDetails />, { lang: 'fr' });
    const gains = await screen.findByTestId('basket-gains');
    expect(gains).toHaveTextContent(t('shop.pricing.savings'));
    expect(screen.getByTestId('savings').textContent).toBe(formatDZD(9125, 'fr'));
    expect(gains).toHaveTextContent(t('shop.pricing.freeUnits'));
    expect(screen.getByTestId('free-units')).toHaveTextContent('2');
  });

  it('in Arabic, the free units take their plural form', async () => {
    const { t } = renderStorefront(<BasketDetails />, { lang: 'ar' });
    expect((await screen.findByTestId('line-free-1')).textContent).toBe(t('shop.pricing.free', { smart_count: 2 }));
    expect(screen.getByTestId('line-free-1').textContent).toContain('وحدتان');
  });

  it('an older answer, or a basket that gains nothing, shows none of it', async () => {
    serverBasket = basketOf([{ product_id: 1, name: 'Crème hydratante', selected_quantity: 3 }]);
    renderStorefront(<BasketDetails />);
    await screen.findByText('Crème hydratante');
    expect(screen.getByTestId('basket-summary')).toBeInTheDocument();
    for (const id of ['line-base-1', 'line-discount-1', 'line-free-1', 'line-next-1', 'basket-gains'])
      expect(screen.queryByTestId(id), id).toBeNull();
  });
});
