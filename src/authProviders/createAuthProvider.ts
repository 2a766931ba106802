import type { AuthProvider, UserIdentity } from 'react-admin';
import { Code } from '../contract/codes';
import type { Role } from '../contract/constants';
import { type HttpClient, isSessionEnd, NetworkError } from '../http/client';

/** The i18n key (auth.error.*) of a failed sign-in, from the catalogue of spec 000 §8 / 001 §8. */
export function loginErrorKey(code: number | null): string {
  if (code === null) return 'auth.error.noResponse';
  if (code === Code.V4001) return 'auth.error.invalidEmail';
  if (code === Code.V4002) return 'auth.error.passwordMalformed';
  if (code === Code.WRONG_CREDENTIALS || code === 4013 || code === 4014) return 'auth.error.wrongCredentials';
  if (code === Code.RATE_LIMITED) return 'auth.error.rateLimited';
  return 'auth.error.generic';
}

export class LoginError extends Error {
  constructor(
    public readonly key: string,
    public readonly serverMessage: string | null = null,
  ) {
    super(key);
  }
}

export interface RoleProfile {
  id?: number;
  first_name?: string;
  last_name?: string;
  name?: string;
  pharm_name?: string;
  email?: string;
  [key: string]: unknown;
}

/** How long sign-out waits for the server to end the session before signing out locally anyway. */
export const LOGOUT_WAIT_MS = 5000;

/** Profile fetched once per page load per role, dropped on logout. */
const profiles = new Map<Role, Promise<RoleProfile>>();

/**
 * A react-admin authProvider of one role over the shared HTTP client: sign-in stores the two tokens,
 * logout ends the session on the server (`POST /<role>/logout`, best effort: offline, the browser still signs out)
 * and clears that role's two tokens only, a session-ending answer logs out and goes to
 * `sessionEndPath(code)` (the sign-in unless the area says otherwise, e.g. 4031 home for a pharmacy).
 * With the HTTP client's session-end listener (useSessionEndRedirect), this is the one place a session ends.
 */
export function createAuthProvider(
  role: Role,
  client: HttpClient,
  loginPath = '/login',
  sessionEndPath: (code: number) => string = () => loginPath,
): AuthProvider {
  const infoPath = `/${role}/get_${role}_info`;

  const loadProfile = () => {
    if (!profiles.has(role)) {
      const p = client.call<RoleProfile[]>('GET', infoPath).then((payload) => payload[0] ?? {});
      p.catch(() => profiles.delete(role));
      profiles.set(role, p);
    }
    return profiles.get(role)!;
  };

  return {
    async login({ email, password }: { email: string; password: string }) {
      let result;
      try {
        result = await client.request<Record<string, unknown>[]>('POST', `/${role}/login`, {
          body: { email, password },
        });
      } catch (e) {
        if (e instanceof NetworkError) throw new LoginError(loginErrorKey(null));
        throw e;
      }
      if (result.code !== Code.OK) throw new LoginError(loginErrorKey(result.code), result.meta);
      const pair = result.payload?.[0];
      if (!pair) throw new LoginError('auth.error.failed');
      client.storeTokens(pair);
      profiles.delete(role);
    },
    async logout() {
      if (client.hasTokens()) {
        // the server revokes the session's tokens, so a copy of them (a shared computer, a stolen backup) opens nothing
        await client
          .request('POST', `/${role}/logout`, { signal: AbortSignal.timeout(LOGOUT_WAIT_MS) })
          .catch(() => undefined);
      }
      client.clearTokens();
      profiles.delete(role);
      return loginPath;
    },
    async checkAuth() {
      if (!client.hasTokens()) throw { redirectTo: loginPath, message: false };
    },
    async checkError(error: { status?: number; code?: number }) {
      if (error && isSessionEnd({ code: error.code ?? 0, status: error.status ?? 0 })) {
        profiles.delete(role);
        // the session-end listener of the area (useSessionEndRedirect) has already signed out, told the user and
        // chosen where to go: calls sent after it (answered 4031, no tokens) must not send them elsewhere
        if (!client.hasTokens()) throw { logoutUser: false, message: false };
        client.clearTokens();
        throw { redirectTo: sessionEndPath(error.code ?? 0), message: 'auth.sessionExpired' };
      }
    },
    async getIdentity(): Promise<UserIdentity> {
      const p = await loadProfile();
      const fullName =
        [p.first_name, p.last_name].filter(Boolean).join(' ') || String(p.pharm_name ?? p.name ?? p.email ?? '');
      return { id: p.id ?? 0, fullName, ...p };
    },
    async getPermissions() {
      return role;
    },
  };
}
