import { useEffect, useState } from 'react';
import { Confirm, useBasename, useBlocker, useCanBlock, useLocation } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { hasSession } from '../authProviders/session';
import { areaRoleOf } from './areaRole';

/**
 * Inside a dialog's form (issue 27 §17): leaving its address with unsaved edits — the close button, Cancel, Escape,
 * the browser's Back, a menu link — asks first, in the app's own confirmation.
 * The dialogs are route dialogs, so one navigation guard covers every way out. react-admin's
 * `warnWhenUnsavedChanges` holds the same navigations but asks with the browser's native `confirm`, outside the
 * app's look and reading direction. A saved form leaves at once, and so does one whose session ended (the sign-in
 * page is next; FormDraftKeeper kept the typing).
 */
/** Set while a dialog closes because its form was saved: that navigation is not held. */
let savedAndLeaving = false;

/** Closes a dialog whose form the server has just saved (its onSuccess): nothing unsaved is left to ask about. */
export function closeAfterSave(close: () => void) {
  savedAndLeaving = true;
  try {
    close();
  } finally {
    // the navigation is held (or not) at once; nothing later may slip through
    setTimeout(() => (savedAndLeaving = false));
  }
}

export function UnsavedChangesGuard() {
  // a navigation can be held only under a data router (the app's; not a test's plain MemoryRouter)
  return useCanBlock() ? <Guard /> : null;
}

function Guard() {
  const { dirtyFields, isSubmitSuccessful } = useFormState();
  const basename = useBasename();
  const [formPath] = useState(useLocation().pathname);
  const unsaved = Object.keys(dirtyFields).length > 0 && !isSubmitSuccessful;
  const role = areaRoleOf(basename);
  const signedIn = () => !role || hasSession(role);
  const blocker = useBlocker(
    ({ nextLocation }) => unsaved && !savedAndLeaving && signedIn() && !nextLocation.pathname.startsWith(formPath),
  );
  const blocked = blocker.state === 'blocked';

  useEffect(() => {
    // a save that succeeds closes the dialog in the same tick as it resets the form
    if (blocked && !unsaved) blocker.proceed?.();
  }, [blocked, unsaved, blocker]);

  return (
    <Confirm
      isOpen={blocked && unsaved}
      title="common.unsaved.title"
      content="ra.message.unsaved_changes"
      confirm="common.unsaved.discard"
      cancel="common.unsaved.keep"
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
      data-testid="unsaved-changes"
    />
  );
}
