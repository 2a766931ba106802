import { fireEvent } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Backorder } from '../../contract/answers/shortages';
import { screen, waitFor } from '../../../tests/support/component';
import { answer, mockPharmacyApi, ok, renderStorefront } from '../../../tests/support/storefront';
import { BackordersTab } from './BackordersTab';

mockPharmacyApi();

const backorder = (id: number, status: Backorder['status'], quantity: number): Backorder => ({
  backorder_id: id,
  product_id: 7,
  ref: 'PF-0007',
  name: 'Crème solaire SPF 50',
  mainImage: null,
  ordered_quantity: 6,
  quantity,
  status,
  created_at: '2026-11-20T09:00:00.000Z',
  expires_at: '2027-01-19T09:00:00.000Z',
  ended_at: status === 'waiting' ? null : '2026-11-25T09:00:00.000Z',
  source_order_id: 40,
  source_order_no: 'CMD-000040',
  served_orders:
    status === 'served'
      ? [{ order_id: 52, order_no: 'CMD-000052', quantity: 6, served_at: '2026-11-25T09:00:00.000Z' }]
      : [],
});

let rows: Backorder[] = [];

describe('the profile’s back-orders (issue 41 §1)', () => {
  beforeEach(() => {
    rows = [backorder(2, 'waiting', 4), backorder(1, 'served', 0)];
    answer('get', '/pharmacy/backorders', () => ok(rows));
    answer('get', '/pharmacy/backorder_policy', () => ok([{ backorder_policy: 'keep' }]));
    answer('get', '/pharmacy/availability_requests', () => ok([]));
  });

  it('lists each with what is left, its dates in Algiers time and the orders it became; a waiting one is cancelled', async () => {
    const cancelled = answer('post', '/pharmacy/cancel_backorder', () => {
      rows = [{ ...rows[0]!, status: 'cancelled' }, rows[1]!];
      return ok([{ backorder_id: 2 }]);
    });
    renderStorefront(<BackordersTab />, { lang: 'fr' });
    const waiting = await screen.findByTestId('backorder-2');
    await waitFor(() => expect(waiting).toHaveTextContent('4 sur 6 à servir'));
    expect(waiting).toHaveTextContent('depuis le 20-11-2026');
    expect(waiting).toHaveTextContent('jusqu’au 19-01-2027');
    expect(waiting).toHaveTextContent('de la commande CMD-000040');
    expect(screen.getByTestId('backorder-1')).toHaveTextContent('Servi : CMD-000052 (6)');
    expect(screen.queryByTestId('backorder-cancel-1')).toBeNull();
    fireEvent.click(screen.getByTestId('backorder-cancel-2'));
    await waitFor(() => expect(cancelled).toEqual([{ backorderId: 2 }]));
    await waitFor(() => expect(screen.getByTestId('backorder-status-2')).toHaveTextContent('Annulé'));
    expect(screen.queryByTestId('backorder-cancel-2')).toBeNull();
  });

  it('shows the default choice and sends a new one', async () => {
    const sent = answer('post', '/pharmacy/set_backorder_policy', () => ok([{ backorder_policy: 'drop' }]));
    renderStorefront(<BackordersTab />, { lang: 'ar' });
    const keep = await screen.findByTestId('backorder-policy-keep');
    await waitFor(() => expect(keep).toBeChecked());
    fireEvent.click(screen.getByTestId('backorder-policy-drop'));
    await waitFor(() => expect(sent).toEqual([{ policy: 'drop' }]));
    await waitFor(() => expect(screen.getByTestId('backorder-policy-drop')).toBeChecked());
  });

  it('offers to hold the whole order until complete, named in the reader’s language', async () => {
    const sent = answer('post', '/pharmacy/set_backorder_policy', () => ok([{ backorder_policy: 'hold' }]));
    renderStorefront(<BackordersTab />, { lang: 'fr' });
    const hold = await screen.findByTestId('backorder-policy-hold');
    expect(hold.closest('label')).toHaveTextContent('toute la commande retenue');
    fireEvent.click(hold);
    await waitFor(() => expect(sent).toEqual([{ policy: 'hold' }]));
    await waitFor(() => expect(screen.getByTestId('backorder-policy-hold')).toBeChecked());
  });
});
