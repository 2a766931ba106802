import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin, screen, within } from '../../../tests/support/component';
import { recallSample } from './recallSample';
import { FranchiseRecallList, RecallList } from './RecallList';

const row = {
  ...recallSample,
  pharmacies_reached: 4,
  pharmacies_answered: 3,
  quantity_shipped: 30,
  quantity_declared: 12,
};

describe('the recalls list (issue 29 §5)', () => {
  it('shows each recall’s lot, answers out of reached and units shipped against declared; the admin may start one', async () => {
    renderWithAdmin(<RecallList />, { dataProvider: { getList: vi.fn(async () => ({ data: [row], total: 1 })) } });
    const table = await screen.findByTestId('recalls-table');
    const line = await within(table).findByText('AB-12');
    const tr = line.closest('tr')!;
    expect(tr).toHaveTextContent('31-03-2027');
    expect(within(tr).getByRole('progressbar', { name: 'Answered' })).toHaveAttribute('aria-valuetext', '3 / 4');
    expect(tr).toHaveTextContent('30 / 12');
    expect(screen.getByTestId('start-recall')).toBeInTheDocument();
  });

  it('the franchisee reads its wilaya’s recalls, with nothing to start', async () => {
    renderWithAdmin(<FranchiseRecallList />, {
      dataProvider: { getList: vi.fn(async () => ({ data: [row], total: 1 })) },
      lang: 'ar',
    });
    expect(await screen.findByText('AB-12')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('عمليات السحب التي تخص صيدليات ولايتك: اتصل بالتي لم ترد.')).toBeInTheDocument();
    expect(screen.queryByTestId('start-recall')).not.toBeInTheDocument();
  });
});
