import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '../../../tests/support/component';
import { basketOf } from '../../../tests/support/shopApi';
import { answer, mockPharmacyApi, ok, renderStorefront } from '../../../tests/support/storefront';
import { BackorderOffer } from './BackorderOffer';

mockPharmacyApi();

const basket = () => ok(basketOf([]));

describe('the product page’s back-order offer (issue 41 §1)', () => {
  it('orders the quantity needed with backorder: true; not offered for a quantity within the stock, nor on a product well in stock', async () => {
    answer('get', '/pharmacy/get_basket_info', basket);
    answer('get', '/pharmacy/backorder_policy', () => ok([{ backorder_policy: 'keep' }]));
    const sent = answer('post', '/pharmacy/add_product_to_basket', basket);
    renderStorefront(
      <>
        <BackorderOffer productId={5} stock={4} />
        <BackorderOffer productId={6} stock={500} />
      </>,
      { lang: 'fr' },
    );
    const field = await screen.findByTestId('backorder-qty-5');
    // a product well in stock is ordered as usual: no offer
    expect(screen.getAllByTestId('backorder-offer')).toHaveLength(1);
    const button = screen.getByTestId('backorder-add-5');
    fireEvent.change(field, { target: { value: '3' } });
    expect(button).toBeDisabled();
    fireEvent.change(field, { target: { value: '10' } });
    expect(button).toBeEnabled();
    fireEvent.click(button);
    await waitFor(() => expect(sent).toEqual([{ product_id: 5, quantity: 10, backorder: true }]));
  });
});
