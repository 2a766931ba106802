import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, Form, memoryStore, TextInput } from 'react-admin';
import { createMemoryRouter, RouterProvider, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { click, clickWhenShown, type } from '../../tests/support/component';
import { createI18nProvider } from '../i18n/i18nProvider';
import { closeAfterSave, UnsavedChangesGuard } from './UnsavedChangesGuard';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function EditDialog() {
  const navigate = useNavigate();
  return (
    // as react-admin's pessimistic save: the dialog closes in the mutation's onSuccess, before the submit ends
    <Form
      defaultValues={{ name: 'Amel' }}
      onSubmit={async () => {
        closeAfterSave(() => navigate('/items'));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }}
    >
      <UnsavedChangesGuard />
      <TextInput source="name" />
      <button type="button" onClick={() => navigate('/items')}>
        close
      </button>
      <button type="submit">save</button>
    </Form>
  );
}

/** A route dialog under the app's kind of router (a data router, which can hold a navigation). */
function renderDialog() {
  localStorage.setItem('lang', 'en');
  const page = (body: ReactNode) => (
    <AdminContext i18nProvider={createI18nProvider()} store={memoryStore()}>
      <Where />
      {body}
    </AdminContext>
  );
  const router = createMemoryRouter(
    [
      { path: '/items', element: page('the list') },
      { path: '/items/:id', element: page(<EditDialog />) },
    ],
    { initialEntries: ['/items', '/items/7'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const nameInput = () => screen.getByRole('textbox', { name: /name/i });

describe('closing a dialog with unsaved edits (issue 27 §17)', () => {
  it('asks first; keep editing keeps the typing, discard leaves', async () => {
    renderDialog();
    type(await waitFor(nameInput), 'Amel Benali');
    click('close');
    await screen.findByText('Unsaved changes');
    click('Keep editing');
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
    expect(screen.getByTestId('where')).toHaveTextContent('/items/7');
    expect(nameInput()).toHaveValue('Amel Benali');
    click('close');
    await clickWhenShown('Discard changes');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/items$/));
  });

  it('asks on the browser Back too', async () => {
    const router = renderDialog();
    type(await waitFor(nameInput), 'Amel Benali');
    void router.navigate(-1);
    await screen.findByText('Unsaved changes');
    expect(screen.getByTestId('where')).toHaveTextContent('/items/7');
  });

  it('closes at once when nothing was changed', async () => {
    renderDialog();
    await waitFor(nameInput);
    click('close');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/items$/));
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('leaves without asking once saved', async () => {
    renderDialog();
    type(await waitFor(nameInput), 'Amel Benali');
    click('save');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/items$/));
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });
});
