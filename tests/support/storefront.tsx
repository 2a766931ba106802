import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { pharmacyAuthProvider } from '../../src/authProviders';
import { setRuntimeConfig } from '../../src/config/runtime';
import type { Lang } from '../../src/contract/constants';
import { createPharmacyDataProvider } from '../../src/dataProvider/pharmacy';
import { clients } from '../../src/http/clients';
import { renderWithAdmin } from './component';

/**
 * Storefront screens talk to the pharmacy API: their component tests answer it at the HTTP level (msw), so they
 * hold whichever layer (dataProvider, HTTP client) the screen goes through.
 */
export const API = 'http://api.test';
export const server = setupServer();

/** Starts the mocked API for the test file; a request without a handler fails the test. */
export function mockPharmacyApi() {
  beforeAll(() => {
    setRuntimeConfig({ apiUrl: API });
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

export const ok = (payload: JsonBodyType = null) => HttpResponse.json({ code: 2001, payload, meta: null });
export const refused = (code: number, meta: string | null = null, status = 400) =>
  HttpResponse.json({ code, payload: null, meta }, { status });

/** Answers `method path` with `reply`, recording each JSON body received. */
export function answer(
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  reply: (body: unknown) => Response | Promise<Response>,
) {
  const bodies: unknown[] = [];
  server.use(
    http[method](`${API}${path}`, async ({ request }) => {
      const body = method === 'get' ? null : await request.json().catch(() => null);
      bodies.push(body);
      return reply(body);
    }),
  );
  return bodies;
}

/** A storefront screen, signed in as a pharmacy, with the storefront's dataProvider. */
export function renderStorefront(
  ui: ReactNode,
  {
    lang = 'en',
    signedIn = true,
    otherPages,
    path,
  }: { lang?: Lang; signedIn?: boolean; otherPages?: Record<string, ReactNode>; path?: string } = {},
) {
  if (signedIn) {
    localStorage.setItem('pharmacy_access_token', 'access');
    localStorage.setItem('pharmacy_refresh_token', 'refresh');
  }
  return renderWithAdmin(ui, {
    dataProvider: createPharmacyDataProvider(clients.pharmacy),
    authProvider: pharmacyAuthProvider,
    lang,
    otherPages,
    path,
  });
}
