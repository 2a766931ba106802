import { useCallback } from 'react';
import { type Identifier, useCreatePath, useResourceContext } from 'react-admin';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';

export type DialogMode = 'create' | 'edit' | 'show';

/**
 * Add, edit and details dialogs driven by the URL over a list (react-admin demo pattern): <list>/create,
 * <list>/:id and <list>/:id/show are deep links, closed with the browser's back button too.
 */
export function useRouteDialog() {
  const resource = useResourceContext()!;
  const createPath = useCreatePath();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const listPath = createPath({ resource, type: 'list' });
  const show = matchPath(`${listPath}/:id/show`, pathname);
  const edit = matchPath(`${listPath}/:id`, pathname);
  const creating = Boolean(matchPath(`${listPath}/create`, pathname));
  const editId = !creating && edit ? edit.params.id! : null;

  const close = useCallback(() => navigate({ pathname: listPath, search }), [navigate, listPath, search]);
  const open = useCallback(
    (type: DialogMode, id?: Identifier) => navigate({ pathname: createPath({ resource, type, id }), search }),
    [navigate, createPath, resource, search],
  );
  return {
    creating,
    editId: editId ? decodeURIComponent(editId) : null,
    showId: show ? decodeURIComponent(show.params.id!) : null,
    close,
    open,
  };
}
