import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin, screen } from '../../../tests/support/component';
import { FranchiseQuotaList } from './FranchiseQuotaList';

const row = (pharmacy: string, taken: number, share: object | null) => ({
  id: `7:${pharmacy}`,
  product_id: 7,
  ref: 'PF-0007',
  name: 'Crème solaire SPF 50',
  per_pharmacy: 10,
  period_days: 7,
  pharmacy_id: pharmacy.length,
  pharmacy,
  taken,
  left: 10 - taken,
  wilaya_share: share,
});

const page = (
  <ResourceContextProvider value="quotas">
    <FranchiseQuotaList />
  </ResourceContextProvider>
);

describe('the franchisee’s quotas (issue 41 §4, D127)', () => {
  it('shows what each pharmacy took and left, and the wilaya’s share of the supply', async () => {
    const share = { percent: 25, allowed: 10, taken: 6, left: 4 };
    const getList = vi.fn(async () => ({
      data: [row('Pharmacie Benali', 6, share), row('Pharmacie Kouba', 0, null)],
      total: 2,
    }));
    renderWithAdmin(page, { dataProvider: { getList }, path: '/quotas', lang: 'fr' });
    const line = (await screen.findByText('Pharmacie Benali')).closest('tr')!;
    expect(line.textContent).toContain('64');
    expect(line.textContent).toContain('25 % de l’offre : 6 pris sur 10, reste 4');
    expect(screen.getByText('Pharmacie Kouba').closest('tr')!.textContent).toContain('Sans part');
  });

  it('in Arabic', async () => {
    const getList = vi.fn(async () => ({
      data: [row('صيدلية بن علي', 6, { percent: 25, allowed: 10, taken: 6, left: 4 })],
      total: 1,
    }));
    renderWithAdmin(page, { dataProvider: { getList }, path: '/quotas', lang: 'ar' });
    const line = (await screen.findByText('صيدلية بن علي')).closest('tr')!;
    expect(line.textContent).toContain('25٪ من العرض: أُخذ 6 من 10، المتبقي 4');
  });
});
