import { useEffect, useRef } from 'react';
import { useBasename, useLocation, useNotify } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { hasSession, onSessionEnd } from '../authProviders/session';
import { areaRoleOf } from './areaRole';
import { saveDraft, takeDraft } from './formDraft';

/**
 * Inside a back-office form (issue 27 §17): when the session ends while the form has edits, what was typed is kept
 * for this address; signing in again leads back here (useAfterLoginPath) and the fields are filled in again, over
 * the record as it is now, with a word to the user.
 */
export function FormDraftKeeper() {
  const basename = useBasename();
  const { pathname } = useLocation();
  const notify = useNotify();
  const { getValues, setValue, formState } = useFormContext();
  const dirtyFields = useRef(formState.dirtyFields);
  dirtyFields.current = formState.dirtyFields;
  const role = areaRoleOf(basename);

  useEffect(() => {
    if (!role) return;
    const stop = onSessionEnd((ended) => {
      if (ended !== role) return;
      const edited = Object.keys(dirtyFields.current).filter((name) => dirtyFields.current[name]);
      if (edited.length > 0) saveDraft(pathname, Object.fromEntries(edited.map((name) => [name, getValues(name)])));
    });
    return () => void stop();
  }, [role, pathname, getValues]);

  useEffect(() => {
    if (!role || !hasSession(role)) return;
    // after react-admin's form has reset itself to the record (its effect runs after its children's)
    const timer = setTimeout(() => {
      const draft = takeDraft(pathname);
      if (!draft) return;
      for (const [name, value] of Object.entries(draft)) setValue(name, value, { shouldDirty: true });
      notify('common.draftRestored', { type: 'info' });
    });
    return () => clearTimeout(timer);
  }, [role, pathname, setValue, notify]);

  return null;
}
