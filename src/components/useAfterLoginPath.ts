import { useBasename, useLocation } from 'react-admin';

/** What react-admin's sign-out and the area's guard leave in the sign-in page's history state. */
interface ReturnState {
  nextPathname?: unknown;
  nextSearch?: unknown;
}

/**
 * Where signing in leads (issue 27 §17): back to the page of the area the session ended on, with its search and
 * filters, else the dashboard. Only a page of this area is followed (the state comes from history).
 */
export function useAfterLoginPath(): string {
  const basename = useBasename();
  const state = (useLocation().state ?? {}) as ReturnState;
  const path = typeof state.nextPathname === 'string' ? state.nextPathname : '';
  const search = typeof state.nextSearch === 'string' ? state.nextSearch : '';
  const inArea = path.startsWith(`${basename}/`) && !/^\/(login|reset_password)?\/?$/.test(path.slice(basename.length));
  return inArea ? `${path}${search}` : `${basename}/dashboard`;
}
