import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { click, renderWithAdmin, screen, type, waitFor } from '../../../tests/support/component';
import { ApiError } from '../../http/client';
import { RejectOrderButton } from './RejectOrderButton';
import type { Order } from './types';

const order: Order = {
  id: 52,
  order_no: 'CMD-2026-000052',
  name: 'Pharmacie Ennour',
  pharmacy_name: 'Pharmacie Ennour',
  status: 2,
  payement_type: 1,
  order_price: 2404,
  order_date: '2026-11-26T13:25:00Z',
  state: 'awaiting_validation',
};

const dataProvider = () => ({
  update: vi.fn(async (_: string, { data }: { data: object }) => ({ data: { ...order, ...data, state: 'rejected' } })),
});

describe('reject an offline order (issue 26, point 18)', () => {
  it('is offered only for a cash order awaiting sales validation', () => {
    const dp = dataProvider();
    renderWithAdmin(
      <>
        <RejectOrderButton order={{ ...order, state: 'validated', status: 1 }} />
        <RejectOrderButton order={{ ...order, payement_type: 2, state: 'paid' }} />
        <RejectOrderButton order={{ ...order, state: 'rejected' }} />
        <RejectOrderButton order={order} compact />
      </>,
      { dataProvider: dp },
    );
    expect(screen.queryByTestId('reject-button')).toBeNull();
    expect(screen.getAllByTestId('row-reject')).toHaveLength(1);
  });

  it('asks a reason of 3 to 500 characters in the user language, and sends nothing without it', async () => {
    const dp = dataProvider();
    const { t } = renderWithAdmin(<RejectOrderButton order={order} />, { dataProvider: dp, lang: 'ar' });
    fireEvent.click(await screen.findByTestId('reject-button'));
    type(screen.getByTestId('reject-reason'), '  a ');
    click(t('resources.orders.reject.next'));
    expect(await screen.findByText('اذكر سبب الرفض، من 3 إلى 500 حرفًا.')).toBeInTheDocument();
    expect(screen.queryByTestId('reject-confirm')).toBeNull();
    expect(dp.update).not.toHaveBeenCalled();
  });

  it('asks for confirmation, then rejects with the trimmed reason, says so and closes', async () => {
    const dp = dataProvider();
    const { t } = renderWithAdmin(<RejectOrderButton order={order} />, { dataProvider: dp, lang: 'fr' });
    fireEvent.click(await screen.findByTestId('reject-button'));
    expect(
      screen.getByRole('heading', { name: t('resources.orders.reject.title', { order_no: 'CMD-2026-000052' }) }),
    ).toBeInTheDocument();
    type(screen.getByTestId('reject-reason'), '  Pharmacie fermée définitivement ');
    click(t('resources.orders.reject.next'));
    // the confirmation step names the order and repeats the reason; nothing is sent yet
    expect(await screen.findByTestId('reject-confirm-text')).toHaveTextContent(
      t('resources.orders.reject.confirmText', { order_no: 'CMD-2026-000052' }),
    );
    expect(screen.getByTestId('reject-confirm-text')).toHaveTextContent('Pharmacie fermée définitivement');
    expect(dp.update).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('reject-confirm'));
    await waitFor(() => expect(dp.update).toHaveBeenCalledTimes(1));
    expect(dp.update).toHaveBeenCalledWith(
      'orders',
      expect.objectContaining({ id: 52, data: { rejection_reason: 'Pharmacie fermée définitivement' } }),
    );
    expect(await screen.findByText(t('orderReject.done', { order: 'CMD-2026-000052' }))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('reject-dialog')).toBeNull());
  });

  it('going back from the confirmation keeps the reason to edit', async () => {
    const dp = dataProvider();
    const { t } = renderWithAdmin(<RejectOrderButton order={order} />, { dataProvider: dp });
    fireEvent.click(await screen.findByTestId('reject-button'));
    type(screen.getByTestId('reject-reason'), 'Rupture chez le grossiste');
    click(t('resources.orders.reject.next'));
    click(await screen.findByRole('button', { name: t('resources.orders.reject.back') }).then((b) => b.textContent!));
    expect(await screen.findByDisplayValue('Rupture chez le grossiste')).toBeInTheDocument();
    expect(dp.update).not.toHaveBeenCalled();
  });

  it('a refusal of the server (already validated meanwhile) shows its message and keeps the dialog open', async () => {
    const dp = dataProvider();
    const meta = 'Cette commande n’attend plus de validation commerciale : elle ne peut plus être rejetée.';
    dp.update.mockRejectedValueOnce(new ApiError({ code: 4095, payload: [], meta, status: 409 } as never));
    renderWithAdmin(<RejectOrderButton order={order} />, { dataProvider: dp, lang: 'fr' });
    fireEvent.click(await screen.findByTestId('reject-button'));
    type(screen.getByTestId('reject-reason'), 'Motif valable');
    fireEvent.click(screen.getByTestId('reject-next'));
    fireEvent.click(await screen.findByTestId('reject-confirm'));
    expect(await screen.findByTestId('error-popup-message')).toHaveTextContent(meta);
    expect(screen.getByTestId('reject-dialog')).toBeInTheDocument();
  });
});
