import { fireEvent } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '../../../tests/support/component';
import { BasketCount, basketOf } from '../../../tests/support/shopApi';
import { answer, mockPharmacyApi, ok, refused, renderStorefront } from '../../../tests/support/storefront';
import { shopCalls } from '../../dataProvider/pharmacyShop';
import { clients } from '../../http/clients';
import { BasketDetails } from './BasketPage';

mockPharmacyApi();

const twoLines = () =>
  basketOf([
    { product_id: 1, name: 'Crème hydratante' },
    { product_id: 2, name: 'Gel nettoyant', selected_quantity: 2 },
  ]);
let serverBasket = twoLines();

function basketPage() {
  return renderStorefront(
    <>
      <BasketCount />
      <BasketDetails />
    </>,
  );
}

describe('basket page', () => {
  beforeEach(() => {
    serverBasket = twoLines();
    answer('get', '/pharmacy/get_basket_info', () => ok(serverBasket));
  });

  it('shows each line’s reference under its name, left to right in Arabic (issue 38 §17)', async () => {
    serverBasket = basketOf([{ product_id: 1, name: 'Crème hydratante', ref: 'PF-0031' }]);
    const { t } = renderStorefront(<BasketDetails />, { lang: 'ar' });
    const ref = await screen.findByTestId('line-ref-1');
    expect(ref).toHaveTextContent(t('shop.product.reference', { ref: 'PF-0031' }));
    expect(ref.querySelector('[dir="ltr"]')).toHaveTextContent('PF-0031');
  });

  it('removes a line: the product is sent, the line and the badge follow the answered basket', async () => {
    const sent = answer('delete', '/pharmacy/delete_basket_product', () => {
      serverBasket = basketOf([{ product_id: 2, name: 'Gel nettoyant', selected_quantity: 2 }]);
      return ok(serverBasket);
    });
    const { t } = basketPage();
    await screen.findByText('Crème hydratante');
    expect(screen.getByTestId('basket-count')).toHaveTextContent('2');
    fireEvent.click(screen.getByTestId('remove-1'));
    expect(await screen.findByText(t('shop.basket.removed'))).toBeInTheDocument();
    expect(sent).toEqual([{ product_id: 1 }]);
    await waitFor(() => expect(screen.queryByText('Crème hydratante')).toBeNull());
    expect(screen.getByTestId('basket-count')).toHaveTextContent('1');
  });

  it('shows the server’s reason when a change is refused, and keeps the lines', async () => {
    answer('delete', '/pharmacy/delete_basket_product', () => refused(4001, 'Ligne introuvable.', 404));
    basketPage();
    await screen.findByText('Crème hydratante');
    fireEvent.click(screen.getByTestId('remove-1'));
    expect(await screen.findByText('Ligne introuvable.')).toBeInTheDocument();
    expect(screen.getByText('Crème hydratante')).toBeInTheDocument();
  });

  it('empties the basket only once confirmed', async () => {
    const sent = answer('delete', '/pharmacy/empty_basket', () => {
      serverBasket = basketOf([]);
      return ok(serverBasket);
    });
    const { t } = basketPage();
    await screen.findByText('Crème hydratante');
    fireEvent.click(screen.getByTestId('basket-clear'));
    fireEvent.click(await screen.findByRole('button', { name: t('shop.profile.confirm.cancel') }));
    await waitFor(() => expect(screen.queryByText(t('shop.basket.clearText'))).toBeNull());
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByTestId('basket-clear'));
    fireEvent.click(await screen.findByTestId('basket-clear-confirm'));
    expect(await screen.findByTestId('basket-empty')).toHaveTextContent(t('shop.basket.empty'));
    expect(sent).toHaveLength(1);
    expect(screen.getByTestId('basket-count')).toHaveTextContent('0');
    expect(sessionStorage.getItem('basket')).toBe('[]');
  });
});

