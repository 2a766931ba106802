import { useCallback } from 'react';
import { type Identifier, useCreatePath, useResourceContext } from 'react-admin';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';

/**
 * Dialogs driven by the URL inside a list (react-admin demo pattern): `<list>/create` and `<list>/:id/show`
 * open over the list, so they can be linked to and closed with the browser's back button.
 */
export function useRouteDialog() {
  const resource = useResourceContext()!;
  const createPath = useCreatePath();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const listPath = createPath({ resource, type: 'list' });
  const show = matchPath(`${listPath}/:id/show`, pathname);
  const creating = Boolean(matchPath(`${listPath}/create`, pathname));
  const close = useCallback(() => navigate({ pathname: listPath, search }), [navigate, listPath, search]);
  const openShow = useCallback(
    (id: Identifier) => navigate({ pathname: createPath({ resource, type: 'show', id }), search }),
    [navigate, createPath, resource, search],
  );
  const openCreate = useCallback(() => navigate({ pathname: createPath({ resource, type: 'create' }), search }), [navigate, createPath, resource, search]);
  return { showId: show?.params.id ?? null, creating, close, openShow, openCreate };
}
