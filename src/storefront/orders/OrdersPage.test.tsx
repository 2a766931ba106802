import { fireEvent } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { formatDZD } from '../../contract/constants';
import { ALL_ORDERS_CAP } from '../../dataProvider/pharmacy';
import { choose, screen, type, waitFor, within } from '../../../tests/support/component';
import { answer, API, mockPharmacyApi, ok, renderStorefront, server } from '../../../tests/support/storefront';
import { openDispute } from '../../resources/disputes/disputeSample';
import { PharmacyOrders } from './OrdersPage';

mockPharmacyApi();

const order = (n: number, extra: Record<string, unknown> = {}) => ({
  id: n,
  order_no: `CMD-${String(n).padStart(4, '0')}`,
  pharmacy_name: "Pharmacie de l'Espoir",
  status: 1,
  payement_type: 2,
  order_price: 1000 + n,
  order_date: '2026-03-14',
  state: 'validated',
  state_reason: null,
  ...extra,
});

/** The orders the mocked server holds (`total` of them, or `total` announced with only `held` answered), recording each page asked. */
function ordersApi(total: number, { held = total, make = (n: number) => order(n) } = {}) {
  const asked: { offset: number; limit: number; search: string | null; state: string | null }[] = [];
  server.use(
    http.get(`${API}/pharmacy/orders_list/:offset/:limit`, ({ params, request }) => {
      const offset = Number(params.offset);
      const limit = Number(params.limit);
      const query = new URL(request.url).searchParams;
      asked.push({ offset, limit, search: query.get('search'), state: query.get('state') });
      const orders = Array.from({ length: Math.max(0, Math.min(limit, held - offset)) }, (_, i) =>
        make(total - offset - i),
      );
      return HttpResponse.json({ code: 2001, payload: { orders, total }, meta: null });
    }),
  );
  return asked;
}

const rows = () => screen.queryAllByTestId(/^order-CMD-/);

/** The list's URL query, where the test can read it. */
function Where() {
  return <p data-testid="where">{useLocation().search}</p>;
}

