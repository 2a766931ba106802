import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { type DataProvider, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useShowError } from '../resources/common/errorPopup';
import { ApiError, newIdempotencyKey } from '../http/client';

/** What an action's dataProvider method gets besides its arguments. */
export interface ActionMeta {
  /**
   * The `Idempotency-Key` of this user action: the same on a retry of the same action (same arguments, after a lost
   * answer), a new one for a new action. The methods whose call takes a key send it.
   */
  idempotencyKey?: string;
}

/** The answer of an action's dataProvider method: the server's payload and its message (`meta`), if any. */
export interface ActionResult<P = unknown> {
  data: P;
  message: string | null;
}

type Notice = string | { message: string; type: 'success' | 'warning' | 'info' };

export interface ActionOptions<R> {
  /**
   * The success notification: a key shown when the server sends no message (the server's message comes first), or a
   * function of the answer saying exactly what to show (a text or key, and its type); false or absent: none.
   */
  success?: string | false | ((result: R) => Notice | false);
  /** The key of what a failure says when the server does not say it (and of a call without answer). */
  failure: string;
  /**
   * Where a failure is told: a snackbar (`notify`, the default), the screen itself (`inline`: it shows `error`), or
   * the admin error popup (`popup`, 001 §8).
   */
  errorTo?: 'notify' | 'inline' | 'popup';
  /** Refresh react-admin's queries after a success (default), never (false), or after a refusal too ('always'). */
  refresh?: boolean | 'always';
  /** The snackbars' duration. */
  autoHideDuration?: number;
  onSuccess?: (result: R) => void;
  /** After a success or a failure (a confirmation closes). */
  onSettled?: () => void;
}

/** Equal for the same arguments: a file by its name, size and date. */
function fingerprint(args: unknown): string {
  const plain = (v: unknown): unknown => {
    if (typeof File !== 'undefined' && v instanceof File) return ['file', v.name, v.size, v.lastModified];
    if (typeof FormData !== 'undefined' && v instanceof FormData)
      return [...v.entries()].map(([k, x]) => [k, plain(x)]);
    if (Array.isArray(v)) return v.map(plain);
    if (v && typeof v === 'object')
      return Object.fromEntries(Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, plain(x)]));
    return v;
  };
  try {
    return JSON.stringify(plain(args)) ?? 'undefined';
  } catch {
    return newIdempotencyKey();
  }
}

/** A refusal the server decided (4xx): trying again is a new action. Without an answer or on a 5xx, it may not be. */
const refused = (e: unknown) => e instanceof ApiError && e.status >= 400 && e.status < 500;

/**
 * THE hook of a user action in the back offices and the storefront: a custom dataProvider method (react-admin's way,
 * `dataProvider.refundOrder(...)`) run through react-query's useMutation, with
 * - `busy` while it runs;
 * - one Idempotency-Key per user action: kept while the same action (same arguments) is tried again after a lost
 *   answer or a server failure, so the server does it once; a new one after a success, a refusal or other arguments;
 * - a failure told in the user's language: the server's message, else the `failure` key (snackbar, inline or popup);
 * - the success notification (the server's message, else `success`) and react-admin's refresh.
 * `run` answers the method's answer, or undefined after a failure (already told).
 */
export function useAction<DP extends DataProvider, A, R>(
  call: (dataProvider: DP, args: A, meta: ActionMeta) => Promise<R>,
  options: ActionOptions<R>,
) {
  const dataProvider = useDataProvider<DP>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const showError = useShowError();
  const [error, setError] = useState<string | null>(null);
  const current = useRef<{ key: string; args: string } | null>(null);
  const mutation = useMutation({
    mutationFn: ({ args, key }: { args: A; key: string }) => call(dataProvider, args, { idempotencyKey: key }),
  });
  const { errorTo = 'notify', autoHideDuration } = options;

  const keyFor = (args: A) => {
    const print = fingerprint(args);
    if (current.current?.args !== print) current.current = { key: newIdempotencyKey(), args: print };
    return current.current.key;
  };

  const run = async (args: A): Promise<R | undefined> => {
    setError(null);
    const key = keyFor(args);
    try {
      const result = await mutation.mutateAsync({ args, key });
      if (current.current?.key === key) current.current = null;
      const { success } = options;
      const notice =
        typeof success === 'function'
          ? success(result)
          : success
            ? ((result as Partial<ActionResult>)?.message ?? success)
            : false;
      if (typeof notice === 'string') notify(notice, { type: 'success', autoHideDuration });
      else if (notice) notify(notice.message, { type: notice.type, autoHideDuration });
      if (options.refresh !== false) refresh();
      options.onSuccess?.(result);
      return result;
    } catch (e) {
      if (refused(e) && current.current?.key === key) current.current = null;
      if (errorTo === 'popup') showError(e, options.failure);
      else {
        const message = e instanceof ApiError && e.result.meta ? e.result.meta : translate(options.failure);
        if (errorTo === 'inline') setError(message);
        else notify(message, { type: 'error', autoHideDuration });
      }
      if (options.refresh === 'always' && e instanceof ApiError) refresh();
      return undefined;
    } finally {
      options.onSettled?.();
    }
  };

  /** A new action (the form opened again): the next run gets a new key; the error is cleared. */
  const reset = () => {
    current.current = null;
    setError(null);
  };

  return { run, busy: mutation.isPending, error, setError, reset };
}
