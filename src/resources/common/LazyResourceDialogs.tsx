import { type ComponentType, lazy, Suspense, useState } from 'react';
import type { Identifier } from 'react-admin';
import type { useRouteDialog } from '../../components/useRouteDialog';

/** What a resource's dialogs module gives: its create, edit and show dialogs. */
export interface ResourceDialogs {
  Create: ComponentType<{ open: boolean; onClose: () => void }>;
  Edit: ComponentType<{ id: Identifier | null; onClose: () => void }>;
  Show: ComponentType<{ id: Identifier | null; onClose: () => void; onEdit: (id: Identifier) => void }>;
}

type RouteDialog = ReturnType<typeof useRouteDialog>;

/**
 * A list's create, edit and show dialogs (driven by the URL, useRouteDialog) whose code, forms included, is loaded
 * at the first opening: the admin's start and its other pages skip it (issue 11 budgets). Once loaded they stay
 * mounted, so closing keeps its transition.
 */
export function lazyResourceDialogs(load: () => Promise<ResourceDialogs>) {
  const Dialogs = lazy(async () => {
    const { Create, Edit, Show } = await load();
    return {
      default: ({ creating, editId, showId, close, open }: RouteDialog) => (
        <>
          <Create open={creating} onClose={close} />
          <Edit id={editId} onClose={close} />
          <Show id={showId} onClose={close} onEdit={(id) => open('edit', id)} />
        </>
      ),
    };
  });
  return function LazyResourceDialogs(dialog: RouteDialog) {
    const anyOpen = dialog.creating || dialog.editId != null || dialog.showId != null;
    const [wanted, setWanted] = useState(anyOpen);
    if (anyOpen && !wanted) setWanted(true);
    return wanted ? (
      <Suspense fallback={null}>
        <Dialogs {...dialog} />
      </Suspense>
    ) : null;
  };
}
