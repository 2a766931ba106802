import { render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Form, memoryStore, Notification, TextInput } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type } from '../../tests/support/component';
import { clients } from '../http/clients';
import { createI18nProvider } from '../i18n/i18nProvider';
import { FormDraftKeeper } from './FormDraftKeeper';

const signIn = () => clients.admin.storeTokens({ admin_access_token: 'a', admin_refresh_token: 'r' });

/** An admin edit form at /admin/product/7, with the record as the server has it now. */
function renderForm(record = { name: 'Crème', price: '100', password: '' }) {
  localStorage.setItem('lang', 'en');
  return render(
    <MemoryRouter initialEntries={['/admin/product/7']}>
      <AdminContext basename="/admin" i18nProvider={createI18nProvider()} store={memoryStore()}>
        <Form defaultValues={record}>
          <TextInput source="name" />
          <TextInput source="price" />
          <TextInput source="password" />
          <FormDraftKeeper />
        </Form>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

/** The next call of the admin client meets an ended session (4031), as after a sign-out in another tab. */
async function endSession() {
  vi.stubGlobal(
    'fetch',
    async () => new Response(JSON.stringify({ code: 4031, payload: [], meta: 'Session expired' }), { status: 401 }),
  );
  await clients.admin.request('GET', '/admin/orders_list/0/10');
}

const box = (name: string) => screen.getByRole('textbox', { name: new RegExp(name, 'i') });

describe('a session ending mid-edit (issue 27 §17)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the edited fields, never a password, and fills them in again after the next sign-in', async () => {
    signIn();
    const first = renderForm();
    type(box('name'), 'Crème hydratante');
    type(box('password'), 'secret-1');
    await endSession();
    first.unmount();
    expect(JSON.parse(sessionStorage.getItem('formDraft:/admin/product/7')!)).toEqual({ name: 'Crème hydratante' });

    signIn();
    renderForm({ name: 'Crème', price: '120', password: '' });
    await waitFor(() => expect(box('name')).toHaveValue('Crème hydratante'));
    // a field left alone shows the record as it is now
    expect(box('price')).toHaveValue('120');
    expect(box('password')).toHaveValue('');
    await screen.findByText('What you typed was kept while you signed in again: check it, then save.');
    expect(sessionStorage.getItem('formDraft:/admin/product/7')).toBeNull();
  });

  it('keeps nothing when nothing was edited, or when another area’s session ends', async () => {
    signIn();
    const view = renderForm();
    await endSession();
    type(box('name'), 'Crème hydratante');
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ code: 4031, payload: [], meta: '' }), { status: 401 }),
    );
    await clients.pharmacy.request('GET', '/pharmacy/basket');
    view.unmount();
    expect(sessionStorage.getItem('formDraft:/admin/product/7')).toBeNull();
  });
});
