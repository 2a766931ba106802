import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin, screen, type, waitFor } from '../../../tests/support/component';
import type { FulfilmentView } from '../../contract/fulfilment';
import { ApiError } from '../../http/client';
import { clients } from '../../http/clients';
import { ShipDialog } from './ShipDialog';

const fulfilment: FulfilmentView = {
  state: 'preparing',
  label: 'Being prepared',
  due_at: '2026-12-01T09:00:00Z',
  overdue: false,
  preparing_at: '2026-11-26T10:00:00Z',
  lines: [
    { product_id: 7, ref: 'PF-7', name: 'Crème hydratante', ordered: 4, shipped: 1, remaining: 3 },
    { product_id: 9, ref: 'PF-9', name: 'Gel nettoyant', ordered: 2, shipped: 0, remaining: 2 },
    { product_id: 11, ref: 'PF-11', name: 'Lait bébé', ordered: 1, shipped: 1, remaining: 0 },
  ],
};

const carriers = [
  { id: 3, name: 'Yalidine Express', active: true },
  { id: 4, name: 'Old courier', active: false },
];
const dataProvider = () => ({ getList: vi.fn(async () => ({ data: carriers, total: carriers.length })) });

afterEach(() => vi.restoreAllMocks());

describe('ship a parcel of an order (issue 28)', () => {
  it('offers each line still to ship, at most what is left, and sends only the quantities above 0 with an Idempotency-Key', async () => {
    const call = vi.spyOn(clients.admin, 'call').mockResolvedValue([{ shipment_id: 1 }]);
    const onClose = vi.fn();
    renderWithAdmin(<ShipDialog orderId={52} orderNo="CMD-52" fulfilment={fulfilment} open onClose={onClose} />, { dataProvider: dataProvider() });
    expect(screen.queryByTestId('ship-qty-11')).toBeNull();
    expect(screen.getByTestId('ship-qty-7')).toHaveValue(3);
    expect(screen.getByTestId('ship-qty-7')).toHaveAttribute('max', '3');
    type(screen.getByTestId('ship-qty-9'), '0');
    type(screen.getByTestId('ship-tracking'), '  YAL-1  ');
    fireEvent.click(screen.getByTestId('ship-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(call).toHaveBeenCalledWith('POST', '/admin/create_shipment', {
      body: { orderId: 52, lines: [{ product_id: 7, quantity: 3 }], carrier: null, tracking_no: 'YAL-1' },
      idempotent: true,
    });
  });

  it('nothing chosen: says so and sends nothing', async () => {
    const call = vi.spyOn(clients.admin, 'call');
    const { t } = renderWithAdmin(<ShipDialog orderId={52} orderNo="CMD-52" fulfilment={fulfilment} open onClose={vi.fn()} />, { dataProvider: dataProvider(), lang: 'fr' });
    type(screen.getByTestId('ship-qty-7'), '0');
    type(screen.getByTestId('ship-qty-9'), '');
    fireEvent.click(screen.getByTestId('ship-submit'));
    expect(await screen.findByTestId('ship-error')).toHaveTextContent(t('shipping.shipNone'));
    expect(call).not.toHaveBeenCalled();
  });

  it("the server's refusal (someone shipped meanwhile) is shown and the dialog stays open", async () => {
    const meta = 'PF-7 Crème hydratante : il ne reste que 1 à expédier (commandé 4, déjà expédié 3).';
    vi.spyOn(clients.admin, 'call').mockRejectedValue(new ApiError({ code: 4002, payload: [], meta, status: 400 } as never));
    const onClose = vi.fn();
    renderWithAdmin(<ShipDialog orderId={52} orderNo="CMD-52" fulfilment={fulfilment} open onClose={onClose} />, { dataProvider: dataProvider(), lang: 'fr' });
    fireEvent.click(screen.getByTestId('ship-submit'));
    expect(await screen.findByTestId('ship-error')).toHaveTextContent(meta);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('ship-dialog')).toBeInTheDocument();
  });
});
