import type { ComponentType } from 'react';
import type { Identifier } from 'react-admin';
import { DialogForm } from './DialogForm';
import { ResourceCreateDialog } from './ResourceCreateDialog';
import { ResourceEditDialog } from './ResourceEditDialog';

/**
 * The add and edit dialogs of a resource whose two forms hold the same inputs: `<testId>-create` and
 * `<testId>-edit`, saying `resources.<resource>.added` or `.updated` once saved.
 */
export function formDialogs(resource: string, testId: string, Fields: ComponentType) {
  function CreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
    return (
      <ResourceCreateDialog
        resource={resource}
        testId={`${testId}-create`}
        open={open}
        onClose={onClose}
        successMessage={`resources.${resource}.added`}
      >
        <DialogForm onCancel={onClose}>
          <Fields />
        </DialogForm>
      </ResourceCreateDialog>
    );
  }
  function EditDialog({ id, onClose }: { id: Identifier | null; onClose: () => void }) {
    return (
      <ResourceEditDialog
        resource={resource}
        testId={`${testId}-edit`}
        id={id}
        onClose={onClose}
        successMessage={`resources.${resource}.updated`}
      >
        <DialogForm onCancel={onClose}>
          <Fields />
        </DialogForm>
      </ResourceEditDialog>
    );
  }
  return { CreateDialog, EditDialog };
}
