import { describe, expect, it } from 'vitest';
import { renderWithAdmin, screen } from '../../tests/support/component';
import type { FulfilmentView, ShipmentView } from '../contract/fulfilment';
import { ShipmentsPanel } from './ShipmentsPanel';

const fulfilment: FulfilmentView = {
  state: 'partly_shipped',
  label: null,
  due_at: '2026-12-01T09:00:00Z',
  overdue: true,
  preparing_at: null,
  lines: [
    { product_id: 7, ref: 'PF-7', name: 'Crème hydratante', ordered: 4, shipped: 2, remaining: 2 },
    { product_id: 9, ref: 'PF-9', name: 'Gel nettoyant', ordered: 2, shipped: 2, remaining: 0 },
  ],
};
const shipments: ShipmentView[] = [
  {
    shipment_id: 5,
    kind: 'order',
    created_at: '2026-11-26T10:00:00Z',
    carrier: { id: 3, name: 'Yalidine Express' },
    tracking_no: 'YAL 1',
    tracking_url: 'https://yalidine.app/suivi/YAL%201',
    lines: [
      { product_id: 7, ref: 'PF-7', name: 'Crème hydratante', quantity: 2 },
      { product_id: 9, ref: 'PF-9', name: 'Gel nettoyant', quantity: 2 },
    ],
    delivered_at: '2026-11-27T15:30:00Z',
    receiver_name: 'Amina Benali',
    delivered_by_role: 'admin',
  },
];

describe('where an order is (issue 28)', () => {
  it('shows the state, the overdue due time, each shipment with its tracking link and delivery, and what is still to ship, in Arabic', () => {
    const { t } = renderWithAdmin(<ShipmentsPanel fulfilment={fulfilment} shipments={shipments} />, { lang: 'ar' });
    expect(screen.getByTestId('fulfilment-state')).toHaveTextContent('شُحنت جزئيًا');
    expect(screen.getByText(t('shipping.overdue'))).toBeInTheDocument();
    expect(screen.getByTestId('tracking-link')).toHaveAttribute('href', 'https://yalidine.app/suivi/YAL%201');
    expect(screen.getByTestId('shipment-delivery')).toHaveTextContent('27-11-2026 16:30');
    expect(screen.getByTestId('shipment-delivery')).toHaveTextContent('Amina Benali');
    const left = screen.getByTestId('still-to-ship');
    expect(left).toHaveTextContent('Crème hydratante');
    expect(left).not.toHaveTextContent('Gel nettoyant');
  });

  it('an order not placed for preparation shows nothing', () => {
    const { container } = renderWithAdmin(
      <ShipmentsPanel fulfilment={{ ...fulfilment, state: null }} shipments={[]} />,
    );
    expect(container.querySelector('[data-testid="shipments-panel"]')).toBeNull();
  });

  it('an order held until it can ship complete says so, in the reader’s language', () => {
    const { t } = renderWithAdmin(
      <ShipmentsPanel fulfilment={{ ...fulfilment, state: null, held_until_complete: true }} shipments={[]} />,
      { lang: 'fr' },
    );
    expect(screen.getByTestId('fulfilment-held')).toHaveTextContent(t('shipping.heldUntilComplete'));
    expect(t('shipping.heldUntilComplete')).toContain('Retenue');
  });
});
