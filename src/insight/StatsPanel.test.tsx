import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { renderWithAdmin, screen, waitFor } from '../../tests/support/component';
import { PERIOD_TYPING_DELAY_MS } from './PeriodPicker';
import { StatsPanel } from './StatsPanel';
import type { Stats } from './types';

const stats = (from: string, to: string): Stats => ({
  period: { from, to },
  revenue: { ht: 0, tva: 0, ttc: 0, stamp_duty: 0, due: 0, refunded: 0, credit_notes: 0, net: 0 },
  revenue_orders: 0,
  average_basket: 0,
  orders_by_state: [],
  awaiting_validation: 0,
  top_products: [],
  revenue_by_wilaya: [],
  revenue_by_month: [{ month: to.slice(0, 7), orders: 0, revenue: 0, refunded: 0 }],
});

function Where() {
  const { search } = useLocation();
  return <output data-testid="where">{search}</output>;
}

function renderPanel(path: string) {
  // the dataProvider's stats (GET /admin/stats?from&to)
  const call = vi.fn(async (period: { from: string; to: string }) => stats(period.from, period.to));
  renderWithAdmin(
    <>
      <StatsPanel />
      <Where />
    </>,
    { path, dataProvider: { stats: call } as never },
  );
  const periods = () => call.mock.calls.map(([period]) => `${period.from}..${period.to}`);
  return { periods };
}

describe('dashboard period (issue 27 §20)', () => {
  it('is read from the address, so a reload shows the same figures', async () => {
    const { periods } = renderPanel('/dashboard?from=2026-01-05&to=2026-02-10');
    await waitFor(() => expect(periods()).toEqual(['2026-01-05..2026-02-10']));
    expect(screen.getByTestId('period-from')).toHaveValue('2026-01-05');
    expect(screen.getByTestId('period-to')).toHaveValue('2026-02-10');
  });

  it('asks once for a day typed digit by digit, then writes it in the address', async () => {
    const { periods } = renderPanel('/dashboard?from=2026-01-05&to=2026-02-10');
    await waitFor(() => expect(periods()).toHaveLength(1));
    const from = screen.getByTestId('period-from');
    // what a date field reports while its year is typed: 0002, 0020, 0202, then 2025
    for (const year of ['0002', '0020', '0202', '2025']) fireEvent.change(from, { target: { value: `${year}-01-05` } });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('?from=2025-01-05&to=2026-02-10'), {
      timeout: PERIOD_TYPING_DELAY_MS * 10,
    });
    await waitFor(() => expect(periods()).toEqual(['2026-01-05..2026-02-10', '2025-01-05..2026-02-10']));
  });

  it('applies a day at once when the field is left', async () => {
    const { periods } = renderPanel('/dashboard?from=2026-01-05&to=2026-02-10');
    await waitFor(() => expect(periods()).toHaveLength(1));
    const to = screen.getByTestId('period-to');
    fireEvent.change(to, { target: { value: '2026-03-01' } });
    fireEvent.blur(to);
    expect(screen.getByTestId('where')).toHaveTextContent('?from=2026-01-05&to=2026-03-01');
    await waitFor(() => expect(periods()).toEqual(['2026-01-05..2026-02-10', '2026-01-05..2026-03-01']));
  });

  it('is this month when the address has none or a bad one', async () => {
    const { periods } = renderPanel('/dashboard?from=nope&to=2026-02-30');
    const today = new Date().toISOString().slice(0, 10);
    await waitFor(() => expect(periods()).toEqual([`${today.slice(0, 8)}01..${today}`]));
  });
});

describe('typing both days of the period (issue 27 §20)', () => {
  it('asks once for the two days when one is left for the other', async () => {
    const { periods } = renderPanel('/dashboard?from=2026-01-05&to=2026-02-10');
    await waitFor(() => expect(periods()).toHaveLength(1));
    const from = screen.getByTestId('period-from');
    const to = screen.getByTestId('period-to');
    fireEvent.change(from, { target: { value: '2019-03-01' } });
    fireEvent.blur(from, { relatedTarget: to });
    fireEvent.change(to, { target: { value: '2019-03-31' } });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('?from=2019-03-01&to=2019-03-31'), {
      timeout: PERIOD_TYPING_DELAY_MS * 10,
    });
    await waitFor(() => expect(periods()).toEqual(['2026-01-05..2026-02-10', '2019-03-01..2019-03-31']));
    expect(to).toHaveValue('2019-03-31');
  });

  it('keeps the second day typed when the first was applied meanwhile', async () => {
    const { periods } = renderPanel('/dashboard?from=2026-01-05&to=2026-02-10');
    await waitFor(() => expect(periods()).toHaveLength(1));
    const from = screen.getByTestId('period-from');
    const to = screen.getByTestId('period-to');
    fireEvent.change(from, { target: { value: '2019-03-01' } });
    fireEvent.blur(from);
    fireEvent.change(to, { target: { value: '2019-03-31' } });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('?from=2019-03-01&to=2019-03-31'), {
      timeout: PERIOD_TYPING_DELAY_MS * 10,
    });
    // the figures are asked for once the URL holds the period: on a loaded machine that comes a moment later
    await waitFor(() => expect(periods().at(-1)).toBe('2019-03-01..2019-03-31'));
  });
});
