import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin, screen, type, waitFor } from '../../../tests/support/component';
import { StartRecallDialog } from './StartRecallDialog';

const product = { id: 7, ref: 'BIO-12', name: 'Crème hydratante' };
const lots = [
  { id: 1, lot: '', expiry: null, blocked: false },
  { id: 2, lot: 'AB-12', expiry: '2027-03-31', blocked: false },
  { id: 3, lot: 'OLD-1', expiry: '2026-12-31', blocked: true },
];

describe('starting a recall (issue 29 §5)', () => {
  it('offers the numbered, unblocked lots, asks for a confirmation, then starts it and opens its page', async () => {
    const dp = {
      getList: vi.fn(async () => ({ data: lots, total: lots.length })),
      create: vi.fn(async () => ({
        data: { id: 41, recall_id: 41, pharmacies_reached: 3, blocked_units: 20, short_orders: [] },
      })),
    };
    renderWithAdmin(<StartRecallDialog open product={product} onClose={() => {}} />, {
      dataProvider: dp,
      otherPages: { '/recalls/41/show': <p>recall page</p> },
    });
    const select = await screen.findByTestId('recall-lot');
    // enabled once the product's lots are read
    await waitFor(() => expect(select).not.toHaveAttribute('aria-disabled'));
    fireEvent.mouseDown(select);
    await screen.findByTestId('recall-lot-AB-12');
    expect(screen.queryByTestId('recall-lot-OLD-1')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('recall-lot-AB-12'));
    expect(screen.getByTestId('recall-next')).toBeDisabled();
    type(screen.getByTestId('recall-reason'), 'Supplier withdrawal');
    fireEvent.click(screen.getByTestId('recall-next'));
    expect(await screen.findByText('Block this lot now?')).toBeInTheDocument();
    expect(dp.create).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('Block and recall'));
    await waitFor(() =>
      expect(dp.create).toHaveBeenCalledWith(
        'recalls',
        expect.objectContaining({ data: { productId: 7, lot: 'AB-12', reason: 'Supplier withdrawal' } }),
      ),
    );
    expect(await screen.findByText('recall page')).toBeInTheDocument();
    expect(await screen.findByText('Recall started: 3 pharmacies reached.')).toBeInTheDocument();
  });

  it('shows the server’s refusal and stays open', async () => {
    const { ApiError } = await import('../../http/client');
    const dp = {
      getList: vi.fn(async () => ({ data: lots, total: lots.length })),
      create: vi.fn(async () => {
        throw new ApiError({ code: 4095, payload: null, meta: 'Lot AB-12 is already recalled.', status: 409 });
      }),
    };
    renderWithAdmin(<StartRecallDialog open product={product} lot="AB-12" onClose={() => {}} />, { dataProvider: dp });
    type(await screen.findByTestId('recall-reason'), 'Again');
    fireEvent.click(screen.getByTestId('recall-next'));
    fireEvent.click(await screen.findByText('Block and recall'));
    expect(await screen.findByTestId('recall-error')).toHaveTextContent('Lot AB-12 is already recalled.');
  });
});
