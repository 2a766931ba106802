import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EditBase, type Identifier, type RaRecord, useNotify, useTranslate } from 'react-admin';
import { closeAfterSave } from '../../components/UnsavedChangesGuard';
import { SNACKBAR_MS } from '../../contract/constants';
import { staleRecordOf } from '../../dataProvider/staleEdit';
import { shownInForm, useShowError } from './errorPopup';
import { WhenLoaded } from './Loading';
import type { SaveDialogProps } from './ResourceCreateDialog';
import { RouteDialog } from './RouteDialog';
import { type StaleEdit, StaleEditNotice } from './StaleEditNotice';

/**
 * The edit dialog of a resource (001 §2), open while `id` is set: its content shows once the record is loaded
 * (a record that cannot be loaded says so and closes the dialog); saved only when the server agreed
 * (pessimistic), then the success snackbar and the dialog closes; a refusal shows the server's message, else
 * `resources.<resource>.errors.update`. A save refused because someone changed the record meanwhile (D23) keeps
 * the dialog open with the admin's entries, says what changed and reloads the record, so that the untouched fields
 * show the current values and the next save goes over the current version.
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
  const queryClient = useQueryClient();
  const [stale, setStale] = useState<StaleEdit | null>(null);
  const close = () => {
    setStale(null);
    onClose();
  };
  const refusedAsStale = (error: unknown, before: RaRecord | undefined) => {
    const now = staleRecordOf(error);
    if (!now) return false;
    setStale({ message: (error as Error).message, before: before ?? now, now });
    void queryClient.invalidateQueries({ queryKey: [resource, 'getOne'] });
    return true;
  };
  return (
    <RouteDialog
      open={id !== null}
      hidden={hidden}
      onClose={close}
      title={translate(`resources.${resource}.dialogs.edit`)}
      testId={testId}
      disableBackdropClose
    >
      {id !== null && (
        <EditBase
          resource={resource}
          id={id}
          redirect={false}
          mutationMode="pessimistic"
          queryOptions={{ onError: (e) => (showError(e, loadErrorKey), close()) }}
          mutationOptions={{
            onSuccess: () => {
              notify(successMessage, { type: 'success', autoHideDuration: SNACKBAR_MS });
              closeAfterSave(close);
            },
            onError: (e, variables) =>
              refusedAsStale(e, variables?.previousData as RaRecord | undefined) ||
              shownInForm(e, variables?.data) ||
              showError(e, `resources.${resource}.errors.update`),
          }}
        >
          {stale && <StaleEditNotice stale={stale} />}
          <WhenLoaded>{children}</WhenLoaded>
        </EditBase>
      )}
    </RouteDialog>
  );
}
