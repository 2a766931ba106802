import { ListBase } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin, screen, type, waitFor } from '../../../tests/support/component';
import { FieldFilter } from './ListFilters';

function renderFilters() {
  const getList = vi.fn(async () => ({ data: [], total: 0 }));
  renderWithAdmin(
    <ListBase resource="orders" disableSyncWithLocation>
      <FieldFilter source="from" type="date" label="From" testId="from" />
      <FieldFilter source="to" type="date" label="To" testId="to" />
    </ListBase>,
    { dataProvider: { getList } },
  );
  return { getList };
}

const lastFilter = (getList: ReturnType<typeof vi.fn>) =>
  (getList.mock.calls.at(-1) as unknown[] | undefined)?.[1] as { filter: object } | undefined;

describe('list filters', () => {
  it('keeps both dates when the second is typed before the list has reloaded with the first', async () => {
    const { getList } = renderFilters();
    await waitFor(() => expect(getList).toHaveBeenCalled());
    type(screen.getByTestId('from'), '2026-01-01');
    type(screen.getByTestId('to'), '2026-01-31');
    await waitFor(() => expect(lastFilter(getList)?.filter).toEqual({ from: '2026-01-01', to: '2026-01-31' }));
    expect(screen.getByTestId('from')).toHaveValue('2026-01-01');
  });

  it('clears one filter and keeps the other', async () => {
    const { getList } = renderFilters();
    type(screen.getByTestId('from'), '2026-01-01');
    await waitFor(() => expect(lastFilter(getList)?.filter).toEqual({ from: '2026-01-01' }));
    type(screen.getByTestId('to'), '2026-01-31');
    await waitFor(() => expect(lastFilter(getList)?.filter).toEqual({ from: '2026-01-01', to: '2026-01-31' }));
    type(screen.getByTestId('from'), '');
    await waitFor(() => expect(lastFilter(getList)?.filter).toEqual({ to: '2026-01-31' }));
  });
});
