import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '../../../tests/support/component';
import { basketOf } from '../../../tests/support/shopApi';
import { answer, mockPharmacyApi, ok, renderStorefront } from '../../../tests/support/storefront';
import { ReorderButton } from './ReorderButton';

mockPharmacyApi();

/** Order 5 held product 1 (two units) and product 3. */
function orderFive() {
  answer('post', '/pharmacy/order_details', () =>
    ok({
      order: {
        id: 5,
        order_no: 'CMD-0005',
        name: 'x',
        address: 'x',
        status: 1,
        payement_type: 2,
        price_without_tax: 1,
        tax: 19,
        tax_amount: 0,
        order_price: 1,
      },
      details: [
        { id: 1, product_id: 1, name: 'Crème', quantity: 2, unity_price: 100, quantity_price: 200 },
        { id: 2, product_id: 3, name: 'Gel', quantity: 1, unity_price: 100, quantity_price: 100 },
      ],
    }),
  );
  return answer('post', '/pharmacy/reorder', () =>
    ok({ basket: basketOf([{ product_id: 1 }, { product_id: 3 }]), added: [], rejected: [] }),
  );
}

describe('Order again', () => {
  it('asks when a product of the order is already in the basket, and sends the choice (D119)', async () => {
    answer('get', '/pharmacy/get_basket_info', () => ok(basketOf([{ product_id: 1, selected_quantity: 25 }])));
    const sent = orderFive();
    const { t } = renderStorefront(<ReorderButton orderId={5} orderNo="CMD-0005" variant="button" />, { lang: 'fr' });
    fireEvent.click(screen.getByTestId('reorder-details-CMD-0005'));
    const dialog = await screen.findByRole('dialog', { name: t('shop.fill.askTitle') });
    expect(dialog).toHaveTextContent(t('shop.fill.askText'));
    expect(sent).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: t('shop.fill.askReplace') }));
    await waitFor(() => expect(sent).toEqual([{ orderID: 5, mode: 'set' }]));
  });

  it('does not ask when the basket holds none of the order’s products', async () => {
    answer('get', '/pharmacy/get_basket_info', () => ok(basketOf([{ product_id: 9 }])));
    const sent = orderFive();
    renderStorefront(<ReorderButton orderId={5} orderNo="CMD-0005" />, { lang: 'en' });
    fireEvent.click(screen.getByTestId('reorder-CMD-0005'));
    await waitFor(() => expect(sent).toEqual([{ orderID: 5 }]));
    expect(screen.queryByRole('dialog', { name: 'Already in your basket' })).toBeNull();
  });
});
