import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin, screen, type, waitFor, within } from '../../../tests/support/component';
import { ApiError } from '../../http/client';
import { CarrierList } from './CarrierList';

const yalidine = {
  id: 1,
  name: 'Yalidine',
  tracking_url_template: 'https://yalidine.example/track/{tracking}',
  is_demo: true,
  active: true,
};
const own = { id: 2, name: 'Livreur maison', tracking_url_template: null, is_demo: false, active: false };

const dataProvider = () => ({
  getList: vi.fn(async () => ({ data: [yalidine, own], total: 2 })),
  create: vi.fn(async (_: string, { data }: { data: Record<string, unknown> }) => ({
    data: { ...data, id: 3, is_demo: false },
  })),
  update: vi.fn(async (_: string, { id, data }: { id: number; data: Record<string, unknown> }) => ({
    data: { ...data, id },
  })),
});

describe('the carriers screen (issue 28, D58)', () => {
  it('marks the seeded demo carriers and the inactive ones, and shows each tracking template', async () => {
    const { t } = renderWithAdmin(<CarrierList />, { dataProvider: dataProvider(), lang: 'fr' });
    const row = (await screen.findByText('Yalidine')).closest('tr')!;
    expect(within(row).getByText(t('resources.carriers.demo'))).toBeInTheDocument();
    expect(within(row).queryByText(t('resources.carriers.inactive'))).toBeNull();
    expect(within(row).getByText('https://yalidine.example/track/{tracking}')).toBeInTheDocument();
    const other = screen.getByText('Livreur maison').closest('tr')!;
    expect(within(other).getByText(t('resources.carriers.inactive'))).toBeInTheDocument();
    expect(within(other).queryByText(t('resources.carriers.demo'))).toBeNull();
    expect(within(other).getByText('—')).toBeInTheDocument();
  });

  it("adds a carrier with its trimmed name and template; the server's refusal of a template is shown and the dialog stays", async () => {
    const dp = dataProvider();
    const meta = 'The tracking link must start with https:// and hold {tracking}.';
    dp.create.mockRejectedValueOnce(new ApiError({ code: 4002, payload: [], meta, status: 400 } as never));
    renderWithAdmin(<CarrierList />, { dataProvider: dp, lang: 'en' });
    await screen.findByText('Yalidine');
    fireEvent.click(screen.getByTestId('list-add'));
    type(screen.getByTestId('carrier-name'), '  ZR Express  ');
    type(screen.getByTestId('carrier-template'), 'http://zr.example/{tracking}');
    fireEvent.click(screen.getByTestId('carrier-save'));
    expect(await screen.findByText(meta)).toBeInTheDocument();
    expect(dp.create).toHaveBeenCalledWith(
      'carriers',
      expect.objectContaining({
        data: { name: 'ZR Express', tracking_url_template: 'http://zr.example/{tracking}', active: true },
      }),
    );

    type(screen.getByTestId('carrier-template'), ' https://zr.example/suivi/{tracking} ');
    fireEvent.click(screen.getByTestId('carrier-save'));
    await waitFor(() => expect(screen.queryByTestId('carrier-dialog')).toBeNull());
    expect(dp.create).toHaveBeenLastCalledWith(
      'carriers',
      expect.objectContaining({
        data: { name: 'ZR Express', tracking_url_template: 'https://zr.example/suivi/{tracking}', active: true },
      }),
    );
  });

  it('edits a carrier from its row: an emptied template is sent as none, and it can be deactivated', async () => {
    const dp = dataProvider();
    renderWithAdmin(<CarrierList />, { dataProvider: dp, lang: 'ar' });
    const row = (await screen.findByText('Yalidine')).closest('tr')!;
    fireEvent.click(within(row).getByTestId('row-edit'));
    const dialog = await screen.findByTestId('carrier-dialog');
    expect(screen.getByTestId('carrier-name')).toHaveValue('Yalidine');
    type(screen.getByTestId('carrier-template'), '   ');
    fireEvent.click(within(dialog).getByRole('switch'));
    fireEvent.click(screen.getByTestId('carrier-save'));
    await waitFor(() =>
      expect(dp.update).toHaveBeenCalledWith(
        'carriers',
        expect.objectContaining({
          id: 1,
          data: { name: 'Yalidine', tracking_url_template: null, active: false },
          previousData: yalidine,
        }),
      ),
    );
    await waitFor(() => expect(screen.queryByTestId('carrier-dialog')).toBeNull());
  });
});