describe('My orders (ListBase + DataTable)', () => {
  it('lists the first page of 10 with the date and amount under the number for phones', async () => {
    const asked = ordersApi(12);
    const { t } = renderStorefront(<PharmacyOrders />);
    const row = await screen.findByTestId('order-CMD-0012');
    expect(rows()).toHaveLength(10);
    expect(within(row).getByTestId('order-date-amount')).toHaveTextContent(`14-03-2026${formatDZD(1012, 'en')}`);
    // its own orders: no "Pharmacy" column repeating its own name (issue 27 §11)
    expect(screen.queryByRole('columnheader', { name: t('shop.orders.pharmacy') })).toBeNull();
    expect(screen.queryByText("Pharmacie de l'Espoir")).toBeNull();
    expect(screen.getByText(t('shop.orders.of', { from: 1, to: 10, count: 12 }))).toBeInTheDocument();
    expect(asked).toEqual([{ offset: 0, limit: 10, search: null, state: 'placed' }]);
  });

  it('searches as you type once typing pauses, one request for the whole number, and keeps search and filter in the URL (issue 27 §6)', async () => {
    const asked = ordersApi(3);
    const { t } = renderStorefront(
      <>
        <PharmacyOrders />
        <Where />
      </>,
    );
    await screen.findByTestId('order-CMD-0003');
    const search = screen.getByTestId('orders-search');
    for (const text of ['C', 'CM', 'CMD', 'CMD-', 'CMD-0', 'CMD-00', 'CMD-000', 'CMD-0002']) type(search, text);
    await waitFor(() => expect(asked.at(-1)).toEqual({ offset: 0, limit: 10, search: 'CMD-0002', state: 'placed' }));
    expect(asked).toHaveLength(2);
    await choose(t('orderState.filter'), t('orderState.filterAttempts'));
    await waitFor(() => expect(asked.at(-1)).toEqual({ offset: 0, limit: 10, search: 'CMD-0002', state: 'attempts' }));
    const filter = JSON.parse(new URLSearchParams(screen.getByTestId('where').textContent!).get('filter')!);
    expect(filter).toEqual({ q: 'CMD-0002', state: 'attempts' });
  });

  it('opens on the search and filter of its URL (a reload keeps them)', async () => {
    const asked = ordersApi(3);
    renderStorefront(<PharmacyOrders />, {
      path: `/?filter=${encodeURIComponent(JSON.stringify({ q: 'CMD-0001', state: 'attempts' }))}`,
    });
    await waitFor(() => expect(asked[0]).toEqual({ offset: 0, limit: 10, search: 'CMD-0001', state: 'attempts' }));
    expect(screen.getByTestId('orders-search')).toHaveValue('CMD-0001');
    expect(screen.getByTestId('order-state-filter')).toHaveValue('attempts');
  });

  it('searches the trimmed number on Enter, from the first page', async () => {
    const asked = ordersApi(3);
    renderStorefront(<PharmacyOrders />);
    await screen.findByTestId('order-CMD-0003');
    const search = screen.getByTestId('orders-search');
    type(search, '  CMD-0002 ');
    expect(asked).toHaveLength(1);
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(asked.at(-1)).toEqual({ offset: 0, limit: 10, search: 'CMD-0002', state: 'placed' }));
  });

  it('filters by state', async () => {
    const asked = ordersApi(3);
    const { t } = renderStorefront(<PharmacyOrders />);
    await screen.findByTestId('order-CMD-0003');
    await choose(t('orderState.filter'), t('orderState.filterAttempts'));
    await waitFor(() => expect(asked.at(-1)).toEqual({ offset: 0, limit: 10, search: null, state: 'attempts' }));
  });

  it('"All" shows every order, asked 100 at a time (150 orders: 150 rows), without the cap notice', async () => {
    const asked = ordersApi(150);
    const { t } = renderStorefront(<PharmacyOrders />);
    await screen.findByTestId('order-CMD-0150');
    await choose(t('shop.orders.rowsPerPage'), t('shop.orders.all'));
    await waitFor(() => expect(rows()).toHaveLength(150), { timeout: 30_000 });
    expect(asked.slice(1)).toEqual([
      { offset: 0, limit: 100, search: null, state: 'placed' },
      { offset: 100, limit: 50, search: null, state: 'placed' },
    ]);
    expect(screen.getByTestId('order-CMD-0001')).toBeInTheDocument();
    expect(screen.queryByTestId('orders-capped')).toBeNull();
  });

  it(`"All" says when the pharmacy has more than ${ALL_ORDERS_CAP} orders`, async () => {
    // the server announces more than the cap; it answers one page so the table stays small
    ordersApi(ALL_ORDERS_CAP + 200, { held: 20 });
    const { t } = renderStorefront(<PharmacyOrders />);
    await screen.findByTestId(`order-CMD-${ALL_ORDERS_CAP + 200}`);
    expect(screen.queryByTestId('orders-capped')).toBeNull();
    await choose(t('shop.orders.rowsPerPage'), t('shop.orders.all'));
    expect(await screen.findByTestId('orders-capped')).toHaveTextContent(
      t('shop.orders.capped', { smart_count: ALL_ORDERS_CAP, total: ALL_ORDERS_CAP + 200 }),
    );
  });

  it('cancels an attempt awaiting payment once confirmed, says what the server said and reloads the list', async () => {
    const asked = ordersApi(1, { make: (n) => order(n, { state: 'awaiting_payment' }) });
    const sent = answer('post', '/pharmacy/cancel_order', () =>
      HttpResponse.json({ code: 2001, payload: null, meta: 'Attempt cancelled.' }),
    );
    const { t } = renderStorefront(<PharmacyOrders />);
    // "Cancel" asks first (issue 27 §4); "Keep the order" sends nothing
    (await screen.findByTestId('cancel-CMD-0001')).click();
    const ask = await screen.findByRole('dialog', { name: t('shop.orders.cancelTitle', { order: 'CMD-0001' }) });
    expect(ask).toHaveTextContent(t('shop.orders.cancelText'));
    fireEvent.click(within(ask).getByRole('button', { name: t('shop.orders.cancelNo') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);
    (await screen.findByTestId('cancel-CMD-0001')).click();
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: t('shop.orders.cancelYes') }),
    );
    expect(await screen.findByText('Attempt cancelled.')).toBeInTheDocument();
    expect(sent).toEqual([{ orderId: 1 }]);
    await waitFor(() => expect(asked.length).toBeGreaterThan(1));
  });

  it('opens the details of an order with its lines', async () => {
    ordersApi(1);
    const details = {
      order: {
        ...order(1),
        name: "Pharmacie de l'Espoir",
        address: '3 rue Didouche Mourad, Alger',
        price_without_tax: 840,
        tax: 19,
        tax_amount: 161,
        order_price: 1001,
      },
      details: [{ id: 7, name: 'Crème hydratante', quantity: 2, unity_price: 420, quantity_price: 840 }],
    };
    const sent = answer('post', '/pharmacy/order_details', () => ok(details));
    renderStorefront(<PharmacyOrders />);
    (await screen.findByTestId('view-CMD-0001')).click();
    expect(await within(await screen.findByTestId('order-details')).findByText('Crème hydratante')).toBeInTheDocument();
    expect(sent).toEqual([{ orderID: 1 }]);
  });

  it('opens the dispute a mail links to over the searched list, and closing it keeps the search', async () => {
    const asked = ordersApi(3);
    server.use(
      http.get(`${API}/pharmacy/dispute/5`, () => ok({ ...openDispute, id: 5, lines: [], photos: [], messages: [] })),
    );
    const filter = encodeURIComponent(JSON.stringify({ q: 'CMD-0002' }));
    const { t } = renderStorefront(
      <>
        <PharmacyOrders />
        <Where />
      </>,
      { path: `/?filter=${filter}&dispute=5` },
    );
    const dialog = await screen.findByRole('dialog', { name: t('shop.disputes.detailTitle', { id: 5 }) });
    await waitFor(() => expect(within(dialog).getByTestId('dispute-status')).toBeInTheDocument());
    expect(asked[0]?.search).toBe('CMD-0002');
    fireEvent.click(within(dialog).getByRole('button', { name: t('shop.disputes.close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const where = new URLSearchParams(screen.getByTestId('where').textContent!);
    expect(where.get('dispute')).toBeNull();
    expect(JSON.parse(where.get('filter')!)).toEqual({ q: 'CMD-0002' });
  });

  it('ignores a dispute parameter that is not an id', async () => {
    ordersApi(1);
    renderStorefront(<PharmacyOrders />, { path: '/?dispute=5abc' });
    await screen.findByTestId('order-CMD-0001');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
