import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAuthProvider, LoginError, loginErrorKey } from '../../src/authProviders/createAuthProvider';
import { setRuntimeConfig } from '../../src/config/runtime';
import { HttpClient } from '../../src/http/client';
import { pharmacySessionEndPath } from '../../src/storefront/auth/sessionEndPath';

const API = 'http://api.test';
const server = setupServer();

beforeAll(() => {
  setRuntimeConfig({ apiUrl: API });
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const provider = () => createAuthProvider('franchise', new HttpClient('franchise'), '/franchise/login');
const answer = (code: number, status = 200, payload: unknown = [], meta: string | null = null) =>
  http.post(`${API}/franchise/login`, () => HttpResponse.json({ code, payload, meta }, { status }));

const allTokens = {
  admin_access_token: 'aa',
  admin_refresh_token: 'ar',
  franchise_access_token: 'fa',
  franchise_refresh_token: 'fr',
  pharmacy_access_token: 'pa',
  pharmacy_refresh_token: 'pr',
};

describe('login', () => {
  it('stores both tokens of the role on 2001 and sends email and password', async () => {
    let body: unknown = null;
    server.use(
      http.post(`${API}/franchise/login`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          code: 2001,
          payload: [{ franchise_access_token: 'new-a', franchise_refresh_token: 'new-r' }],
          meta: null,
        });
      }),
    );
    await provider().login({ email: 'franchise@demo.dz', password: 'Demo@2026' });
    expect(body).toEqual({ email: 'franchise@demo.dz', password: 'Demo@2026' });
    expect(localStorage.getItem('franchise_access_token')).toBe('new-a');
    expect(localStorage.getItem('franchise_refresh_token')).toBe('new-r');
    expect(localStorage.getItem('admin_access_token')).toBeNull();
  });

  it.each([
    [4001, 400, 'auth.error.invalidEmail'],
    [4002, 400, 'auth.error.passwordMalformed'],
    [4011, 401, 'auth.error.wrongCredentials'],
    [4013, 401, 'auth.error.wrongCredentials'],
    [4014, 401, 'auth.error.wrongCredentials'],
    [5001, 500, 'auth.error.generic'],
  ])('code %i answers LoginError %s', async (code, status, key) => {
    server.use(answer(code, status));
    const error = await provider()
      .login({ email: 'x@demo.dz', password: 'whatever1' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LoginError);
    expect((error as LoginError).key).toBe(key);
    expect(localStorage.getItem('franchise_access_token')).toBeNull();
  });

  it('keeps the server message of a rate-limited sign-in', async () => {
    server.use(answer(4290, 429, [], 'Trop de tentatives. Réessayez dans 15 minutes.'));
    const error = (await provider()
      .login({ email: 'x@demo.dz', password: 'whatever1' })
      .catch((e: unknown) => e)) as LoginError;
    expect(error.key).toBe('auth.error.rateLimited');
    expect(error.serverMessage).toBe('Trop de tentatives. Réessayez dans 15 minutes.');
  });

  it('a 2001 without tokens is "Login failed"', async () => {
    server.use(answer(2001, 200, []));
    const error = (await provider()
      .login({ email: 'x@demo.dz', password: 'whatever1' })
      .catch((e: unknown) => e)) as LoginError;
    expect(error.key).toBe('auth.error.failed');
  });

  it('no answer is "Unable to connect to the server"', async () => {
    server.use(http.post(`${API}/franchise/login`, () => HttpResponse.error()));
    const error = (await provider()
      .login({ email: 'x@demo.dz', password: 'whatever1' })
      .catch((e: unknown) => e)) as LoginError;
    expect(error.key).toBe('auth.error.noResponse');
  });

  it('maps the catalogue of spec 000 §8', () => {
    expect(loginErrorKey(null)).toBe('auth.error.noResponse');
    expect(loginErrorKey(4001)).toBe('auth.error.invalidEmail');
    expect(loginErrorKey(4002)).toBe('auth.error.passwordMalformed');
    expect(loginErrorKey(4011)).toBe('auth.error.wrongCredentials');
    expect(loginErrorKey(4041)).toBe('auth.error.generic');
  });
});

