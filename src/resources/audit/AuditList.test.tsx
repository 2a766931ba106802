import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin, screen, waitFor } from '../../../tests/support/component';
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

describe('audit log in people’s words (issue 27 §16)', () => {
  const entries = [
    {
      ...entry,
      id: 2,
      changes: {
        status: { old: 2, new: 1 },
        state: { old: 'pending_validation', new: 'paid' },
        paid_at: { old: null, new: '2026-11-26T23:10:00.000Z' },
      },
    },
    {
      ...entry,
      id: 3,
      resource: 'pharmacy',
      resource_id: '9',
      resource_label: 'Pharmacie Ennour',
      changes: { wilaya_id: { old: 16, new: 31 } },
    },
    { ...entry, id: 4, changes: { note: { old: null, new: 'x'.repeat(3000) } } },
  ];
  const wilayas = [
    { id: 16, code: 16, name: 'Alger', name_ar: 'الجزائر' },
    { id: 31, code: 31, name: 'Oran', name_ar: 'وهران' },
  ];
  const dataProvider = () => ({
    getList: vi.fn(async (resource: string) =>
      resource === 'wilayas' ? { data: wilayas, total: 2 } : { data: entries, total: entries.length },
    ),
  });

  it('shows state labels, wilaya names and Algiers times, not status: 2 → 1 or ISO instants', async () => {
    const { t } = renderWithAdmin(<AuditList />, { dataProvider: dataProvider(), lang: 'fr' });
    const [validation, moved] = await screen.findAllByTestId('audit-changes');
    expect(validation).toHaveTextContent(
      `${t('resources.audit.fieldNames.status')}: ${t('resources.orders.status.pending')} → ${t('resources.orders.status.approved')}`,
    );
    expect(validation).toHaveTextContent(
      `${t('resources.audit.fieldNames.state')}: ${t('orderState.awaiting_validation')} → ${t('orderState.validated')}`,
    );
    // 23:10 UTC on the 26th is 00:10 on the 27th in Algiers
    expect(validation).toHaveTextContent(
      `${t('resources.audit.fieldNames.paid_at')}: (${t('resources.audit.empty_value')}) → 27-11-2026 00:10`,
    );
    expect(validation).not.toHaveTextContent('2026-11-26T');
    expect(moved).toHaveTextContent('Wilaya: 16 — Alger → 31 — Oran');
    expect(moved).not.toHaveTextContent('wilaya_id');
  });

  it('in Arabic, the wilaya’s Arabic name', async () => {
    const { t } = renderWithAdmin(<AuditList />, { dataProvider: dataProvider(), lang: 'ar' });
    const moved = (await screen.findAllByTestId('audit-changes'))[1]!;
    await waitFor(() =>
      expect(moved).toHaveTextContent(t('resources.audit.change', { before: '16 — الجزائر', after: '31 — وهران' })),
    );
  });

  it('lets a long unbroken note break anywhere instead of widening the page', async () => {
    renderWithAdmin(<AuditList />, { dataProvider: dataProvider(), lang: 'en' });
    const note = (await screen.findAllByTestId('audit-changes'))[2]!;
    expect(getComputedStyle(note).overflowWrap).toBe('anywhere');
    expect(getComputedStyle(note).maxWidth).toBe('560px');
  });
});

describe('audit log CSV (issue 27 §16)', () => {
  it('writes the Algiers date and time and readable changes, not raw JSON', async () => {
    const texts: Promise<string>[] = [];
    const blobs = new Map<string, Blob>();
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      const url = `blob:audit/${blobs.size}`;
      blobs.set(url, blob as Blob);
      return url;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const reader = new FileReader();
      texts.push(new Promise((resolve) => (reader.onload = () => resolve(String(reader.result)))));
      reader.readAsText(blobs.get(this.href)!);
    });
    const changed = { ...entry, changes: { status: { old: 2, new: 1 } } };
    const dataProvider = {
      getList: vi.fn(async (resource: string) =>
        resource === 'wilayas' ? { data: [], total: 0 } : { data: [changed], total: 1 },
      ),
    };
    const { t } = renderWithAdmin(<AuditList />, { dataProvider, lang: 'fr' });
    await screen.findByTestId('audit-changes');
    fireEvent.click(screen.getByTestId('export-menu'));
    fireEvent.click(await screen.findByTestId('export-csv'));
    await waitFor(() => expect(texts).toHaveLength(1));
    const row = (await texts[0]!).split('\r\n')[1]!;
    expect(row.startsWith('26-11-2026 14:25;admin@demo.dz;')).toBe(true);
    expect(
      row.endsWith(
        `;${t('resources.audit.fieldNames.status')}: ${t('resources.orders.status.pending')} → ${t('resources.orders.status.approved')}`,
      ),
    ).toBe(true);
    expect(row).not.toContain('{');
    vi.restoreAllMocks();
  });
});
