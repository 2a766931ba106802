import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin, screen, waitFor, within } from '../../../tests/support/component';
import { fireEvent } from '@testing-library/react';
import { formatDate, formatDZD } from '../../contract/constants';
import { OrderList } from './OrderList';

const orders = [
  {
    id: 7,
    order_no: 'CMD-0007',
    pharmacy_name: "Pharmacie de l'Espoir",
    status: 2,
    state: 'awaiting_validation',
    order_date: '2026-11-20T22:30:00.000Z',
    order_price: 12345.5,
  },
  {
    id: 6,
    order_no: 'CMD-0006',
    pharmacy_name: 'Pharmacie Ibn-Sina',
    status: 1,
    state: 'paid',
    order_date: '2026-11-18T09:05:00.000Z',
    order_price: 980,
  },
];

const page = (
  <ResourceContextProvider value="orders">
    <OrderList />
  </ResourceContextProvider>
);
/** The column header's sort button (react-admin names it "Sort by … ascending"). */
const sortButton = (field: string) => screen.getAllByRole('button').find((b) => b.dataset.field === field)!;
const dataProvider = () => ({ getList: vi.fn(async () => ({ data: orders, total: orders.length })) });

describe('Franchise orders list (issue 27 §13)', () => {
  it('shows each order’s date (Algiers time) and amount beside number, pharmacy and state', async () => {
    const { t } = renderWithAdmin(page, { path: '/orders', dataProvider: dataProvider(), lang: 'fr' });
    const table = await screen.findByTestId('orders-table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(
      expect.arrayContaining([t('franchise.orders.fields.order_date'), t('franchise.orders.fields.order_price')]),
    );
    const row = within(table).getByText('CMD-0007').closest('tr')!;
    // 22:30 UTC on the 20th is 23:30 on the 20th in Algiers
    expect(row.textContent).toContain(formatDate(orders[0]!.order_date));
    expect(formatDate(orders[0]!.order_date)).toMatch(/^20-11-2026/);
    expect(row.textContent).toContain(formatDZD(12345.5, 'fr'));
  });

  it('sorts by date (newest first by default), by amount and by number on the server', async () => {
    const dp = dataProvider();
    renderWithAdmin(page, { path: '/orders', dataProvider: dp, lang: 'en' });
    await screen.findByTestId('orders-table');
    expect(dp.getList).toHaveBeenLastCalledWith(
      'orders',
      expect.objectContaining({ sort: { field: 'order_date', order: 'DESC' } }),
    );
    fireEvent.click(sortButton('order_price'));
    await waitFor(() =>
      expect(dp.getList).toHaveBeenLastCalledWith(
        'orders',
        expect.objectContaining({ sort: { field: 'order_price', order: 'ASC' } }),
      ),
    );
    fireEvent.click(sortButton('order_date'));
    await waitFor(() =>
      expect(dp.getList).toHaveBeenLastCalledWith(
        'orders',
        expect.objectContaining({ sort: { field: 'order_date', order: 'ASC' } }),
      ),
    );
    fireEvent.click(sortButton('order_no'));
    await waitFor(() =>
      expect(dp.getList).toHaveBeenLastCalledWith(
        'orders',
        expect.objectContaining({ sort: { field: 'order_no', order: 'ASC' } }),
      ),
    );
  });
});
