import { useEffect } from 'react';
import { useLogout } from 'react-admin';
import { tokenKeys } from '../../contract/constants';
import { hasSession } from '../../authProviders/session';
import { leaveSessionNotice } from './sessionNotice';
import { PHARMACY_LOGIN_PATH } from './sessionEndPath';

/**
 * The pharmacy signed out (or its session was dropped) in another tab: this tab takes the same "session ended" path
 * at once (issue 27 §3), instead of failing its next basket change and waiting on a skeleton. The tabs share the
 * tokens in localStorage, whose changes reach the other tabs as `storage` events; a renewal in the other tab stores
 * new tokens and ends nothing.
 */
export function useSessionEndedElsewhere() {
  const logout = useLogout();
  useEffect(() => {
    const access = tokenKeys('pharmacy').access;
    const onStorage = (e: StorageEvent) => {
      // key null: the other tab cleared the whole storage
      if (e.key !== null && e.key !== access) return;
      if (hasSession('pharmacy')) return;
      leaveSessionNotice('auth.sessionExpired');
      void logout({}, PHARMACY_LOGIN_PATH, false);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [logout]);
}
