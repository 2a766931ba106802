import { Outlet } from 'react-router-dom';

/** Placeholder: the storefront's contexts and layout. */
export function Component() {
  return <Outlet />;
}
