import { fireEvent } from '@testing-library/react';
import { http } from 'msw';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { CAPTCHA_STAND_IN_TOKEN } from '../../contract/constants';
import { screen, waitFor } from '../../../tests/support/component';
import { answerQuery, basketOf } from '../../../tests/support/shopApi';
import { answer, API, mockPharmacyApi, ok, refused, renderStorefront, server } from '../../../tests/support/storefront';
import { Checkout } from './PaymentPage';

mockPharmacyApi();

const address = { address_id: 4, address: '3 rue Didouche Mourad, Alger' };
const summary = {
  method: 'offline',
  price_without_tax: 1000,
  tax_rate: 19,
  tax_amount: 190,
  stamp_duty: 12,
  total: 1202,
};
const placed = { invoice: null, orderId: 55, order_no: 'CMD-55', amount: 1202, date: '2026-11-23' };

/** Where the checkout led: the path, its query and the state given to it. */
function Landed() {
  const { pathname, search, state } = useLocation();
  return <p data-testid="landed">{`${pathname}${search} ${JSON.stringify(state ?? null)}`}</p>;
}

let basketAsked = 0;
const openAccount = {
  balance: 0,
  credit_limit: 2000,
  available_credit: 2000,
  overdue: 0,
  payment_terms_days: 30,
  credit_hold: false,
  credit_hold_reason: null,
  credit_hold_days: 30,
};

function checkout(lang: 'fr' | 'en' = 'en') {
  return renderStorefront(<Checkout />, { lang, otherPages: { '/paymentOffline/*': <Landed /> } });
}

