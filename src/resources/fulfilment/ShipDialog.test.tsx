import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin, screen, type, waitFor } from '../../../tests/support/component';
import type { FulfilmentView } from '../../contract/fulfilment';
import { ApiError } from '../../http/client';
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
/** The answer of the dataProvider's createShipment (POST /admin/create_shipment). */
const shipped = () => vi.fn(async (_body: unknown, _meta?: unknown) => ({ data: [{ shipment_id: 1 }], message: null }));
const dataProvider = (createShipment = shipped()) => ({
  getList: vi.fn(async () => ({ data: carriers, total: carriers.length })),
  createShipment,
});
/** The action's Idempotency-Key, sent by the dataProvider's call. */
const withKey = { idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) };

afterEach(() => vi.restoreAllMocks());

describe('ship a parcel of an order (issue 28)', () => {
  it('offers each line still to ship, at most what is left, and sends only the quantities above 0 with an Idempotency-Key', async () => {
    const call = shipped();
    const onClose = vi.fn();
    renderWithAdmin(<ShipDialog orderId={52} orderNo="CMD-52" fulfilment={fulfilment} open onClose={onClose} />, {
      dataProvider: dataProvider(call),
    });
    expect(screen.queryByTestId('ship-qty-11')).toBeNull();
    expect(screen.getByTestId('ship-qty-7')).toHaveValue(3);
    expect(screen.getByTestId('ship-qty-7')).toHaveAttribute('max', '3');
    type(screen.getByTestId('ship-qty-9'), '0');
    type(screen.getByTestId('ship-tracking'), '  YAL-1  ');
    fireEvent.click(screen.getByTestId('ship-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(call).toHaveBeenCalledWith(
      { orderId: 52, lines: [{ product_id: 7, quantity: 3 }], carrier: null, tracking_no: 'YAL-1' },
      withKey,
    );
  });

  it('nothing chosen: says so and sends nothing', async () => {
    const call = shipped();
    const { t } = renderWithAdmin(
      <ShipDialog orderId={52} orderNo="CMD-52" fulfilment={fulfilment} open onClose={vi.fn()} />,
      { dataProvider: dataProvider(call), lang: 'fr' },
    );
    type(screen.getByTestId('ship-qty-7'), '0');
    type(screen.getByTestId('ship-qty-9'), '');
    fireEvent.click(screen.getByTestId('ship-submit'));
    expect(await screen.findByTestId('ship-error')).toHaveTextContent(t('shipping.shipNone'));
    expect(call).not.toHaveBeenCalled();
  });

  it("the server's refusal (someone shipped meanwhile) is shown and the dialog stays open", async () => {
    const meta = 'PF-7 Crème hydratante : il ne reste que 1 à expédier (commandé 4, déjà expédié 3).';
    const refused = vi.fn(async () => {
      throw new ApiError({ code: 4002, payload: [], meta, status: 400 } as never);
    });
    const onClose = vi.fn();
    renderWithAdmin(<ShipDialog orderId={52} orderNo="CMD-52" fulfilment={fulfilment} open onClose={onClose} />, {
      dataProvider: dataProvider(refused as never),
      lang: 'fr',
    });
    fireEvent.click(screen.getByTestId('ship-submit'));
    expect(await screen.findByTestId('ship-error')).toHaveTextContent(meta);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('ship-dialog')).toBeInTheDocument();
  });
});

describe('the admin chooses the lots of a line (issue 29, D85)', () => {
  const lots = [
    { id: 21, lot: 'EARLY', expiry: '2027-06-30', on_hand: 5, shippable: true },
    { id: 22, lot: 'LATE', expiry: '2028-01-31', on_hand: 9, shippable: true },
    { id: 23, lot: 'SHORT', expiry: '2026-12-31', on_hand: 4, shippable: false },
  ];
  const withLots = (createShipment = shipped()) => ({
    createShipment,
    getList: vi.fn(async (resource: string, params: { filter?: { productId?: number } }) =>
      resource === 'lots'
        ? params.filter?.productId === 7
          ? { data: lots, total: lots.length }
          : { data: [], total: 0 }
        : { data: carriers, total: carriers.length },
    ),
  });

  it('lists the shippable lots of the line, FEFO first, and sends the lots chosen with the line', async () => {
    const call = shipped();
    const onClose = vi.fn();
    const provider = withLots(call);
    const { t } = renderWithAdmin(
      <ShipDialog orderId={52} orderNo="CMD-52" fulfilment={fulfilment} open onClose={onClose} />,
      { dataProvider: provider, lang: 'en' },
    );
    fireEvent.click(screen.getByTestId('choose-lots-7'));
    await screen.findByTestId('lot-qty-21');
    expect(provider.getList).toHaveBeenCalledWith('lots', expect.objectContaining({ filter: { productId: 7 } }));
    expect(screen.queryByTestId('lot-qty-23')).toBeNull();
    expect(screen.getByTestId('lot-choice-7')).toHaveTextContent('30/06/2027');
    type(screen.getByTestId('lot-qty-22'), '2');
    expect(screen.getByTestId('lot-total-7')).toHaveTextContent(t('lotChoice.total', { chosen: 2, wanted: 3 }));
    type(screen.getByTestId('lot-qty-21'), '1');
    expect(screen.getByTestId('lot-total-7')).toHaveTextContent(t('lotChoice.total', { chosen: 3, wanted: 3 }));
    type(screen.getByTestId('ship-qty-9'), '0');
    fireEvent.click(screen.getByTestId('ship-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(call).toHaveBeenCalledWith(
      {
        orderId: 52,
        lines: [
          {
            product_id: 7,
            quantity: 3,
            lots: [
              { lot_id: 21, quantity: 1 },
              { lot_id: 22, quantity: 2 },
            ],
          },
        ],
        carrier: null,
        tracking_no: null,
      },
      withKey,
    );
  });

  it('back to FEFO sends the line without lots', async () => {
    const call = shipped();
    const onClose = vi.fn();
    renderWithAdmin(<ShipDialog orderId={52} orderNo="CMD-52" fulfilment={fulfilment} open onClose={onClose} />, {
      dataProvider: withLots(call),
      lang: 'ar',
    });
    fireEvent.click(screen.getByTestId('choose-lots-7'));
    type(await screen.findByTestId('lot-qty-22'), '3');
    fireEvent.click(screen.getByTestId('lot-clear-7'));
    expect(screen.getByTestId('lot-qty-22')).toHaveValue(null);
    type(screen.getByTestId('ship-qty-9'), '0');
    fireEvent.click(screen.getByTestId('ship-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ lines: [{ product_id: 7, quantity: 3 }] }), withKey);
  });
});
