import { fireEvent } from '@testing-library/react';
import { Navigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import { PAYMENT_TYPE } from '../../contract/constants';
import { screen } from '../../../tests/support/component';
import { answer, mockPharmacyApi, ok, refused, renderStorefront } from '../../../tests/support/storefront';
import { OfflineSuccess } from './OfflineSuccessPage';

mockPharmacyApi();

const order = {
  id: 55,
  order_no: 'CMD-55',
  name: 'Pharmacie du Centre',
  address: '3 rue Didouche Mourad, Alger',
  status: 1,
  payement_type: PAYMENT_TYPE.CASH,
  price_without_tax: 1000,
  tax: 19,
  tax_amount: 190,
  stamp_duty: 12,
  order_price: 1202,
  order_date: '2026-11-23T10:00:00Z',
  state: 'awaiting_validation',
};

function successPage() {
  return renderStorefront(<Navigate to="/paymentOffline/success?orderId=55" />, {
    otherPages: { '/paymentOffline/success': <OfflineSuccess /> },
  });
}

describe('offline order result', () => {
  it('shows the order the server has under the id of the address, and e-mails its invoice', async () => {
    const asked = answer('post', '/pharmacy/order_details', () => ok({ order, details: [] }));
    const sent = answer('post', '/pharmacy/send_invoice', () =>
      HttpResponse.json({ code: 2001, payload: null, meta: 'Facture envoyée à pharmacie@demo.dz.' }),
    );
    successPage();
    expect(await screen.findByTestId('detail-order-no')).toHaveTextContent('CMD-55');
    expect(asked).toEqual([{ orderID: 55 }]);
    fireEvent.click(screen.getByTestId('invoice-email'));
    expect(await screen.findByText('Facture envoyée à pharmacie@demo.dz.')).toBeInTheDocument();
    expect(sent).toEqual([{ orderId: 55 }]);
  });

  it('says the invoice could not be sent when the server refuses', async () => {
    answer('post', '/pharmacy/order_details', () => ok({ order, details: [] }));
    answer('post', '/pharmacy/send_invoice', () => refused(5001, 'Erreur SMTP', 500));
    const { t } = successPage();
    fireEvent.click(await screen.findByTestId('invoice-email'));
    expect(await screen.findByText(t('paymentResult.sendFailed'))).toBeInTheDocument();
  });

  it('says nothing was ordered when the order is not one of this pharmacy', async () => {
    answer('post', '/pharmacy/order_details', () => refused(4041, 'Commande introuvable.', 404));
    const { t } = successPage();
    expect(await screen.findByTestId('offline-none')).toHaveTextContent(t('paymentResult.noOrder'));
  });
});
