import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin, screen } from '../../../tests/support/component';
import { BackorderQueueList } from './BackorderQueueList';

const row = (id: string, wilaya: string | null) => ({
  id,
  product_id: 7,
  ref: 'PF-0007',
  name: 'Crème solaire SPF 50',
  stock: 0,
  wilaya_id: wilaya ? 16 : null,
  wilaya,
  backorders: 2,
  pharmacies: 2,
  units: 10,
  oldest_at: '2026-11-20T09:00:00.000Z',
  next_expiry_at: '2027-01-19T09:00:00.000Z',
  next_served: [
    {
      backorder_id: 1,
      pharmacy_id: 3,
      pharmacy: 'Pharmacie Benali',
      quantity: 6,
      created_at: '2026-11-20T09:00:00.000Z',
    },
    {
      backorder_id: 2,
      pharmacy_id: 4,
      pharmacy: 'Pharmacie Oran',
      quantity: 4,
      created_at: '2026-11-22T09:00:00.000Z',
    },
  ],
});

const page = (
  <ResourceContextProvider value="backorders">
    <BackorderQueueList />
  </ResourceContextProvider>
);

describe('the admin’s back-orders (issue 41 §1)', () => {
  it('shows per product the units waiting, the dates in Algiers time and whom the next goods-in serves, in order', async () => {
    const getList = vi.fn(async () => ({ data: [row('7', null)], total: 1 }));
    const { t } = renderWithAdmin(page, { dataProvider: { getList }, path: '/backorders', lang: 'fr' });
    const line = (await screen.findByText('PF-0007')).closest('tr')!;
    expect(line.textContent).toBe(
      'PF-0007Crème solaire SPF 5002210' + '20-11-2026' + '19-01-2027' + 'Pharmacie Benali (6), Pharmacie Oran (4)',
    );
    expect(screen.queryByRole('columnheader', { name: t('resources.backorders.fields.wilaya') })).toBeNull();
  });

  it('grouped by wilaya, in Arabic, names the wilaya', async () => {
    const getList = vi.fn(async () => ({ data: [row('7:16', 'Alger')], total: 1 }));
    const { t } = renderWithAdmin(page, {
      dataProvider: { getList },
      path: '/backorders?filter=%7B%22by%22%3A%22wilaya%22%7D',
      lang: 'ar',
    });
    expect(await screen.findByText('Alger')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: t('resources.backorders.fields.wilaya') })).toBeTruthy();
    expect(getList).toHaveBeenCalledWith('backorders', expect.objectContaining({ filter: { by: 'wilaya' } }));
  });
});
