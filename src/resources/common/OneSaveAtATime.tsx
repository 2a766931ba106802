import { type ReactNode, useCallback, useRef, useState } from 'react';
import { SaveContextProvider, type SaveContextValue, useSaveContext } from 'react-admin';

/**
 * One save at a time (issue 26 §7): a second submit while the first is still with the server (a double click, Enter
 * then a click) is dropped, and `saving` is set at once, so the form's Save button is disabled until the answer.
 * react-admin's own `saving` follows the mutation, a render late: two clicks in a row sent two creates.
 */
export function OneSaveAtATime({ children }: { children: ReactNode }) {
  const context = useSaveContext();
  const inFlight = useRef(false);
  const [saving, setSaving] = useState(false);
  const { save: saveOnce } = context;
  const save = useCallback<NonNullable<SaveContextValue['save']>>(
    async (...args) => {
      if (inFlight.current || !saveOnce) return;
      inFlight.current = true;
      setSaving(true);
      try {
        return await saveOnce(...args);
      } finally {
        inFlight.current = false;
        setSaving(false);
      }
    },
    [saveOnce],
  );
  return (
    <SaveContextProvider value={{ ...context, save, saving: saving || context.saving }}>{children}</SaveContextProvider>
  );
}
