import { ResourceContextProvider } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { click, renderWithAdmin, screen, waitFor } from '../../tests/support/component';
import { useRouteDialog } from './useRouteDialog';

function ItemsPage() {
  const { showId, open, close } = useRouteDialog();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="where">{pathname + search}</output>
      <output data-testid="dialog">{showId ?? 'closed'}</output>
      <button onClick={() => open('show', 7)}>open</button>
      <button onClick={close}>close</button>
      {/* what react-admin does when a search typed just before the row was opened applies a tick later */}
      <button onClick={() => navigate({ pathname: '/items', search: '?filter=%7B%22q%22%3A%22amel%22%7D' })}>
        late search
      </button>
      <button onClick={() => navigate(-1)}>back</button>
    </>
  );
}

function renderItems() {
  renderWithAdmin(
    <ResourceContextProvider value="items">
      <ItemsPage />
    </ResourceContextProvider>,
    { path: '/items' },
  );
}

describe('route dialogs', () => {
  it('stay open when a late list search lands on the bare list, and the search is kept', async () => {
    renderItems();
    click('open');
    await waitFor(() => expect(screen.getByTestId('dialog')).toHaveTextContent('7'));
    click('late search');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/items/7/show?filter='));
    expect(screen.getByTestId('dialog')).toHaveTextContent('7');
  });

  it('close with their Close button', async () => {
    renderItems();
    click('open');
    await waitFor(() => expect(screen.getByTestId('dialog')).toHaveTextContent('7'));
    click('close');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/items$/));
    expect(screen.getByTestId('dialog')).toHaveTextContent('closed');
    click('late search');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/items?filter='));
    expect(screen.getByTestId('dialog')).toHaveTextContent('closed');
  });

  it('close with the browser Back', async () => {
    renderItems();
    click('open');
    await waitFor(() => expect(screen.getByTestId('dialog')).toHaveTextContent('7'));
    click('back');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/items$/));
    expect(screen.getByTestId('dialog')).toHaveTextContent('closed');
  });
});