describe('checkout', () => {
  beforeEach(() => {
    basketAsked = 0;
    answer('get', '/pharmacy/get_basket_info', () => {
      basketAsked++;
      return ok(basketOf([{ product_id: 1, name: 'Crème hydratante', unity_price: 1000 }]));
    });
    answer('get', '/pharmacy/my_addresses', () => ok([address]));
    answer('get', '/pharmacy/account_summary', () => ok(openAccount));
  });

  it('places an offline order: the stamp duty is asked for the address, then the order goes to its result page', async () => {
    const asked = answerQuery('/pharmacy/payment_summary', () => ok(summary));
    const sent = answer('post', '/pharmacy/special_payment', () => ok(placed));
    checkout();
    fireEvent.click(await screen.findByTestId('method-offline'));
    expect(await screen.findByTestId('payment-stamp-duty')).toBeInTheDocument();
    expect(asked).toEqual([{ delivery_address: '4', method: 'offline' }]);
    fireEvent.click(screen.getByTestId('accept-terms'));
    const before = basketAsked;
    fireEvent.click(screen.getByTestId('pay-button'));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/paymentOffline/success?orderId=55');
    expect(sent).toEqual([{ delivery_address: 4 }]);
    expect(JSON.parse(sessionStorage.getItem('offlineOrder')!)).toMatchObject({ orderId: 55, order_no: 'CMD-55' });
    await waitFor(() => expect(basketAsked).toBeGreaterThan(before));
  });

  it('says the amounts as the invoice does: Total TTC, then the stamp duty, then the net à payer (issue 26, point 16)', async () => {
    answerQuery('/pharmacy/payment_summary', () => ok(summary));
    const { t } = checkout('fr');
    // paid by card: no stamp duty, the bold total is the TTC
    expect(await screen.findByTestId('payment-total')).toHaveTextContent('1 190,00 DA');
    expect(screen.queryByTestId('payment-total-ttc')).toBeNull();
    fireEvent.click(await screen.findByTestId('method-offline'));
    await screen.findByTestId('payment-stamp-duty');
    const rows = [...screen.getByTestId('payment-summary').querySelectorAll('[data-testid^="payment-"]')].map((e) =>
      e.getAttribute('data-testid'),
    );
    expect(rows.filter((r) => ['payment-total-ttc', 'payment-stamp-duty', 'payment-total'].includes(r!))).toEqual([
      'payment-total-ttc',
      'payment-stamp-duty',
      'payment-total',
    ]);
    expect(screen.getByTestId('payment-total-ttc')).toHaveTextContent('1 190,00 DA');
    expect(screen.getByTestId('payment-total')).toHaveTextContent('1 202,00 DA');
    expect(screen.getByText(t('amount.ttc'))).toBeInTheDocument();
    expect(screen.getByText(t('amount.due'))).toBeInTheDocument();
    expect(t('amount.due')).toBe('Net à payer');
  });

  it('on credit hold the offline option is closed beforehand, says why, and the card stays open (issue 30)', async () => {
    answer('get', '/pharmacy/account_summary', () =>
      ok({
        balance: 1500,
        credit_limit: 2000,
        available_credit: 500,
        overdue: 1500,
        payment_terms_days: 30,
        credit_hold: true,
        credit_hold_reason: 'overdue',
        credit_hold_days: 30,
      }),
    );
    checkout();
    const banner = await screen.findByTestId('credit-hold');
    expect(banner).toHaveTextContent('Payment on delivery is unavailable: an invoice is more than 30 days overdue.');
    expect(banner).toHaveTextContent('500.00 DA');
    expect(banner).toHaveTextContent('CIB/EDAHABIA card stays open');
    expect(screen.getByTestId('method-offline')).toBeDisabled();
    expect(screen.getByTestId('method-online')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByTestId('method-switch')).toBeNull();
  });

  it('without a credit hold the offline option stays open and no banner shows', async () => {
    answerQuery('/pharmacy/payment_summary', () => ok(summary));
    checkout();
    fireEvent.click(await screen.findByTestId('method-offline'));
    expect(await screen.findByTestId('payment-stamp-duty')).toBeInTheDocument();
    expect(screen.queryByTestId('credit-hold')).toBeNull();
  });

  it('takes a refused offline order to the failed page with the server’s reason', async () => {
    answerQuery('/pharmacy/payment_summary', () => ok(summary));
    answer('post', '/pharmacy/special_payment', () => refused(4093, 'Stock insuffisant pour Crème hydratante.', 409));
    checkout();
    fireEvent.click(await screen.findByTestId('method-offline'));
    fireEvent.click(screen.getByTestId('accept-terms'));
    fireEvent.click(screen.getByTestId('pay-button'));
    const landed = await screen.findByTestId('landed');
    expect(landed).toHaveTextContent('/paymentOffline/failed');
    expect(landed).toHaveTextContent('"message":"Stock insuffisant pour Crème hydratante."');
    // the failed page then offers to adjust the basket rather than a retry that fails again
    expect(landed).toHaveTextContent('"stockShort":true');
  });

  it('sends nothing while a rule is unmet, and names the first one', async () => {
    const sent = answer('post', '/pharmacy/save_order', () => ok({}));
    const { t } = checkout();
    fireEvent.click(await screen.findByTestId('pay-button'));
    expect(await screen.findByTestId('payment-problem')).toHaveTextContent(t('checkout.needTerms'));
    fireEvent.click(screen.getByTestId('accept-terms'));
    fireEvent.click(screen.getByTestId('pay-button'));
    await waitFor(() => expect(screen.getByTestId('payment-problem')).toHaveTextContent(t('checkout.needCaptcha')));
    expect(sent).toEqual([]);
  });

  it('shows a refused online order’s reason, with one idempotency key, and asks the basket again', async () => {
    const keys: (string | null)[] = [];
    const sent: unknown[] = [];
    server.use(
      http.post(`${API}/pharmacy/save_order`, async ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        sent.push(await request.json());
        return refused(4093, 'Le stock de Crème hydratante a changé.', 409);
      }),
    );
    const { t } = checkout();
    fireEvent.click(await screen.findByTestId('accept-terms'));
    fireEvent.click(screen.getByTestId('captcha-standin'));
    const before = basketAsked;
    fireEvent.click(screen.getByTestId('pay-button'));
    expect(await screen.findByTestId('payment-failure')).toHaveTextContent('Le stock de Crème hydratante a changé.');
    expect(screen.getByText(t('checkout.saveFailedTitle'))).toBeInTheDocument();
    expect(sent).toEqual([{ deliveryAdress: 4, 'g-recaptcha-response': CAPTCHA_STAND_IN_TOKEN }]);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(basketAsked).toBeGreaterThan(before));
    // the used captcha starts over
    expect(screen.getByTestId('captcha-standin').querySelector('input')).not.toBeChecked();
  });

  it('with two addresses, the first (the pharmacy’s main one) is chosen until another is picked (issue 27 §4)', async () => {
    answer('get', '/pharmacy/my_addresses', () =>
      ok([address, { address_id: 9, address: '12 rue Larbi Ben Mhidi, Oran' }]),
    );
    const asked = answerQuery('/pharmacy/payment_summary', () => ok(summary));
    checkout();
    const first = (await screen.findByTestId('address-4')).querySelector('input')!;
    expect(first).toBeChecked();
    expect(screen.getByTestId('address-9').querySelector('input')).not.toBeChecked();
    fireEvent.click(screen.getByTestId('method-offline'));
    await waitFor(() => expect(asked).toEqual([{ delivery_address: '4', method: 'offline' }]));
    fireEvent.click(screen.getByTestId('address-9').querySelector('input')!);
    await waitFor(() => expect(asked.at(-1)).toEqual({ delivery_address: '9', method: 'offline' }));
    expect(first).not.toBeChecked();
  });

  it('when the stock fell short, one click adjusts the basket to what is available (issue 27 §4)', async () => {
    // the server's basket: 5 asked of 2 left, and a product withdrawn
    let serverBasket = basketOf([
      {
        product_id: 1,
        name: 'Crème hydratante',
        unity_price: 1000,
        selected_quantity: 5,
        product_quantity: 2,
        insufficient_stock: true,
      },
      { product_id: 2, name: 'Sérum', unity_price: 500, selected_quantity: 1, product_quantity: 0, unavailable: true },
    ]);
    answer('get', '/pharmacy/get_basket_info', () => ok(serverBasket));
    const set = answer('post', '/pharmacy/add_product_to_basket', () => {
      serverBasket = basketOf([
        { product_id: 1, name: 'Crème hydratante', unity_price: 1000, selected_quantity: 2, product_quantity: 2 },
        {
          product_id: 2,
          name: 'Sérum',
          unity_price: 500,
          selected_quantity: 1,
          product_quantity: 0,
          unavailable: true,
        },
      ]);
      return ok(serverBasket);
    });
    const removed = answer('delete', '/pharmacy/delete_basket_product', () => {
      serverBasket = basketOf([
        { product_id: 1, name: 'Crème hydratante', unity_price: 1000, selected_quantity: 2, product_quantity: 2 },
      ]);
      return ok(serverBasket);
    });
    answer('post', '/pharmacy/save_order', () => refused(4093, 'Stock insuffisant pour Crème hydratante.', 409));
    const { t } = checkout();
    fireEvent.click(await screen.findByTestId('accept-terms'));
    fireEvent.click(screen.getByTestId('captcha-standin'));
    fireEvent.click(screen.getByTestId('pay-button'));
    expect(await screen.findByTestId('payment-failure')).toHaveTextContent('Stock insuffisant pour Crème hydratante.');
    fireEvent.click(screen.getByTestId('adjust-basket'));
    expect(await screen.findByText(t('shop.basket.adjusted'))).toBeInTheDocument();
    expect(set).toEqual([{ product_id: 1, quantity: 2 }]);
    expect(removed).toEqual([{ product_id: 2 }]);
    await waitFor(() => expect(screen.queryByTestId('payment-failure')).toBeNull());
    // the page shows the adjusted basket: 2 × 1 000 DA
    await waitFor(() => expect(screen.getByTestId('payment-subtotal')).toHaveTextContent('2,000.00 DA'));
  });
});
