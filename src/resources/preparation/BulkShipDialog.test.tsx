import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { choose, renderWithAdmin, screen, type, waitFor } from '../../../tests/support/component';
import { ApiError } from '../../http/client';
import { BulkShipDialog } from './BulkShipDialog';

const orders = [
  { id: 1, order_no: 'CMD-2026-000001', pharmacy_name: 'Pharmacie Ennour' },
  { id: 2, order_no: 'CMD-2026-000002', pharmacy_name: 'Pharmacie El Amel' },
];
const carriers = [
  { id: 3, name: 'Yalidine Express', active: true },
  { id: 4, name: 'Old courier', active: false },
];
const answered = (refused: { orderId: number; reason: string }[] = []) =>
  vi.fn(async (_body: unknown, _meta?: unknown) => ({ data: [{ shipped: [], refused }], message: '2 orders shipped' }));
const dataProvider = (shipOrders = answered()) => ({
  getList: vi.fn(async () => ({ data: carriers, total: carriers.length })),
  shipOrders,
});
const withKey = { idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) };

afterEach(() => vi.restoreAllMocks());

describe('ship everything left of a selection (issue 38 §1)', () => {
  it('asks the carrier and each parcel’s tracking number, and sends them with an Idempotency-Key', async () => {
    const call = answered();
    const onClose = vi.fn();
    const onDone = vi.fn();
    const { t } = renderWithAdmin(<BulkShipDialog orders={orders} open onClose={onClose} onDone={onDone} />, {
      dataProvider: dataProvider(call),
    });
    type(screen.getByTestId('bulk-tracking-1'), ' YAL-1 ');
    type(screen.getByTestId('bulk-tracking-2'), 'YAL-2');
    // no carrier chosen yet: said, nothing sent
    fireEvent.click(screen.getByTestId('bulk-ship-submit'));
    expect(await screen.findByTestId('bulk-ship-error')).toHaveTextContent(t('shipping.carrierRequired'));
    expect(call).not.toHaveBeenCalled();
    await choose(t('shipping.carrier'), 'Yalidine Express');
    expect(screen.queryByRole('option', { name: 'Old courier' })).toBeNull();
    fireEvent.click(screen.getByTestId('bulk-ship-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(call).toHaveBeenCalledWith(
      {
        orderIds: [1, 2],
        carrier: 3,
        parcels: [
          { orderId: 1, tracking_no: 'YAL-1' },
          { orderId: 2, tracking_no: 'YAL-2' },
        ],
      },
      withKey,
    );
    expect(onDone).toHaveBeenCalledWith([]);
  });

  it('a parcel without a number needs the tick that it has none; "No carrier" is sent as null', async () => {
    const call = answered([{ orderId: 2, reason: 'rien à expédier' }]);
    const onDone = vi.fn();
    const { t } = renderWithAdmin(<BulkShipDialog orders={orders} open onClose={vi.fn()} onDone={onDone} />, {
      dataProvider: dataProvider(call),
      lang: 'fr',
    });
    await choose(t('shipping.carrier'), t('shipping.noCarrier'));
    type(screen.getByTestId('bulk-tracking-1'), 'ZR-9');
    fireEvent.click(screen.getByTestId('bulk-ship-submit'));
    expect(await screen.findByTestId('bulk-ship-error')).toHaveTextContent(t('shipping.trackingMissing'));
    expect(call).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('bulk-no-tracking'));
    fireEvent.click(screen.getByTestId('bulk-ship-submit'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        {
          orderIds: [1, 2],
          carrier: null,
          parcels: [
            { orderId: 1, tracking_no: 'ZR-9' },
            { orderId: 2, tracking_no: null },
          ],
        },
        withKey,
      ),
    );
    // the refused order is named and stays selected
    await waitFor(() => expect(onDone).toHaveBeenCalledWith([2]));
    expect(await screen.findByText('Non traitées : CMD-2026-000002 (rien à expédier)', { exact: false })).toBeVisible();
  });

  it("the server's refusal is shown in the dialog, which stays open", async () => {
    const meta = 'Colis : une entrée par commande de la sélection.';
    const refused = vi.fn(async () => {
      throw new ApiError({ code: 4002, payload: [], meta, status: 400 } as never);
    });
    const onClose = vi.fn();
    const { t } = renderWithAdmin(<BulkShipDialog orders={orders} open onClose={onClose} onDone={vi.fn()} />, {
      dataProvider: dataProvider(refused as never),
      lang: 'fr',
    });
    await choose(t('shipping.carrier'), 'Yalidine Express');
    fireEvent.click(screen.getByTestId('bulk-no-tracking'));
    fireEvent.click(screen.getByTestId('bulk-ship-submit'));
    expect(await screen.findByTestId('bulk-ship-error')).toHaveTextContent(meta);
    expect(onClose).not.toHaveBeenCalled();
  });
});
