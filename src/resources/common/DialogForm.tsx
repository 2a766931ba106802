import type { ReactNode } from 'react';
import { SimpleForm } from 'react-admin';
import { FormDraftKeeper } from '../../components/FormDraftKeeper';
import { InvalidSubmitNotice } from '../../components/InvalidSubmitNotice';
import { UnsavedChangesGuard } from '../../components/UnsavedChangesGuard';
import { FormToolbar } from './FormToolbar';

/** A record read again (after a stale save, D23) updates the fields the user left alone and keeps what they typed. */
const KEEP_TYPED = { keepDirtyValues: true } as const;

/**
 * The form of an add or edit dialog: the inputs, then Cancel and Save kept in view at the bottom. Closing it with
 * unsaved edits asks first; a session ending mid-edit keeps what was typed for after the next sign-in.
 */
export function DialogForm({ onCancel, children }: { onCancel: () => void; children: ReactNode }) {
  return (
    <SimpleForm
      toolbar={<FormToolbar onCancel={onCancel} />}
      sx={{ px: { xs: 2, sm: 3 }, pt: 2 }}
      disableInvalidFormNotification
      // our checks speak the user's language; the browser's (min, max, step) would stop the save in its own
      noValidate
      resetOptions={KEEP_TYPED}
    >
      <InvalidSubmitNotice />
      <UnsavedChangesGuard />
      {children}
      {/* after the inputs: they are registered when it fills them in again */}
      <FormDraftKeeper />
    </SimpleForm>
  );
}
