import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin, screen, within } from '../../../tests/support/component';
import { recallSample } from './recallSample';
import { FranchiseRecallShow, RecallShow } from './RecallShow';

const detail = {
  ...recallSample,
  pharmacies_reached: 2,
  pharmacies_answered: 1,
  quantity_shipped: 30,
  quantity_declared: 4,
  by_wilaya: [
    {
      wilaya_id: 16,
      wilaya_name: 'Alger',
      pharmacies_reached: 2,
      pharmacies_answered: 1,
      quantity_shipped: 30,
      quantity_declared: 4,
    },
  ],
  pharmacies: [
    {
      pharmacy_id: 1,
      name: 'Pharmacie A',
      wilaya_id: 16,
      phone: '0550 12 34 56',
      quantity_shipped: 10,
      first_shipped_at: '2026-10-01T09:00:00Z',
      last_shipped_at: '2026-10-01T09:00:00Z',
      acknowledged_at: '2026-11-26T10:00:00Z',
      quantity_on_hand: 4,
      reminded_at: null,
    },
    {
      pharmacy_id: 2,
      name: 'Pharmacie B',
      wilaya_id: 16,
      phone: '0661 00 00 00',
      quantity_shipped: 20,
      first_shipped_at: '2026-10-02T09:00:00Z',
      last_shipped_at: '2026-10-05T09:00:00Z',
      acknowledged_at: null,
      quantity_on_hand: null,
      reminded_at: '2026-11-28T09:00:00Z',
    },
  ],
  short_orders: [{ order_id: 900, order_no: 'CMD-900', missing: 6 }],
};

const trace = [
  {
    id: '1',
    pharmacy_id: 2,
    pharmacy_name: 'Pharmacie B',
    wilaya_id: 16,
    wilaya_name: 'Alger',
    order_id: 5,
    order_no: 'CMD-5',
    shipment_id: 8,
    quantity: 20,
    shipped_at: '2026-10-05T09:00:00Z',
  },
];

const provider = () => ({
  getOne: vi.fn(async () => ({ data: detail })),
  getList: vi.fn(async () => ({ data: trace, total: 1 })),
});

describe('a recall’s page (issue 29 §5)', () => {
  it('shows the progress by wilaya, the pharmacies to call first, the short orders linked, and the trace', async () => {
    const dp = provider();
    renderWithAdmin(<p />, {
      dataProvider: dp,
      path: '/recalls/41/show',
      otherPages: { '/recalls/:id/show': <RecallShow /> },
    });
    const progress = await screen.findByTestId('recall-progress');
    expect(within(progress).getByTestId('recall-wilaya-16')).toHaveTextContent('Alger2');
    expect(within(progress).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '1 / 2');
    const rows = within(screen.getByTestId('recall-pharmacies')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Pharmacie B');
    expect(rows[1]).toHaveTextContent('Not answered');
    expect(within(rows[1]!).getByRole('link', { name: 'Call Pharmacie B 0661 00 00 00' })).toHaveAttribute(
      'href',
      'tel:0661000000',
    );
    expect(screen.getByTestId('recall-to-call')).toHaveTextContent('1 pharmacy to call');
    expect(screen.getByTestId('short-order-900')).toHaveAttribute('href', '/orders/900/show');
    expect(await screen.findByText('CMD-5')).toBeInTheDocument();
    expect(dp.getList).toHaveBeenCalledWith('recallTrace', expect.objectContaining({ filter: { recallId: 41 } }));
  });

  it('gives the franchisee the pharmacies and phones, without the trace or the orders', async () => {
    renderWithAdmin(<p />, {
      dataProvider: provider(),
      path: '/recalls/41/show',
      lang: 'fr',
      otherPages: { '/recalls/:id/show': <FranchiseRecallShow /> },
    });
    expect(await screen.findByTestId('recall-pharmacies')).toHaveTextContent('1 pharmacie à appeler');
    expect(screen.queryByTestId('recall-trace')).not.toBeInTheDocument();
    expect(screen.queryByTestId('recall-short-orders')).not.toBeInTheDocument();
  });
});
