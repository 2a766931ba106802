import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin, screen, waitFor } from '../../../tests/support/component';
import type { EntryRow } from '../../contract/accountRows';
import { Code } from '../../contract/codes';
import { formatDZD } from '../../contract/constants';
import { ApiError } from '../../http/client';
import { isReversible, ReversePaymentDialog } from './ReversePaymentDialog';

const cheque: EntryRow = {
  id: 41,
  kind: 'payment',
  date: '2026-11-20T09:00:00.000Z',
  debit: 0,
  credit: 12_500.5,
  method: 'cheque',
  method_label: 'Chèque',
  reference: 'CHQ-778',
  invoice_no: null,
  credit_note_no: null,
  reversed: false,
};

afterEach(() => vi.restoreAllMocks());

describe('reversing a payment (D102)', () => {
  it('only a payment received by hand and not reversed yet can be reversed', () => {
    expect(isReversible(cheque)).toBe(true);
    expect(isReversible({ ...cheque, method: 'card' })).toBe(false);
    expect(isReversible({ ...cheque, reversed: true })).toBe(false);
    expect(isReversible({ ...cheque, kind: 'invoice', credit: 0, debit: 100 })).toBe(false);
  });

  it('asks the reason, then confirms, then calls once with the reason and one Idempotency-Key', async () => {
    const reversePayment = vi.fn(async (_body: unknown, _meta: { idempotencyKey?: string }) => ({
      data: { payment_id: 41, reversal_id: 90, amount: 12_500.5, balance: 12_500.5 },
      message: 'Paiement annulé.',
    }));
    const onClose = vi.fn();
    renderWithAdmin(<ReversePaymentDialog entry={cheque} onClose={onClose} />, {
      lang: 'fr',
      dataProvider: { reversePayment } as never,
    });
    expect(screen.getByTestId('reverse-payment-dialog').textContent).toContain('CHQ-778');
    const next = screen.getByTestId('reverse-payment-next') as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('reverse-payment-reason'), { target: { value: '  chèque saisi deux fois  ' } });
    fireEvent.click(next);
    expect(screen.getByTestId('reverse-payment-confirm-text').textContent).toContain(formatDZD(12_500.5, 'fr'));
    fireEvent.click(screen.getByTestId('reverse-payment-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(reversePayment).toHaveBeenCalledTimes(1);
    const [body, meta] = reversePayment.mock.calls[0]!;
    expect(body).toEqual({ paymentId: 41, reason: 'chèque saisi deux fois' });
    expect(meta.idempotencyKey).toMatch(/\S{16,}/);
  });

  it("shows the server's refusal in the user's language and stays open", async () => {
    const reversePayment = vi.fn(async () => {
      throw new ApiError({ code: Code.STATE_CONFLICT, payload: null, meta: 'هذه الدفعة ملغاة من قبل.', status: 409 });
    });
    const onClose = vi.fn();
    renderWithAdmin(<ReversePaymentDialog entry={cheque} onClose={onClose} />, {
      lang: 'ar',
      dataProvider: { reversePayment } as never,
    });
    fireEvent.change(screen.getByTestId('reverse-payment-reason'), { target: { value: 'خطأ' } });
    fireEvent.click(screen.getByTestId('reverse-payment-next'));
    fireEvent.click(screen.getByTestId('reverse-payment-submit'));
    expect((await screen.findByTestId('reverse-payment-error')).textContent).toBe('هذه الدفعة ملغاة من قبل.');
    expect(onClose).not.toHaveBeenCalled();
  });
});
