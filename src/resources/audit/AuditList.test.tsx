import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin, screen } from '../../../tests/support/component';
import { AuditList } from './AuditList';

const entry = {
  id: 1,
  at: '2026-11-26T13:25:00Z',
  actor_email: 'admin@demo.dz',
  actor_role: 'admin',
  action: 'update',
  resource: 'order',
  resource_id: '52',
  resource_label: 'CMD-2026-000052',
  changes: { state: { old: 'pending_validation', new: 'rejected' } },
};

describe('audit log times (issue 26, point 17)', () => {
  it('reads 13:25 UTC as 26-11-2026 14:25, Algiers time, whatever the browser zone and language', async () => {
    const dataProvider = { getList: vi.fn(async () => ({ data: [entry], total: 1 })) };
    renderWithAdmin(<AuditList />, { dataProvider, lang: 'en' });
    expect(await screen.findByText('26-11-2026 14:25')).toBeInTheDocument();
    expect(screen.queryByText(/11\/26\/26|1:25/)).toBeNull();
  });
});
