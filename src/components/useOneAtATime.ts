import { useCallback, useRef, useState } from 'react';

/**
 * One submission at a time (issue 26 §7): `start()` answers false while the previous one is still with the server,
 * so a double click sends one request; `busy` disables the button meanwhile. react-query's `isPending` comes a
 * render late, after a second click could already have gone out.
 */
export function useOneAtATime() {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const start = useCallback(() => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setBusy(true);
    return true;
  }, []);
  const done = useCallback(() => {
    inFlight.current = false;
    setBusy(false);
  }, []);
  return { busy, start, done };
}
