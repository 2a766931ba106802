import { useEffect } from 'react';
import { useLogout, useNotify } from 'react-admin';
import type { Role } from '../contract/constants';
import { endSession, hasSession, onSessionEnd } from '../authProviders/session';

/**
 * When the server says this role's session is over (4031, 4041 with HTTP 401) on any call, the role's
 * tokens are dropped at once, "Session Expired, Please login again" is shown and the user goes to
 * `redirectTo`, which may depend on the code (spec 000 §2, §4, §6). Only the first of several failing calls acts.
 * `returnAfterLogin`: the sign-in page is told where the user was, and signing in again leads back there (the back
 * offices, issue 27 §17).
 */
export function useSessionEndRedirect(
  role: Role,
  redirectTo: string | ((code: number) => string),
  returnAfterLogin = false,
) {
  const logout = useLogout();
  const notify = useNotify();
  useEffect(() => {
    const stop = onSessionEnd((ended, code) => {
      if (ended !== role || !hasSession(role)) return;
      endSession(role);
      notify('auth.sessionExpired', { type: 'warning' });
      void logout({}, typeof redirectTo === 'function' ? redirectTo(code) : redirectTo, returnAfterLogin);
    });
    return () => void stop();
  }, [role, redirectTo, returnAfterLogin, logout, notify]);
}
