import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin, screen, type, waitFor, within } from '../../../tests/support/component';
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

const pdf = { blob: new Blob(['%PDF']), filename: 'statement.pdf' };

/** saveBlob's link: jsdom cannot follow it. */
const stubDownload = () => {
  URL.createObjectURL = vi.fn(() => 'blob:statement');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
};

const dataProvider = () => ({
  accountStatement: vi.fn(async (_pharmacyId: number, _from: string, _to: string) => pdf),
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

  it("the franchisee downloads a row's statement for a period the server's rule accepts (issue 38 §5)", async () => {
    const provider = dataProvider();
    stubDownload();
    const { t } = renderWithAdmin(<ReceivableList readOnly />, {
      path: '/receivables',
      dataProvider: provider,
      lang: 'fr',
    });
    const table = await screen.findByTestId('receivables-table');
    const row = within(table).getByText('صيدلية الشفاء').closest('tr')!;
    fireEvent.click(within(row as HTMLElement).getByTestId('statement-open'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('صيدلية الشفاء');
    type(within(dialog).getByTestId('statement-from'), '2026-11-20');
    type(within(dialog).getByTestId('statement-to'), '2026-11-01');
    expect(await within(dialog).findByText(t('accounts.statement.badPeriod'))).toBeTruthy();
    expect(within(dialog).getByTestId('statement-download')).toBeDisabled();
    type(within(dialog).getByTestId('statement-to'), '2026-11-30');
    fireEvent.click(within(dialog).getByTestId('statement-download'));
    await waitFor(() => expect(provider.accountStatement).toHaveBeenCalledWith(8, '2026-11-20', '2026-11-30'));
    expect(provider.accountStatement).toHaveBeenCalledTimes(1);
  });

  it("the admin's account dialog downloads the pharmacy's statement (issue 38 §5)", async () => {
    const provider = dataProvider();
    stubDownload();
    renderWithAdmin(<ReceivableList />, { path: '/receivables', dataProvider: provider, lang: 'en' });
    fireEvent.click(within(await screen.findByTestId('receivables-table')).getByText('Pharmacie Ibn-Sina'));
    const account = await screen.findByTestId('receivable-account');
    expect(within(screen.getByTestId('receivables-table')).queryByTestId('statement-open')).toBeNull();
    fireEvent.click(await within(account).findByTestId('statement-open'));
    fireEvent.click(await screen.findByTestId('statement-download'));
    await waitFor(() => expect(provider.accountStatement).toHaveBeenCalledTimes(1));
    expect(provider.accountStatement.mock.calls[0]?.[0]).toBe(7);
  });
});
