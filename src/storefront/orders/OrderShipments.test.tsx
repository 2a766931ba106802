import { describe, expect, it } from 'vitest';
import { screen } from '../../../tests/support/component';
import { mockPharmacyApi, renderStorefront } from '../../../tests/support/storefront';
import type { FulfilmentView } from '../../contract/fulfilment';
import { OrderShipments } from './OrderShipments';

mockPharmacyApi();

const view = (over: Partial<FulfilmentView>): FulfilmentView => ({
  state: null,
  label: null,
  due_at: null,
  overdue: false,
  preparing_at: null,
  lines: [],
  ...over,
});

describe('the order details’ shipments (issue 28, D125)', () => {
  it('an order held until complete tells its pharmacy why it is not being prepared', async () => {
    renderStorefront(<OrderShipments fulfilment={view({ held_until_complete: true })} shipments={[]} />, {
      lang: 'ar',
    });
    expect(await screen.findByTestId('fulfilment-held')).toHaveTextContent('معلّقة حتى تكتمل');
  });

  it('an order awaiting its validation, not held, shows nothing yet', () => {
    renderStorefront(<OrderShipments fulfilment={view({ held_until_complete: false })} shipments={[]} />);
    expect(screen.queryByTestId('order-shipments')).toBeNull();
  });
});
