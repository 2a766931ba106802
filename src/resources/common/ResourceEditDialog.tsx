import { EditBase, type Identifier, useNotify, useTranslate } from 'react-admin';
import { SNACKBAR_MS } from '../../contract/constants';
import { shownInForm, useShowError } from './errorPopup';
import { WhenLoaded } from './Loading';
import type { SaveDialogProps } from './ResourceCreateDialog';
import { RouteDialog } from './RouteDialog';

/**
 * The edit dialog of a resource (001 §2), open while `id` is set: its content shows once the record is loaded
 * (a record that cannot be loaded says so and closes the dialog); saved only when the server agreed
 * (pessimistic), then the success snackbar and the dialog closes; a refusal shows the server's message, else
 * `resources.<resource>.errors.update`.
 */
export function ResourceEditDialog({
  resource,
  testId,
  id,
  onClose,
  successMessage,
  loadErrorKey = `resources.${resource}.errors.details`,
  hidden,
  children,
}: SaveDialogProps & { id: Identifier | null; loadErrorKey?: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useShowError();
  return (
    <RouteDialog open={id !== null} hidden={hidden} onClose={onClose} title={translate(`resources.${resource}.dialogs.edit`)} testId={testId} disableBackdropClose>
      {id !== null && (
        <EditBase
          resource={resource}
          id={id}
          redirect={false}
          mutationMode="pessimistic"
          queryOptions={{ onError: (e) => (showError(e, loadErrorKey), onClose()) }}
          mutationOptions={{
            onSuccess: () => {
              notify(successMessage, { type: 'success', autoHideDuration: SNACKBAR_MS });
              onClose();
            },
            onError: (e, variables) => shownInForm(e, variables?.data) || showError(e, `resources.${resource}.errors.update`),
          }}
        >
          <WhenLoaded>{children}</WhenLoaded>
        </EditBase>
      )}
    </RouteDialog>
  );
}
