import { fireEvent } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Navigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '../../../tests/support/component';
import { BasketCount, basketOf } from '../../../tests/support/shopApi';
import { answer, API, mockPharmacyApi, ok, refused, renderStorefront, server } from '../../../tests/support/storefront';
import { OnlineResult } from './OnlineResult';

mockPharmacyApi();

const details = {
  respCode_desc: 'Approved',
  orderId: 'GW-1',
  orderNumber: 'ON-1',
  approvalCode: '123456',
  date: '2026-11-23T10:00:00Z',
  paymentMethod: 'CIB',
  amount: 1190,
};

let serverBasket = basketOf([]);

/** The result page as SATIM opens it, `?orderId=` naming the attempt; records the queries of POST /pharmacy/payment. */
function resultPage(reply: () => Response | Promise<Response>, lang: 'en' | 'ar' = 'en') {
  const queries: Record<string, string>[] = [];
  server.use(
    http.post(`${API}/pharmacy/payment`, ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return reply();
    }),
  );
  const page = (
    <>
      <BasketCount />
      <OnlineResult />
    </>
  );
  const view = renderStorefront(<Navigate to="/payment/success?orderId=GW-1" />, {
    otherPages: { '/payment/success': page },
    lang,
  });
  return { ...view, queries };
}

describe('online payment result', () => {
  beforeEach(() => {
    serverBasket = basketOf([]);
    answer('get', '/pharmacy/get_basket_info', () => ok(serverBasket));
  });

  it('asks the server about the attempt named in the address and shows a paid order; the badge follows the emptied basket', async () => {
    serverBasket = basketOf([{ product_id: 1 }]);
    const { queries, t } = resultPage(async () => {
      // the top bar shows the basket as it was before the payment settles and empties it
      await waitFor(() => expect(screen.getByTestId('basket-count')).toHaveTextContent('1'));
      serverBasket = basketOf([]);
      return ok({ paymentDetails: details, orderId: 9, order_no: 'CMD-9', invoice: null });
    });
    expect(await screen.findByTestId('payment-success')).toHaveTextContent(
      t('paymentResult.successText', { order: 'CMD-9' }),
    );
    expect(queries).toEqual([{ orderId: 'GW-1' }]);
    await waitFor(() => expect(screen.getByTestId('basket-count')).toHaveTextContent('0'));
  });

  it('shows a declined payment with the server’s sentence', async () => {
    resultPage(() =>
      HttpResponse.json(
        {
          code: 4221,
          payload: { paymentDetails: details, reason: 'declined' },
          meta: 'Paiement refusé par la banque.',
        },
        { status: 422 },
      ),
    );
    expect(await screen.findByTestId('payment-failed')).toHaveTextContent('Paiement refusé par la banque.');
  });

  it('a replaced attempt paid late: says it was not kept but refunded, offers My orders instead of paying again', async () => {
    const meta =
      'Ce paiement a été fait sur une page de paiement remplacée : les 1 190,00 DA débités ont été remboursés automatiquement.';
    const { t } = resultPage(() =>
      HttpResponse.json(
        {
          code: 4221,
          payload: {
            paymentDetails: details,
            orderId: 7,
            order_no: 'CMD-7',
            reason: meta,
            pending: false,
            late_refund: 'done',
          },
          meta,
        },
        { status: 422 },
      ),
    );
    const card = await screen.findByTestId('payment-late-refund');
    expect(card).toHaveTextContent(t('paymentResult.lateRefundedTitle'));
    expect(card).toHaveTextContent(meta);
    expect(screen.getByTestId('late-refund-next')).toHaveTextContent(t('paymentResult.lateRefundNext'));
    expect(screen.getByTestId('late-refund-orders')).toHaveAttribute('href', '/pharmacy/orders');
    expect(screen.queryByTestId('try-again')).toBeNull();
    expect(screen.queryByTestId('payment-failed')).toBeNull();
  });

  it('a late payment whose refund is still under way says so', async () => {
    const { t } = resultPage(() =>
      HttpResponse.json(
        {
          code: 4221,
          payload: { paymentDetails: details, orderId: 7, pending: false, late_refund: 'pending' },
          meta: 'En cours de remboursement.',
        },
        { status: 422 },
      ),
    );
    expect(await screen.findByTestId('payment-late-refund')).toHaveTextContent(t('paymentResult.lateRefundingTitle'));
  });

  it('says no payment was made when the server knows no such attempt', async () => {
    resultPage(() => refused(4041, 'Introuvable.', 404));
    expect(await screen.findByTestId('payment-none')).toBeInTheDocument();
  });

  it('leaves the result open when the gateway does not answer, and checks again on request', async () => {
    let calls = 0;
    resultPage(() =>
      ++calls === 1
        ? refused(5031, 'La passerelle ne répond pas.', 503)
        : ok({ paymentDetails: details, order_no: 'CMD-9' }),
    );
    expect(await screen.findByTestId('payment-unavailable')).toHaveTextContent('La passerelle ne répond pas.');
    fireEvent.click(screen.getByTestId('check-again'));
    expect(await screen.findByTestId('payment-success')).toBeInTheDocument();
  });
});

describe('online payment result time (issue 26, point 17)', () => {
  beforeEach(() => answer('get', '/pharmacy/get_basket_info', () => ok(basketOf([]))));

  it('a payment at 13:25 UTC reads 14:25, Algiers time, dd-mm-yyyy, without "UTC"', async () => {
    resultPage(() =>
      ok({
        paymentDetails: { ...details, date: '2026-11-26T13:25:00Z' },
        orderId: 9,
        order_no: 'CMD-9',
        invoice: null,
      }),
    );
    expect(await screen.findByTestId('detail-date')).toHaveTextContent(/^26-11-2026 14:25$/);
  });

  describe('in Arabic, and its invoice (issue 27 §9, §11)', () => {
    afterEach(() => vi.restoreAllMocks());

    it('card number, references, date and amount keep their left-to-right order; the invoice downloads under the order’s name', async () => {
      const pdf = btoa('%PDF-1.4 test');
      resultPage(
        () =>
          ok({
            paymentDetails: { ...details, pan: '628058**0011', order_no: 'CMD-2026-000030' },
            orderId: 9,
            order_no: 'CMD-2026-000030',
            invoice: pdf,
          }),
        'ar',
      );
      await screen.findByTestId('payment-success');
      for (const [id, text] of [
        ['detail-card', '628058**0011'],
        ['detail-order-no', 'CMD-2026-000030'],
        ['detail-order-number', 'ON-1'],
        ['detail-approval', '123456'],
      ]) {
        const isolated = screen.getByTestId(id!).querySelector('span[dir="ltr"]');
        expect(isolated, id).toHaveTextContent(text!);
      }
      // the result page names the file as My orders does, not facture.pdf
      const names: string[] = [];
      vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:invoice');
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        names.push(this.download);
      });
      fireEvent.click(screen.getByTestId('invoice-download'));
      expect(names).toEqual(['invoice_order_CMD-2026-000030_ar.pdf']);
    });
  });
});
