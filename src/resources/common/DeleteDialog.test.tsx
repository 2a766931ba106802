import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../http/client';
import { click, renderWithAdmin, screen, waitFor } from '../../../tests/support/component';
import { DeleteDialog } from './DeleteDialog';

const record = { id: 3, first_name: 'Karim', last_name: 'Haddad' };

function renderDelete(remove: () => Promise<unknown>, onClose = vi.fn()) {
  const dp = { delete: vi.fn(remove) };
  const view = renderWithAdmin(
    <DeleteDialog
      resource="fra"
      record={record}
      name="Karim Haddad"
      onClose={onClose}
      successKey="admin.franchiseDeleted"
    />,
    { dataProvider: dp },
  );
  return { ...view, dp, onClose };
}

describe('delete confirmation', () => {
  it('names the element and says what deleting implies; Cancel deletes nothing', async () => {
    const { t, dp, onClose } = renderDelete(async () => ({ data: record }));
    expect(screen.getByText(t('adminUi.delete.question', { name: 'Karim Haddad' }))).toBeInTheDocument();
    expect(screen.getByText(t('resources.fra.deleteWarning'))).toBeInTheDocument();
    click(t('ra.action.cancel'));
    expect(onClose).toHaveBeenCalled();
    expect(dp.delete).not.toHaveBeenCalled();
  });

  it('deletes the record once confirmed, then says so and closes', async () => {
    const { t, dp, onClose } = renderDelete(async () => ({ data: record }));
    click(t('adminUi.actions.delete'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(dp.delete).toHaveBeenCalledWith('fra', expect.objectContaining({ id: 3, previousData: record }));
    expect(await screen.findByText(t('admin.franchiseDeleted'))).toBeInTheDocument();
  });

  it("shows the server's explanation of a refusal in the error popup", async () => {
    const refused = new ApiError({
      code: 4091,
      payload: null,
      meta: 'Ce franchisé suit encore 4 pharmacies.',
      status: 409,
    });
    const { t } = renderDelete(async () => Promise.reject(refused));
    click(t('adminUi.actions.delete'));
    expect(await screen.findByTestId('error-popup-message')).toHaveTextContent(
      'Ce franchisé suit encore 4 pharmacies.',
    );
    click(t('adminUi.error.ok'));
    await waitFor(() => expect(screen.queryByTestId('error-popup')).toBeNull());
  });

  it("falls back to the resource's own message when the server gives none", async () => {
    const { t } = renderDelete(async () => Promise.reject(new Error('boom')));
    click(t('adminUi.actions.delete'));
    expect(await screen.findByTestId('error-popup-message')).toHaveTextContent(t('resources.fra.errors.delete'));
    click(t('adminUi.error.ok'));
    await waitFor(() => expect(screen.queryByTestId('error-popup')).toBeNull());
  });
});