describe('a quantity typed and not applied (issue 26)', () => {
  beforeEach(() => {
    serverBasket = basketOf([{ product_id: 1, name: 'Crème hydratante', selected_quantity: 5 }]);
    answer('get', '/pharmacy/get_basket_info', () => ok(serverBasket));
  });

  const typeQuantity = async (value: string) => {
    const shown = await screen.findByTestId('basket-qty-1');
    fireEvent.change(shown.querySelector('input') ?? shown, { target: { value } });
  };
  const paymentPage = () =>
    renderStorefront(<BasketDetails />, { otherPages: { '/payment': <div data-testid="payment-page">payment</div> } });

  it('is applied before going to payment: 7 typed where 5 stood is what the basket holds on the payment page', async () => {
    const sent = answer('post', '/pharmacy/add_product_to_basket', (body) => {
      serverBasket = basketOf([
        { product_id: 1, name: 'Crème hydratante', selected_quantity: (body as { quantity: number }).quantity },
      ]);
      return ok(serverBasket);
    });
    paymentPage();
    await typeQuantity('7');
    fireEvent.click(screen.getByTestId('basket-next'));
    expect(await screen.findByTestId('payment-page')).toBeInTheDocument();
    expect(sent).toEqual([{ product_id: 1, quantity: 7 }]);
  });

  it('goes straight on when nothing was typed', async () => {
    const sent = answer('post', '/pharmacy/add_product_to_basket', () => ok(serverBasket));
    paymentPage();
    await screen.findByText('Crème hydratante');
    fireEvent.click(screen.getByTestId('basket-next'));
    expect(await screen.findByTestId('payment-page')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('stays on the basket with the server’s reason when the typed quantity is refused', async () => {
    answer('post', '/pharmacy/add_product_to_basket', () =>
      refused(4093, 'Stock insuffisant pour Crème hydratante.', 409),
    );
    paymentPage();
    await typeQuantity('7');
    fireEvent.click(screen.getByTestId('basket-next'));
    expect(await screen.findByText('Stock insuffisant pour Crème hydratante.')).toBeInTheDocument();
    expect(screen.queryByTestId('payment-page')).toBeNull();
  });

  it('stays on the basket and says so when the field was emptied', async () => {
    const sent = answer('post', '/pharmacy/add_product_to_basket', () => ok(serverBasket));
    const { t } = paymentPage();
    await typeQuantity('');
    fireEvent.click(screen.getByTestId('basket-next'));
    expect(await screen.findByText(t('shop.basket.typedInvalid', { name: 'Crème hydratante' }))).toBeInTheDocument();
    expect(screen.queryByTestId('payment-page')).toBeNull();
    expect(sent).toEqual([]);
  });
});

describe('basket expiry warning (issue 29, D95)', () => {
  beforeEach(() => {
    localStorage.removeItem('basketExpirySeen');
    answer('get', '/pharmacy/get_basket_info', () => ok(serverBasket));
  });

  it('shows each line’s earliest expiry and warns, before payment, when it is sooner than when the line was added', async () => {
    // added (the add answers the whole basket) while the earliest expiry was 05/2027
    const added = answer('post', '/pharmacy/add_product_to_basket', () => {
      serverBasket = basketOf([{ product_id: 1, name: 'Crème hydratante', earliest_expiry: '2027-05-31' }]);
      return ok(serverBasket);
    });
    await shopCalls(clients.pharmacy).setBasketQuantity(1, 1);
    expect(added).toEqual([{ product_id: 1, quantity: 1 }]);
    // the lots moved on: the pharmacy would now receive a lot expiring 02/2027
    serverBasket = basketOf([
      { product_id: 1, name: 'Crème hydratante', earliest_expiry: '2027-02-28' },
      { product_id: 2, name: 'Gel nettoyant', earliest_expiry: '2028-01-31' },
    ]);
    const { t } = basketPage();
    expect(await screen.findByTestId('expiry-changed-1')).toHaveTextContent(
      t('shop.expiry.changed', { now: '\u206802/2027\u2069', was: '\u206805/2027\u2069' }),
    );
    expect(screen.getByTestId('basket-expiry-changed')).toHaveTextContent(
      t('shop.expiry.changedSummary', { smart_count: 1 }),
    );
    expect(screen.getByTestId('line-expiry-2')).toHaveTextContent('01/2028');
    // the line added now, seen for the first time here, has nothing to compare with
    expect(screen.queryByTestId('expiry-changed-2')).toBeNull();
  });

  it('no warning when the expiry stayed or moved later', async () => {
    serverBasket = basketOf([{ product_id: 1, name: 'Crème hydratante', earliest_expiry: '2027-05-31' }]);
    const first = basketPage();
    await screen.findByTestId('line-expiry-1');
    first.unmount();
    serverBasket = basketOf([{ product_id: 1, name: 'Crème hydratante', earliest_expiry: '2027-09-30' }]);
    basketPage();
    expect(await screen.findByTestId('line-expiry-1')).toHaveTextContent('09/2027');
    expect(screen.queryByTestId('expiry-changed-1')).toBeNull();
    expect(screen.queryByTestId('basket-expiry-changed')).toBeNull();
  });
});
