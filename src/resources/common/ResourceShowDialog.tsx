import type { ReactNode } from 'react';
import { type Identifier, ShowBase, useTranslate } from 'react-admin';
import { useShowError } from './errorPopup';
import { WhenLoaded } from './Loading';
import { RouteDialog } from './RouteDialog';

/**
 * The details dialog of a resource (001 §2), open while `id` is set: its content shows once the record is
 * loaded; a record that cannot be loaded says so and closes the dialog.
 */
export function ResourceShowDialog({
  resource,
  testId,
  id,
  onClose,
  loadErrorKey = `resources.${resource}.errors.details`,
  maxWidth,
  children,
}: {
  resource: string;
  testId: string;
  id: Identifier | null;
  onClose: () => void;
  loadErrorKey?: string;
  maxWidth?: 'sm' | 'md';
  children: ReactNode;
}) {
  const translate = useTranslate();
  const showError = useShowError();
  return (
    <RouteDialog
      open={id !== null}
      onClose={onClose}
      title={translate(`resources.${resource}.dialogs.show`)}
      testId={testId}
      maxWidth={maxWidth}
    >
      {id !== null && (
        <ShowBase
          resource={resource}
          id={id}
          queryOptions={{ onError: (e) => (showError(e, loadErrorKey), onClose()) }}
        >
          <WhenLoaded>{children}</WhenLoaded>
        </ShowBase>
      )}
    </RouteDialog>
  );
}
