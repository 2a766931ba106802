import { fireEvent } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin, screen, waitFor } from '../../../tests/support/component';
import { UnservedDemandList } from './UnservedDemandList';

const row = (id: string, wilaya: string | null) => ({
  id,
  product_id: 7,
  ref: 'PF-0007',
  name: 'Crème solaire SPF 50',
  stock: 0,
  wilaya_id: wilaya ? 16 : null,
  wilaya,
  capped_units: 30,
  refused_units: 12,
  searches: 5,
  notify_requests: 3,
  pharmacies: 9,
  missed_units: 42,
});

const page = (
  <ResourceContextProvider value="unservedDemand">
    <UnservedDemandList />
  </ResourceContextProvider>
);

describe('unserved demand report (issue 41 §5)', () => {
  it('shows per product what was missed, and the wilaya column once grouped by wilaya', async () => {
    const getList = vi.fn(async (_: string, params: { filter?: { by?: string } }) => {
      const data = params.filter?.by === 'wilaya' ? [row('7:16', 'Alger')] : [row('7', null)];
      return { data, total: data.length };
    });
    const { t } = renderWithAdmin(page, { dataProvider: { getList }, path: '/unservedDemand', lang: 'fr' });
    const line = (await screen.findByText('PF-0007')).closest('tr')!;
    expect(line.textContent).toBe('PF-0007Crème solaire SPF 5003012539');
    expect(screen.queryByRole('columnheader', { name: t('resources.unservedDemand.fields.wilaya') })).toBeNull();
    fireEvent.change(screen.getByTestId('unserved-filter-from'), { target: { value: '2026-11-01' } });
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'unservedDemand',
        expect.objectContaining({ filter: expect.objectContaining({ from: '2026-11-01' }) }),
      ),
    );
  });

  it('in Arabic, grouped by wilaya, names the wilaya of each row', async () => {
    const getList = vi.fn(async () => ({ data: [row('7:16', 'Alger')], total: 1 }));
    const { t } = renderWithAdmin(page, {
      dataProvider: { getList },
      path: '/unservedDemand?filter=%7B%22by%22%3A%22wilaya%22%7D',
      lang: 'ar',
    });
    expect(await screen.findByText('Alger')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: t('resources.unservedDemand.fields.wilaya') })).toBeTruthy();
    expect(t('resources.unservedDemand.fields.wilaya')).toBe('الولاية');
  });
});
