import { fireEvent } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, type, waitFor } from '../../../tests/support/component';
import { answer, mockPharmacyApi, ok, renderStorefront } from '../../../tests/support/storefront';
import { RecallBanner } from './RecallBanner';
import { RecallsPage } from './RecallsPage';

mockPharmacyApi();

const recall = (id: number, acknowledged: boolean) => ({
  recall_id: id,
  product_id: 5,
  product_ref: 'PF-0005',
  product_name: 'Crème solaire SPF50',
  lot: `L-${id}`,
  expiry: '2027-03-31',
  reason: 'Contamination suspected',
  started_at: '2026-11-26T09:00:00Z',
  quantity_received: 12,
  acknowledged_at: acknowledged ? '2026-11-26T10:00:00Z' : null,
  quantity_on_hand: acknowledged ? 4 : null,
});

let answered = false;

describe('the pharmacy’s recalls (issue 29 §5)', () => {
  beforeEach(() => {
    answered = false;
    answer('get', '/pharmacy/recalls', () => ok({ recalls: [recall(7, answered)] }));
  });

  it('shows the banner with the lot until the pharmacy answers a whole number on hand', async () => {
    const posted = answer('post', '/pharmacy/acknowledge_recall', () => {
      answered = true;
      return ok([recall(7, true)]);
    });
    renderStorefront(
      <>
        <RecallBanner />
        <RecallsPage />
      </>,
      { lang: 'en' },
    );
    const banner = await screen.findByTestId('recall-banner');
    expect(banner).toHaveAttribute('role', 'alert');
    expect(banner).toHaveTextContent('Product recall: Crème solaire SPF50 · Lot L-7');
    type(screen.getByTestId('recall-on-hand'), '1.5');
    fireEvent.click(screen.getByTestId('recall-confirm'));
    expect(await screen.findByText('Give a whole number, 0 or more.')).toBeInTheDocument();
    expect(posted).toHaveLength(0);
    // Arabic-Indic digits are digits (issue 38 §12)
    type(screen.getByTestId('recall-on-hand'), '٣');
    fireEvent.click(screen.getByTestId('recall-confirm'));
    await waitFor(() => expect(posted).toEqual([{ recallId: 7, quantity_on_hand: 3 }]));
    await waitFor(() => expect(screen.queryByTestId('recall-banner')).not.toBeInTheDocument());
    expect(screen.getByTestId('recall-answered')).toHaveTextContent('Declared on hand4');
  });

  it('shows no banner once every recall is answered, and the answer in Arabic with the lot left to right', async () => {
    answered = true;
    renderStorefront(
      <>
        <RecallBanner />
        <RecallsPage />
      </>,
      { lang: 'ar' },
    );
    expect(await screen.findByTestId('recall-answered')).toHaveTextContent('المصرح به في المخزون');
    expect(screen.queryByTestId('recall-banner')).not.toBeInTheDocument();
    expect(screen.getByText('L-7')).toHaveAttribute('dir', 'ltr');
  });
});
