import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { hasSession } from '../../authProviders';

/**
 * react-admin's notify, silent once the pharmacy session has ended: the session end has been told once
 * ("Session Expired, Please login again", by the authProvider and useSessionEndRedirect), and react-admin
 * resolves the call that met it with an empty result, which must not read as a success.
 */
export function useSignedInNotify(): ReturnType<typeof useNotify> {
  const notify = useNotify();
  return useCallback<ReturnType<typeof useNotify>>(
    (...args) => (hasSession('pharmacy') ? notify(...args) : undefined),
    [notify],
  );
}
