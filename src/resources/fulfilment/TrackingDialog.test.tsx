import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { choose, renderWithAdmin, screen, type, waitFor } from '../../../tests/support/component';
import { ApiError } from '../../http/client';
import { isolate } from '../../contract/constants';
import { TrackingDialog } from './TrackingDialog';

const carriers = [
  { id: 3, name: 'Yalidine Express', active: true },
  { id: 4, name: 'Old courier', active: false },
];
const shipment = { shipment_id: 41, created_at: '2026-11-26T23:30:00Z', carrier: null, tracking_no: null };
const saved = () =>
  vi.fn(async (_resource: string, params: { id: number; data: Record<string, unknown> }) => ({
    data: { id: params.id, ...params.data },
  }));
const dataProvider = (update = saved()) => ({
  getList: vi.fn(async () => ({ data: carriers, total: carriers.length })),
  update,
});

afterEach(() => vi.restoreAllMocks());

describe("a parcel's tracking completed later (issue 38 §1)", () => {
  it('sends the carrier and the trimmed number through the shipments resource', async () => {
    const update = saved();
    const onClose = vi.fn();
    const { t } = renderWithAdmin(<TrackingDialog shipment={shipment} open onClose={onClose} />, {
      dataProvider: dataProvider(update),
      lang: 'fr',
    });
    // the date people read is Algiers' (23:30 UTC is the next day there)
    expect(screen.getByText(t('shipping.trackingTitle', { date: isolate('27-11-2026') }))).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('tracking-submit'));
    expect(await screen.findByTestId('tracking-error')).toHaveTextContent(t('shipping.trackingRequired'));
    expect(update).not.toHaveBeenCalled();
    await choose(t('shipping.carrier'), 'Yalidine Express');
    type(screen.getByTestId('tracking-number'), '  YAL 555 ');
    fireEvent.click(screen.getByTestId('tracking-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(update).toHaveBeenCalledWith(
      'shipments',
      expect.objectContaining({ id: 41, data: { carrier: 3, tracking_no: 'YAL 555' } }),
    );
  });

  it("starts from the parcel's carrier and number (kept even when the carrier is no longer active)", async () => {
    const update = saved();
    renderWithAdmin(
      <TrackingDialog
        shipment={{ ...shipment, carrier: { id: 4, name: 'Old courier' }, tracking_no: 'OLD-1' }}
        open
        onClose={vi.fn()}
      />,
      { dataProvider: dataProvider(update) },
    );
    expect(screen.getByTestId('tracking-number')).toHaveValue('OLD-1');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Carrier/ })).toHaveTextContent('Old courier'));
    fireEvent.click(screen.getByTestId('tracking-submit'));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'shipments',
        expect.objectContaining({ data: { carrier: 4, tracking_no: 'OLD-1' } }),
      ),
    );
  });

  it("the server's refusal (delivered meanwhile) is shown and the dialog stays open", async () => {
    const meta = 'Cette expédition est déjà livrée : son suivi ne peut plus changer.';
    const update = vi.fn(async () => {
      throw new ApiError({ code: 4095, payload: [], meta, status: 409 } as never);
    });
    const onClose = vi.fn();
    renderWithAdmin(<TrackingDialog shipment={shipment} open onClose={onClose} />, {
      dataProvider: dataProvider(update as never),
      lang: 'fr',
    });
    type(screen.getByTestId('tracking-number'), 'YAL-1');
    fireEvent.click(screen.getByTestId('tracking-submit'));
    expect(await screen.findByTestId('tracking-error')).toHaveTextContent(meta);
    expect(onClose).not.toHaveBeenCalled();
  });
});
