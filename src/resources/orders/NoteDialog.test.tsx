import { describe, expect, it, vi } from 'vitest';
import { click, renderWithAdmin, screen, type, waitFor } from '../../../tests/support/component';
import { NoteDialog } from './NoteDialog';

const order = {
  id: 41,
  order_no: 'CMD-2026-000041',
  name: 'Pharmacie Ibn-Sina',
  note: 'Livrer le matin.',
  details: [],
};

function dataProvider() {
  return {
    getOne: vi.fn(async () => ({ data: order })),
    update: vi.fn(async (_: string, { data }: { data: object }) => ({ data: { ...order, ...data } })),
  };
}

describe('order note dialog', () => {
  it('starts from the saved note and names the order', async () => {
    const dp = dataProvider();
    const { t } = renderWithAdmin(<NoteDialog id={41} onClose={() => {}} />, { dataProvider: dp });
    expect(await screen.findByDisplayValue('Livrer le matin.')).toBeInTheDocument();
    expect(
      screen.getByText(t('resources.orders.note.intro', { order_no: 'CMD-2026-000041', name: 'Pharmacie Ibn-Sina' })),
    ).toBeInTheDocument();
    expect(dp.getOne).toHaveBeenCalledWith('orders', expect.objectContaining({ id: 41 }));
  });

  it('refuses an empty or blank note with the shared message, and sends nothing', async () => {
    const dp = dataProvider();
    const { t } = renderWithAdmin(<NoteDialog id={41} onClose={() => {}} />, { dataProvider: dp, lang: 'fr' });
    type(await screen.findByDisplayValue('Livrer le matin.'), '   ');
    click(t('ra.action.save'));
    expect(await screen.findByText(t('validation.note'))).toBeInTheDocument();
    expect(t('validation.note')).toBe('La note ne peut pas être vide');
    expect(dp.update).not.toHaveBeenCalled();
  });

  it('sends the new note to the order, then says so and closes', async () => {
    const dp = dataProvider();
    const onClose = vi.fn();
    const { t } = renderWithAdmin(<NoteDialog id={41} onClose={onClose} />, { dataProvider: dp });
    type(await screen.findByDisplayValue('Livrer le matin.'), 'Appeler avant de livrer.');
    expect(screen.getByText('24 / 1000')).toBeInTheDocument();
    click(t('ra.action.save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(dp.update).toHaveBeenCalledWith(
      'orders',
      expect.objectContaining({ id: 41, data: { note: 'Appeler avant de livrer.' } }),
    );
    expect(await screen.findByText(t('admin.noteSaved'))).toBeInTheDocument();
  });

  it('a refused save shows the error popup and keeps the dialog open', async () => {
    const dp = dataProvider();
    dp.update.mockRejectedValueOnce(new Error('boom'));
    const onClose = vi.fn();
    const { t } = renderWithAdmin(<NoteDialog id={41} onClose={onClose} />, { dataProvider: dp });
    await screen.findByDisplayValue('Livrer le matin.');
    click(t('ra.action.save'));
    expect(await screen.findByTestId('error-popup-message')).toHaveTextContent(t('resources.orders.errors.note'));
    expect(onClose).not.toHaveBeenCalled();
    click(t('adminUi.error.ok'));
    await waitFor(() => expect(screen.queryByTestId('error-popup')).toBeNull());
  });
});
