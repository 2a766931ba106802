import { fireEvent, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin, screen, type, waitFor } from '../../../tests/support/component';
import { ApiError } from '../../http/client';
import { HolidaysPage } from './HolidaysPage';

const year = new Date().getFullYear();
const rows = [
  { id: `${year}-01-01`, day: `${year}-01-01`, name: 'Nouvel an', fixed: true },
  { id: `${year}-03-20`, day: `${year}-03-20`, name: 'Aïd el-Fitr', fixed: false },
];

const dataProvider = () => ({
  getList: vi.fn(async () => ({ data: rows, total: rows.length })),
  create: vi.fn(async (_: string, { data }: { data: { day: string; name: string } }) => ({
    data: { ...data, id: data.day, fixed: false },
  })),
  delete: vi.fn(async (_: string, { id }: { id: string }) => ({ data: { id } })),
});

describe('the public holidays calendar (issue 28)', () => {
  it("lists the year's holidays: fixed ones cannot be removed, lunar ones can", async () => {
    const dp = dataProvider();
    const { t } = renderWithAdmin(<HolidaysPage />, { dataProvider: dp, lang: 'fr' });
    expect(await screen.findByText('Aïd el-Fitr')).toBeInTheDocument();
    expect(dp.getList).toHaveBeenCalledWith('holidays', expect.objectContaining({ filter: { year: String(year) } }));
    expect(screen.getAllByRole('button', { name: t('resources.holidays.remove') })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: t('resources.holidays.remove') }));
    // asked first (issue 38 §7): nothing is removed until the admin confirms
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(t('resources.holidays.removeTitle', { name: 'Aïd el-Fitr' }));
    expect(dp.delete).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: t('resources.holidays.remove') }));
    await waitFor(() =>
      expect(dp.delete).toHaveBeenCalledWith('holidays', expect.objectContaining({ id: `${year}-03-20` })),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('adds a lunar holiday with its trimmed name; a refusal of the server is shown', async () => {
    const dp = dataProvider();
    renderWithAdmin(<HolidaysPage />, { dataProvider: dp, lang: 'en' });
    await screen.findByText('Aïd el-Fitr');
    expect(screen.getByTestId('holiday-add')).toBeDisabled();
    type(screen.getByTestId('holiday-day'), `${year}-06-16`);
    type(screen.getByTestId('holiday-name'), '  Aïd el-Adha  ');
    fireEvent.click(screen.getByTestId('holiday-add'));
    await waitFor(() =>
      expect(dp.create).toHaveBeenCalledWith(
        'holidays',
        expect.objectContaining({ data: { day: `${year}-06-16`, name: 'Aïd el-Adha' } }),
      ),
    );
    const meta = 'This day is already a fixed-date national holiday.';
    dp.create.mockRejectedValueOnce(new ApiError({ code: 4002, payload: [], meta, status: 400 } as never));
    type(screen.getByTestId('holiday-day'), `${year}-11-01`);
    type(screen.getByTestId('holiday-name'), 'Revolution');
    fireEvent.click(screen.getByTestId('holiday-add'));
    expect(await screen.findByText(meta)).toBeInTheDocument();
  });
});
