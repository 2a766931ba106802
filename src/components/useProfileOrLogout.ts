import { useEffect } from 'react';
import { useGetIdentity, useLogout } from 'react-admin';
import { NetworkError } from '../http/client';

/**
 * The signed-in user's profile (the role's info call). When the call fails with an answer, the user is
 * signed out and sent to `redirectTo` (spec 000 §4); a network failure keeps the session.
 */
export function useProfileOrLogout(redirectTo: string) {
  const { identity, error, isPending } = useGetIdentity();
  const logout = useLogout();
  useEffect(() => {
    if (error && !(error instanceof NetworkError)) {
      console.error('Profile could not be loaded', error);
      void logout({}, redirectTo, false);
    }
  }, [error, logout, redirectTo]);
  return { identity, isPending };
}
