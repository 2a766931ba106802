import type { ReactNode } from 'react';
import { CreateBase, useNotify, useTranslate } from 'react-admin';
import { closeAfterSave } from '../../components/UnsavedChangesGuard';
import { SNACKBAR_MS } from '../../contract/constants';
import { shownInForm, useShowError } from './errorPopup';
import { OneSaveAtATime } from './OneSaveAtATime';
import { RouteDialog } from './RouteDialog';

/** What the add and edit dialogs of a resource are given. */
export interface SaveDialogProps {
  resource: string;
  testId: string;
  onClose: () => void;
  /** the snackbar's message key */
  successMessage: string;
  /** out of sight but kept while a sub-dialog is in front */
  hidden?: boolean;
  children: ReactNode;
}

/**
 * The add dialog of a resource (001 §2): titled `resources.<resource>.dialogs.create`; once the server agreed,
 * the success snackbar and the dialog closes; a refusal shows the server's message, else
 * `resources.<resource>.errors.add`. One create at a time: Save is disabled while it is with the server.
 */
export function ResourceCreateDialog({
  resource,
  testId,
  open,
  onClose,
  successMessage,
  hidden,
  children,
}: SaveDialogProps & { open: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useShowError();
  return (
    <RouteDialog
      open={open}
      hidden={hidden}
      onClose={onClose}
      title={translate(`resources.${resource}.dialogs.create`)}
      testId={testId}
      disableBackdropClose
    >
      <CreateBase
        resource={resource}
        redirect={false}
        mutationOptions={{
          onSuccess: () => {
            notify(successMessage, { type: 'success', autoHideDuration: SNACKBAR_MS });
            closeAfterSave(onClose);
          },
          onError: (e, variables) =>
            shownInForm(e, variables?.data) || showError(e, `resources.${resource}.errors.add`),
        }}
      >
        <OneSaveAtATime>{children}</OneSaveAtATime>
      </CreateBase>
    </RouteDialog>
  );
}
