import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import {
  AdminContext,
  type AuthProvider,
  type DataProvider,
  memoryStore,
  Notification,
  testDataProvider,
} from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Lang } from '../../src/contract/constants';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import { ErrorPopupHost } from '../../src/resources/common/errorPopup';

// MUI + react-admin render slowly in jsdom on a loaded 2-core machine: wait on conditions generously
configure({ asyncUtilTimeout: 10_000 });

/** Some methods of a dataProvider, typed loosely so that `vi.fn(async () => ({ data }))` fits. */
export type MockDataProvider = { [K in keyof DataProvider]?: (...args: never[]) => Promise<unknown> };

/**
 * Renders a screen inside react-admin's contexts (as Atomic CRM's component tests do): the app's own
 * i18nProvider in the given language, a mocked dataProvider, the snackbar and the admin error popup.
 * Returns `t`, the catalogue's translation, so tests name fields and messages as the user reads them.
 */
export function renderWithAdmin(
  ui: ReactNode,
  {
    dataProvider = testDataProvider(),
    authProvider,
    lang = 'en',
    otherPages = {},
    path = '/',
  }: {
    /** the methods the screen calls (vi.fn mocks), or a whole dataProvider */
    dataProvider?: MockDataProvider | DataProvider;
    authProvider?: AuthProvider;
    lang?: Lang;
    /** pages the screen may lead to, by path: a test reads where the user ended up */
    otherPages?: Record<string, ReactNode>;
    /** where the screen opens */
    path?: string;
  } = {},
) {
  localStorage.setItem('lang', lang);
  const i18nProvider = createI18nProvider();
  const provider = testDataProvider(dataProvider as Partial<DataProvider>);
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={provider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <Routes>
          {Object.entries(otherPages).map(([path, page]) => (
            <Route key={path} path={path} element={page} />
          ))}
          <Route path="*" element={ui} />
        </Routes>
        <ErrorPopupHost />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  const t = (key: string, options?: Record<string, unknown>) => {
    const text = i18nProvider.translate(key, options);
    if (text === key) throw new Error(`no text for ${key} in ${lang}`);
    return text;
  };
  return { ...view, t };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The input labelled `label` (react-admin adds " *" to required ones). */
export const field = (label: string, scope: HTMLElement = document.body) =>
  within(scope).getByLabelText(new RegExp(`^${escape(label)}(\\s*\\*)?$`));

/** The input of a react-admin form bound to `source` (for labels used twice, e.g. two "Email"). */
export function input(source: string, scope: ParentNode = document) {
  const found = scope.querySelector<HTMLInputElement>(`[name="${source}"]`);
  if (!found) throw new Error(`no input ${source}`);
  return found;
}

/** Types a value into a text input, as a change event. */
export const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

/** Opens a MUI select by its label. */
export const openSelect = (label: string) =>
  fireEvent.mouseDown(screen.getByRole('combobox', { name: new RegExp(`^${escape(label)}`) }));

/** Opens a MUI select by its label and picks the option showing `option`. */
export async function choose(label: string, option: string | RegExp) {
  openSelect(label);
  fireEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

/** Clicks a button by its accessible name (the first one when several have it). */
export const click = (name: string | RegExp) => fireEvent.click(screen.getAllByRole('button', { name })[0]!);

/** Waits for a button to be shown, then clicks it. */
export const clickWhenShown = async (name: string | RegExp) =>
  fireEvent.click(await screen.findByRole('button', { name }));

/** The helper text shown under an input (its error message), by the input's aria-describedby. */
export function helperOf(input: HTMLElement) {
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id.split(' ')[0]!)?.textContent ?? '') : '';
}

export { act, screen, waitFor, within };
