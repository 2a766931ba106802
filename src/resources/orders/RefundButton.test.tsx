import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin, screen, type, waitFor } from '../../../tests/support/component';
import { RefundButton } from './RefundButton';

const order = {
  id: 61,
  order_no: 'CMD-2026-000061',
  payement_type: 2,
  status: 1,
  order_price: 20000,
  refunded_amount: 5913.2,
  refundable_amount: 14086.8,
};

const dataProvider = () => ({ refundOrder: vi.fn(async () => ({ data: {} })) });

describe('refund a card order (amounts typed as the screens show them, issue 38 §6)', () => {
  it('reads "14 086,80" as the amount the dialog offers and refunds it', async () => {
    const dp = dataProvider();
    renderWithAdmin(<RefundButton order={order} />, { dataProvider: dp, lang: 'fr' });
    fireEvent.click(await screen.findByTestId('refund-button'));
    type(screen.getByTestId('refund-amount'), '14 086,80');
    fireEvent.click(screen.getByTestId('refund-confirm'));
    await waitFor(() => expect(dp.refundOrder).toHaveBeenCalledWith({ orderId: 61, amount: '14086.80' }));
  });

  it('refuses more than is left to refund, and a text that is no amount, without sending', async () => {
    const dp = dataProvider();
    const { t } = renderWithAdmin(<RefundButton order={order} />, { dataProvider: dp, lang: 'en' });
    fireEvent.click(await screen.findByTestId('refund-button'));
    for (const typed of ['14,086.81', '14 0868', 'all']) {
      type(screen.getByTestId('refund-amount'), typed);
      fireEvent.click(screen.getByTestId('refund-confirm'));
      expect(await screen.findByText(t('refund.invalid'))).toBeInTheDocument();
    }
    expect(dp.refundOrder).not.toHaveBeenCalled();
  });
});
