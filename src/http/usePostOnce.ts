import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Code } from '../contract/codes';
import { type ApiResult, type HttpClient, newIdempotencyKey } from './client';

/**
 * A form's one POST that must happen once (a payment recorded, a collection, a reversal): one Idempotency-Key per
 * opening of the form, so a double click or a repeat after a lost answer is answered by the first call. While it
 * runs `busy`; the server's refusal (its message, in the user's language) or a network failure lands in `error`.
 * `onDone` gets the answer of a success.
 */
export function usePostOnce<P>(client: HttpClient, path: string, onDone: (result: ApiResult<P>) => void) {
  const translate = useTranslate();
  const [key] = useState(newIdempotencyKey);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const post = async (body: Record<string, unknown>) => {
    setBusy(true);
    setError(null);
    try {
      const res = await client.request<P>('POST', path, { body, headers: { 'Idempotency-Key': key } });
      if (res.code === Code.OK) onDone(res);
      else setError(res.meta ?? translate('ra.notification.http_error'));
    } catch {
      setError(translate('ra.notification.http_error'));
    } finally {
      setBusy(false);
    }
  };
  return { post, busy, error, setError };
}
