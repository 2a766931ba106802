import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { choose, renderWithAdmin, screen, waitFor, within } from '../../../tests/support/component';
import { formatDate, formatDZD } from '../../contract/constants';
import type { DisputeView } from '../../contract/disputes';
import { DisputeList } from './DisputeList';
import { openDispute } from './disputeSample';

const base: DisputeView = {
  ...openDispute,
  id: 4,
  payement_type: 1,
  comment: 'Carton écrasé',
  due_at: '2026-11-11T23:30:00.000Z',
  overdue: true,
  claimed_amount: 1234.5,
};
const overdue = base;
const settled: DisputeView = {
  ...base,
  id: 3,
  order_no: 'CMD-2026-000031',
  pharmacy_name: 'صيدلية الشفاء',
  overdue: false,
  status: 'resolved',
  resolution: 'credit_note',
  resolved_at: '2026-11-05T10:00:00.000Z',
  credit_note_id: 9,
  credit_note_number: 'AV-2026-000009',
  claimed_amount: 500,
};

const dataProvider = () => ({ getList: vi.fn(async () => ({ data: [overdue, settled], total: 2 })) });
const shown = { '/disputes/:id/show': <p data-testid="shown">dispute page</p> };

describe('the disputes list of the back office (issue 28)', () => {
  it('shows each dispute’s order, pharmacy, Algiers dates, claimed amount and state; an overdue one is marked', async () => {
    const { t } = renderWithAdmin(<DisputeList />, { path: '/disputes', dataProvider: dataProvider(), lang: 'fr' });
    const table = await screen.findByTestId('disputes-table');
    const row = within(table).getByText(overdue.order_no).closest('tr')!;
    expect(row.textContent).toContain(overdue.pharmacy_name);
    // 23:30 UTC on the 11th is 00:30 on the 12th in Algiers
    expect(formatDate(overdue.due_at)).toMatch(/^12-11-2026/);
    expect(row.textContent).toContain(formatDate(overdue.due_at));
    // the amount kept left to right (an Arabic page showed "DA 1 234,50")
    expect(row.querySelector('[dir="ltr"]')?.textContent).toBe(formatDZD(1234.5, 'fr'));
    expect(within(row).getByTestId('dispute-status')).toHaveTextContent(t('dispute.status.open'));
    expect(within(row).getByTestId('dispute-overdue')).toHaveTextContent(t('resources.disputes.overdue'));
    const other = within(table).getByText(settled.order_no).closest('tr')!;
    expect(within(other).getByTestId('dispute-status')).toHaveAttribute('data-status', 'credit_note');
    expect(within(other).getByTestId('dispute-status')).toHaveTextContent(t('dispute.resolution.credit_note'));
    expect(within(other).queryByTestId('dispute-overdue')).toBeNull();
    // an Arabic pharmacy name is isolated from the French row around it
    expect(within(other).getByText(settled.pharmacy_name).tagName).toBe('BDI');
    expect(screen.getByText(t('resources.disputes.subtitle'))).toBeInTheDocument();
  });

  it('asks the server for the open or the resolved ones, and a row opens the dispute', async () => {
    const dp = dataProvider();
    const { t } = renderWithAdmin(<DisputeList />, {
      path: '/disputes',
      dataProvider: dp,
      lang: 'en',
      otherPages: shown,
    });
    await screen.findByTestId('disputes-table');
    expect(dp.getList).toHaveBeenLastCalledWith(
      'disputes',
      expect.objectContaining({ filter: {}, pagination: { page: 1, perPage: 25 } }),
    );
    await choose(t('resources.disputes.filters.status'), t('resources.disputes.filters.resolved'));
    await waitFor(() =>
      expect(dp.getList).toHaveBeenLastCalledWith(
        'disputes',
        expect.objectContaining({ filter: { status: 'resolved' } }),
      ),
    );
    fireEvent.click(await screen.findByText(overdue.order_no));
    expect(await screen.findByTestId('shown')).toBeInTheDocument();
  });

  it('says when there is none, and tells the franchisee the list is its wilaya’s, read only', async () => {
    const { t } = renderWithAdmin(<DisputeList readOnly />, {
      path: '/disputes',
      dataProvider: { getList: vi.fn(async () => ({ data: [], total: 0 })) },
      lang: 'ar',
    });
    expect(await screen.findByText(t('resources.disputes.empty'))).toBeInTheDocument();
    expect(screen.getByText(t('resources.disputes.franchiseSubtitle'))).toBeInTheDocument();
    expect(screen.queryByText(t('resources.disputes.subtitle'))).toBeNull();
  });
});
