import { describe, expect, it } from 'vitest';
import { formatDZD } from '../../contract/constants';
import { screen, within } from '../../../tests/support/component';
import { answer, mockPharmacyApi, ok, renderStorefront } from '../../../tests/support/storefront';
import { isolate } from '../pricing/offers';
import { OrderDetailsDialog } from './OrderDetailsDialog';

mockPharmacyApi();

const order = {
  id: 1,
  order_no: 'CMD-0001',
  name: "Pharmacie de l'Espoir",
  address: '3 rue Didouche Mourad, Alger',
  status: 1,
  payement_type: 2,
  price_without_tax: 16635,
  tax: 19,
  tax_amount: 3160.65,
  order_price: 19795.65,
  order_date: '2026-03-14',
  state: 'validated',
  state_reason: null,
};

function details(lines: object[]) {
  answer('get', '/pharmacy/get_basket_info', () => ok({ products: [], basket_id: null }));
  answer('get', '/pharmacy/disputes_list/0/100', () => ok({ disputes: [], total: 0 }));
  answer('post', '/pharmacy/order_details', () => ok({ order, details: lines }));
  return renderStorefront(<OrderDetailsDialog orderId={1} onClose={() => {}} />);
}

describe('the order details of the pharmacy: free units and discounts (issue 40 §4)', () => {
  it('says under a line its free units, on top of the quantity paid, and its discount', async () => {
    const { t } = details([
      {
        id: 7,
        name: 'Crème hydratante',
        quantity: 10,
        unity_price: 1487.5,
        quantity_price: 14875,
        free_quantity: 2,
        discount_amount: 2625,
        promotion_id: 4,
      },
      { id: 8, name: 'Gel nettoyant', quantity: 2, unity_price: 880, quantity_price: 1760, free_quantity: 0 },
    ]);
    const note = await screen.findByTestId('order-line-offer-7');
    expect(note.textContent).toBe(
      `${t('shop.pricing.free', { smart_count: 2 })} · ${t('shop.pricing.discount', { amount: isolate(formatDZD(2625, 'en')) })}`,
    );
    expect(screen.queryByTestId('order-line-offer-8')).toBeNull();
    // the quantity stays what was paid
    expect(within(screen.getByTestId('order-lines')).getAllByText('10').length).toBeGreaterThan(0);
  });

  it('shows nothing more for the lines of an older answer', async () => {
    details([{ id: 7, name: 'Crème hydratante', quantity: 2, unity_price: 420, quantity_price: 840 }]);
    expect(await within(await screen.findByTestId('order-details')).findByText('Crème hydratante')).toBeInTheDocument();
    expect(screen.queryByTestId('order-line-offer-7')).toBeNull();
  });
});