describe('logout, checkAuth, checkError', () => {
  it("logout ends the session on the server with the role's tokens, clears only this role's two tokens and returns its login path", async () => {
    for (const [k, v] of Object.entries(allTokens)) localStorage.setItem(k, v);
    localStorage.setItem('lang', 'en');
    const sent: Record<string, string | null>[] = [];
    server.use(
      http.post(`${API}/franchise/logout`, ({ request }) => {
        sent.push({
          access: request.headers.get('franchise-access-token'),
          refresh: request.headers.get('franchise-refresh-token'),
          admin: request.headers.get('admin-access-token'),
        });
        return HttpResponse.json({ code: 2001, payload: [], meta: 'Signed out.' });
      }),
    );
    const redirect = await provider().logout({});
    expect(sent).toEqual([{ access: 'fa', refresh: 'fr', admin: null }]);
    expect(redirect).toBe('/franchise/login');
    expect(localStorage.getItem('franchise_access_token')).toBeNull();
    expect(localStorage.getItem('franchise_refresh_token')).toBeNull();
    expect(localStorage.getItem('admin_access_token')).toBe('aa');
    expect(localStorage.getItem('admin_refresh_token')).toBe('ar');
    expect(localStorage.getItem('pharmacy_access_token')).toBe('pa');
    expect(localStorage.getItem('pharmacy_refresh_token')).toBe('pr');
    expect(localStorage.getItem('lang')).toBe('en');
  });

  it('logout still signs out locally when the server cannot be reached or refuses', async () => {
    for (const answerWith of [
      () => HttpResponse.error(),
      () => HttpResponse.json({ code: 5000, payload: [], meta: null }, { status: 500 }),
    ]) {
      localStorage.setItem('franchise_access_token', 'fa');
      localStorage.setItem('franchise_refresh_token', 'fr');
      server.use(http.post(`${API}/franchise/logout`, answerWith));
      await expect(provider().logout({})).resolves.toBe('/franchise/login');
      expect(localStorage.getItem('franchise_access_token')).toBeNull();
      expect(localStorage.getItem('franchise_refresh_token')).toBeNull();
    }
  });

  it('logout without a session (already ended) calls nothing', async () => {
    localStorage.removeItem('franchise_access_token');
    localStorage.setItem('franchise_refresh_token', 'fr');
    let called = 0;
    server.use(http.post(`${API}/franchise/logout`, () => void called++));
    await expect(provider().logout({})).resolves.toBe('/franchise/login');
    expect(called).toBe(0);
  });

  it('checkAuth rejects towards the login page without both tokens', async () => {
    await expect(provider().checkAuth({})).rejects.toMatchObject({ redirectTo: '/franchise/login' });
    localStorage.setItem('franchise_access_token', 'fa');
    await expect(provider().checkAuth({})).rejects.toMatchObject({ redirectTo: '/franchise/login' });
    localStorage.setItem('franchise_refresh_token', 'fr');
    await expect(provider().checkAuth({})).resolves.toBeUndefined();
  });

  it('checkError signs out on an ended session only', async () => {
    localStorage.setItem('franchise_access_token', 'fa');
    localStorage.setItem('franchise_refresh_token', 'fr');
    // an order that does not exist (4041 with 404) is not the end of the session
    await expect(provider().checkError({ code: 4041, status: 404 })).resolves.toBeUndefined();
    expect(localStorage.getItem('franchise_access_token')).toBe('fa');
    await expect(provider().checkError({ code: 4041, status: 401 })).rejects.toMatchObject({
      redirectTo: '/franchise/login',
      message: 'auth.sessionExpired',
    });
    expect(localStorage.getItem('franchise_access_token')).toBeNull();
  });

  it("checkError sends an ended session where the area says: a pharmacy's 4031 home, its invalid session to the sign-in", async () => {
    const pharmacy = () =>
      createAuthProvider('pharmacy', new HttpClient('pharmacy'), '/pharmacy/login', pharmacySessionEndPath);
    const signIn = () => {
      localStorage.setItem('pharmacy_access_token', 'pa');
      localStorage.setItem('pharmacy_refresh_token', 'pr');
    };
    signIn();
    await expect(pharmacy().checkError({ code: 4031, status: 401 })).rejects.toMatchObject({
      redirectTo: '/',
      message: 'auth.sessionExpired',
    });
    signIn();
    await expect(pharmacy().checkError({ code: 4041, status: 401 })).rejects.toMatchObject({
      redirectTo: '/pharmacy/login',
    });
    // already handled by the client's session-end listener (tokens gone): no second message, no other destination
    // (a call sent after it is answered 4031, which alone would lead home)
    const after = await pharmacy()
      .checkError({ code: 4031, status: 401 })
      .catch((e: unknown) => e);
    expect(after).toEqual({ logoutUser: false, message: false });
  });

  it('getIdentity reads the role profile and builds the full name', async () => {
    localStorage.setItem('franchise_access_token', 'fa');
    localStorage.setItem('franchise_refresh_token', 'fr');
    server.use(
      http.get(`${API}/franchise/get_franchise_info`, () =>
        HttpResponse.json({
          code: 2001,
          payload: [{ id: 3, first_name: 'Samir', last_name: 'Bensalem', email: 'franchise@demo.dz' }],
          meta: null,
        }),
      ),
      http.post(`${API}/franchise/logout`, () => HttpResponse.json({ code: 2001, payload: [], meta: null })),
    );
    const p = provider();
    await p.logout({}); // drops any profile cached by another test
    localStorage.setItem('franchise_access_token', 'fa');
    localStorage.setItem('franchise_refresh_token', 'fr');
    await expect(p.getIdentity!()).resolves.toMatchObject({
      id: 3,
      fullName: 'Samir Bensalem',
      email: 'franchise@demo.dz',
    });
  });
});
