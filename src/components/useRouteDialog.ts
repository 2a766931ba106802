import { useCallback, useLayoutEffect, useRef } from 'react';
import { type Identifier, useCreatePath, useResourceContext } from 'react-admin';
import { matchPath, useLocation, useNavigate, useNavigationType } from 'react-router-dom';

export type DialogMode = 'create' | 'edit' | 'show';

/**
 * Add, edit and details dialogs driven by the URL over a list (react-admin demo pattern): <list>/create,
 * <list>/:id and <list>/:id/show are deep links, closed with the browser's back button too.
 */
export function useRouteDialog() {
  const resource = useResourceContext()!;
  const createPath = useCreatePath();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const { pathname, search } = useLocation();
  const listPath = createPath({ resource, type: 'list' });
  const show = matchPath(`${listPath}/:id/show`, pathname);
  const edit = matchPath(`${listPath}/:id`, pathname);
  const creating = Boolean(matchPath(`${listPath}/create`, pathname));
  const editId = !creating && edit ? edit.params.id! : null;
  const dialogPath = creating || show || edit ? pathname : null;

  const openDialog = useRef<string | null>(null);
  const closing = useRef(false);
  useLayoutEffect(() => {
    const lost = openDialog.current;
    openDialog.current = dialogPath;
    if (dialogPath) closing.current = false;
    if (dialogPath || !lost) return;
    const asked = closing.current || navigationType === 'POP';
    closing.current = false;
    // react-admin applies a search or page change a tick late, resolved against the location it saw then: a
    // search typed just before a row was opened lands on the bare list and would shut the dialog just opened
    if (!asked && pathname === listPath) navigate({ pathname: lost, search }, { replace: true });
  }, [dialogPath, pathname, search, listPath, navigationType, navigate]);

  const close = useCallback(() => {
    closing.current = true;
    navigate({ pathname: listPath, search });
  }, [navigate, listPath, search]);
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
