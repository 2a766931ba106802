import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin, screen, waitFor, within } from '../../../tests/support/component';
import { formatDZD } from '../../contract/constants';
import type { ReceivableRow } from '../../contract/receivables';
import { ReceivableList } from './ReceivableList';

const rows: ReceivableRow[] = [
  {
    id: 7,
    pharmacy_id: 7,
    name: 'Pharmacie Ibn-Sina',
    wilaya_id: 16,
    balance: 3000.5,
    overdue: 1000,
    available_credit: 0,
    credit_limit: 2000,
    payment_terms_days: 30,
    aging: { d0_30: 2000.5, d31_60: 0, d61_90: 0, d90_plus: 1000 },
  },
  {
    id: 8,
    pharmacy_id: 8,
    name: 'صيدلية الشفاء',
    wilaya_id: 16,
    balance: 500,
    overdue: 0,
    available_credit: 1500,
    credit_limit: 2000,
    payment_terms_days: 0,
    aging: { d0_30: 500, d31_60: 0, d61_90: 0, d90_plus: 0 },
  },
];

const dataProvider = () => ({
  getList: vi.fn(async (resource: string) =>
    resource === 'receivables' ? { data: rows, total: 2 } : { data: [], total: 0 },
  ),
  getOne: vi.fn(async (_resource: string, _params: unknown) => ({
    data: {
      id: 7,
      name: 'Pharmacie Ibn-Sina',
      balance: 3000.5,
      credit_limit: 2000,
      available_credit: 0,
      overdue: 1000,
      payment_terms_days: 30,
      uses_default_terms: false,
      uses_default_limit: false,
    },
  })),
});

describe('the receivables list (issue 30 §5)', () => {
  it('shows terms, amounts left to right, aged buckets and the page totals; a row opens the account (admin)', async () => {
    const provider = dataProvider();
    renderWithAdmin(<ReceivableList />, { path: '/receivables', dataProvider: provider, lang: 'ar' });
    const table = await screen.findByTestId('receivables-table');
    const row = within(table).getByText('Pharmacie Ibn-Sina').closest('tr')!;
    expect(row.textContent).toContain('30 يومًا');
    expect([...row.querySelectorAll('[dir="ltr"]')].map((e) => e.textContent)).toContain(formatDZD(3000.5, 'ar'));
    expect(within(table).getByText('صيدلية الشفاء').closest('tr')!.textContent).toContain('عند التسليم');
    expect(screen.getByTestId('receivables-total-balance').textContent).toBe(formatDZD(3500.5, 'ar'));
    fireEvent.click(row);
    await waitFor(() => expect(provider.getOne.mock.calls[0]?.[0]).toBe('pharmacyAccount'));
    expect(await screen.findByTestId('receivable-account')).toBeTruthy();
  });

  it('read only for the franchisee: no wilaya filter, a row opens nothing', async () => {
    const provider = dataProvider();
    renderWithAdmin(<ReceivableList readOnly />, { path: '/receivables', dataProvider: provider, lang: 'fr' });
    const table = await screen.findByTestId('receivables-table');
    expect(screen.queryByTestId('receivables-filter-wilaya')).toBeNull();
    fireEvent.click(within(table).getByText('Pharmacie Ibn-Sina'));
    expect(screen.queryByTestId('receivable-account')).toBeNull();
    expect(provider.getList).not.toHaveBeenCalledWith('wilayas', expect.anything());
  });
});
