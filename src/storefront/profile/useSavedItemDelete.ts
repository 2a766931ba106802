import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { Code } from '../../contract/codes';
import { clients } from '../../http/clients';
import { useSessionExpired } from './useSessionExpired';

/**
 * Deletes a saved address or card: DELETE `path` with `body`; the answer is the remaining list, put in the
 * `queryKey` cache. `deleted` or `failed` is notified (for `autoHideDuration` ms when given); an ended session
 * goes to the sign-in.
 */
export function useSavedItemDelete(
  queryKey: readonly string[],
  path: string,
  messages: { deleted: string; failed: string },
  autoHideDuration?: number,
) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const sessionExpired = useSessionExpired();
  const { deleted, failed } = messages;
  return useCallback(
    async (body: Record<string, unknown>) => {
      const options = autoHideDuration ? { autoHideDuration } : {};
      try {
        const r = await clients.pharmacy.request<unknown[]>('DELETE', path, { body });
        if (r.code === Code.OK) {
          queryClient.setQueryData(queryKey, r.payload);
          notify(deleted, { type: 'success', ...options });
        } else if (!sessionExpired(r.status)) notify(failed, { type: 'error', ...options });
      } catch {
        notify(failed, { type: 'error', ...options });
      }
    },
    [queryKey, path, deleted, failed, autoHideDuration, notify, queryClient, sessionExpired],
  );
}
