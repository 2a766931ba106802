import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '../contract/constants';
import { liteCatalogues } from '../i18n/catalogues';
import { page } from './chunkError';
import { RouteError } from './RouteError';

const chunkGone = () =>
  new TypeError('Failed to fetch dynamically imported module: http://portal.test/assets/BasketPage-3f9a1c.js');

/** A route whose page fails to load with `error`, shown through the app's errorElement. */
function show(error: Error, lang: Lang = 'fr') {
  localStorage.setItem('lang', lang);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteError />,
        lazy: async () => {
          throw error;
        },
      },
    ],
    { initialEntries: ['/'] },
  );
  return render(<RouterProvider router={router} />);
}

let online = true;
const goOnline = (value: boolean) => {
  online = value;
  act(() => void window.dispatchEvent(new Event(value ? 'online' : 'offline')));
};

beforeAll(async () => {
  for (const lang of ['fr', 'en', 'ar'] as const) await liteCatalogues.load(lang);
});
beforeEach(() => {
  online = true;
  sessionStorage.clear();
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.spyOn(page, 'reload').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('the router’s error page (issue 27 §1)', () => {
  it('offline: "you are offline" in the reader’s language, and the page reloads by itself once the connection is back', async () => {
    online = false;
    show(chunkGone(), 'fr');
    const shown = await screen.findByTestId('route-error');
    expect(shown).toHaveAttribute('data-kind', 'offline');
    expect(shown).toHaveTextContent('Vous êtes hors ligne');
    expect(shown).not.toHaveTextContent(/Unexpected Application Error|Hey developer/);
    expect(page.reload).not.toHaveBeenCalled();
    goOnline(true);
    await vi.waitFor(() => expect(page.reload).toHaveBeenCalledTimes(1));
  });

  it('online, a chunk gone after a deployment: one reload for the new build; met again at once, it says so instead of looping', async () => {
    show(chunkGone(), 'en');
    await vi.waitFor(() => expect(page.reload).toHaveBeenCalledTimes(1));
    // the reloaded page meets the same missing file
    show(chunkGone(), 'en');
    const shown = await screen.findByTestId('route-error');
    expect(shown).toHaveAttribute('data-kind', 'updated');
    expect(shown).toHaveTextContent('The portal has been updated');
    expect(page.reload).toHaveBeenCalledTimes(1);
    screen.getByTestId('route-error-reload').click();
    expect(page.reload).toHaveBeenCalledTimes(2);
  });

  it('online, before the reload it makes, it never draws "updated", not even for one frame', async () => {
    const drawn: string[] = [];
    const watch = new MutationObserver(() => {
      const kind = document.querySelector('[data-testid="route-error"]')?.getAttribute('data-kind');
      if (kind) drawn.push(kind);
    });
    watch.observe(document.body, { childList: true, subtree: true });
    show(chunkGone(), 'en');
    await vi.waitFor(() => expect(page.reload).toHaveBeenCalledTimes(1));
    watch.disconnect();
    expect(drawn).toEqual([]);
  });

  it('any other failure: a translated error page with Reload and Home, in Arabic too', async () => {
    show(new Error('boom'), 'ar');
    const shown = await screen.findByTestId('route-error');
    expect(shown).toHaveAttribute('data-kind', 'error');
    expect(shown).toHaveTextContent('حدث خطأ');
    expect(screen.getByTestId('route-error-home')).toHaveAttribute('href', '/');
    expect(page.reload).not.toHaveBeenCalled();
  });
});
