import { fireEvent, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Navigate } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '../../../tests/support/component';
import { answer, API, mockPharmacyApi, ok, renderStorefront, server } from '../../../tests/support/storefront';
import { AccountPage } from './AccountPage';
import { InvoicePaymentResult } from './InvoicePaymentResult';

mockPharmacyApi();

const summary = {
  balance: 3630,
  credit_limit: 20000,
  available_credit: 16370,
  overdue: 0,
  payment_terms_days: 30,
  credit_hold: false,
  credit_hold_reason: null,
  credit_hold_days: 30,
};
const invoice = (id: number, amount: number, due: number, status: string) => ({
  invoice_id: id,
  invoice_no: `FAC-2026-00000${id}`,
  order_id: 100 + id,
  order_no: `CMD-${id}`,
  amount,
  amount_due: due,
  issued_at: '2026-11-01T10:00:00Z',
  due_date: '2026-12-01T10:00:00Z',
  status,
  status_label: status,
});

describe('paying several invoices from My account (issue 30 §4)', () => {
  beforeEach(() => {
    answer('get', '/pharmacy/account_summary', () => ok(summary));
    answer('get', '/pharmacy/invoices_list/0/10', () =>
      ok({
        invoices: [invoice(1, 1202, 1202, 'open'), invoice(2, 3010, 2428.1, 'partly_paid'), invoice(3, 500, 0, 'paid')],
        total: 3,
      }),
    );
    answer('get', '/pharmacy/account_entries/0/10', () => ok({ entries: [], total: 0 }));
  });

  it('ticks the invoices left to pay, shows their total, and a double click opens ONE card payment', async () => {
    const bodies: unknown[] = [];
    const keys: (string | null)[] = [];
    const formUrl = `${window.location.href.split('#')[0]}#satim`;
    server.use(
      http.post(`${API}/pharmacy/pay_invoices`, async ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        bodies.push(await request.json());
        await new Promise((resolve) => setTimeout(resolve, 50));
        return HttpResponse.json({ code: 2001, payload: { formUrl, orderNumber: 'PABCDEFGH1' }, meta: null });
      }),
    );
    const { t } = renderStorefront(<AccountPage />);
    const rowOf = async (no: string) => (await screen.findByText(no)).closest('tr')!;
    // a paid invoice cannot be ticked
    const paidBox = within(await rowOf('FAC-2026-000003')).queryByRole<HTMLInputElement>('checkbox');
    expect(paidBox === null || paidBox.disabled).toBe(true);
    fireEvent.click(within(await rowOf('FAC-2026-000001')).getByRole('checkbox'));
    fireEvent.click(within(await rowOf('FAC-2026-000002')).getByRole('checkbox'));
    expect(await screen.findByTestId('pay-invoices-total')).toHaveTextContent(t('accounts.pay.total'));
    expect(screen.getByTestId('pay-invoices-total').textContent).toMatch(/3,630\.10\sDA/);
    const pay = screen.getByTestId('pay-invoices');
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(window.location.hash).toBe('#satim'));
    expect(bodies).toEqual([{ invoiceIds: [1, 2] }]);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(localStorage.getItem('invoicePaymentNumber')).toBe('PABCDEFGH1');
    expect(pay).toBeDisabled();
  });

  it('an invoice paid meanwhile: the server’s sentence is shown and nothing is sent again', async () => {
    const sent = answer('post', '/pharmacy/pay_invoices', () =>
      HttpResponse.json(
        {
          code: 4095,
          payload: { invoice_id: 1, invoice_no: 'FAC-2026-000001' },
          meta: 'Invoice FAC-2026-000001 has nothing left to pay: choose again.',
        },
        { status: 409 },
      ),
    );
    renderStorefront(<AccountPage />);
    fireEvent.click(within((await screen.findByText('FAC-2026-000001')).closest('tr')!).getByRole('checkbox'));
    fireEvent.click(await screen.findByTestId('pay-invoices'));
    expect(
      await screen.findByText('Invoice FAC-2026-000001 has nothing left to pay: choose again.'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('pay-invoices')).not.toBeDisabled());
  });
});

describe('the result page of an invoice payment', () => {
  const details = {
    respCode_desc: 'Approved',
    orderId: 'GW-7',
    orderNumber: 'PABCDEFGH1',
    approvalCode: '123456',
    date: '2026-11-23T10:00:00Z',
    paymentMethod: 'CIB/EDAHABIA',
    amount: 3630.1,
  };
  const invoices = [
    { invoice_id: 1, invoice_no: 'FAC-2026-000001', amount: 1202, paid: 1202, amount_due: 0 },
    { invoice_id: 2, invoice_no: 'FAC-2026-000002', amount: 2428.1, paid: 2428.1, amount_due: 0 },
  ];
  const resultPage = (reply: () => Response, lang: 'en' | 'ar' = 'en') => {
    const queries: Record<string, string>[] = [];
    server.use(
      http.post(`${API}/pharmacy/payment`, ({ request }) => {
        queries.push(Object.fromEntries(new URL(request.url).searchParams));
        return reply();
      }),
    );
    const view = renderStorefront(<Navigate to="/pharmacy/account/payment/success?orderId=GW-7" />, {
      otherPages: { '/pharmacy/account/payment/success': <InvoicePaymentResult /> },
      lang,
    });
    return { ...view, queries };
  };

  it('asks about the attempt named by the gateway and lists the invoices paid', async () => {
    const { queries, t } = resultPage(() =>
      HttpResponse.json({
        code: 2001,
        payload: { paymentDetails: details, invoices, on_account: 0 },
        meta: 'Your payment was accepted.',
      }),
    );
    const card = await screen.findByTestId('invoice-payment-success');
    expect(card).toHaveTextContent(t('accounts.pay.successTitle'));
    expect(card).toHaveTextContent('Your payment was accepted.');
    expect(screen.getByTestId('paid-invoice-1')).toHaveTextContent('FAC-2026-000001');
    expect(screen.getByTestId('paid-invoice-2')).toHaveTextContent('FAC-2026-000002');
    expect(screen.getAllByTestId('left-now').map((c) => c.textContent)).toEqual([
      expect.stringMatching(/^0\.00\sDA$/),
      expect.stringMatching(/^0\.00\sDA$/),
    ]);
    expect(screen.queryByTestId('on-account')).toBeNull();
    expect(screen.getByTestId('detail-order-number')).toHaveTextContent('PABCDEFGH1');
    expect(screen.getByTestId('back-to-account')).toHaveAttribute('href', '/pharmacy/account');
    expect(queries).toEqual([{ orderId: 'GW-7' }]);
  });

  it('a declined payment says so, in Arabic too, and that the invoices are still to pay', async () => {
    const meta = 'رُفض الدفع';
    const { t } = resultPage(
      () =>
        HttpResponse.json(
          {
            code: 4221,
            payload: {
              paymentDetails: details,
              invoices: invoices.map((i) => ({ ...i, paid: 0, amount_due: i.amount })),
              on_account: 0,
              reason: meta,
              pending: false,
            },
            meta,
          },
          { status: 422 },
        ),
      'ar',
    );
    const card = await screen.findByTestId('invoice-payment-failed');
    expect(card).toHaveTextContent(t('accounts.pay.failedTitle'));
    expect(card).toHaveTextContent(t('accounts.pay.failedText'));
    expect(card).toHaveTextContent(meta);
    expect(
      within(screen.getByTestId('paid-invoice-1')).getByText('FAC-2026-000001').closest('[dir="ltr"]'),
    ).not.toBeNull();
  });
});
