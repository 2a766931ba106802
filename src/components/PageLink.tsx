import type { ComponentProps, MouseEvent } from 'react';
import { navigate } from '../navigation';

/**
 * A link to another page of the app, for the landing page, which is drawn before React Router is loaded
 * (src/navigation.ts). Like the router's `Link`: a plain click stays in the app, a modified one is the browser's.
 */
export function PageLink({ to, onClick, ...props }: Omit<ComponentProps<'a'>, 'href'> & { to: string }) {
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey || props.target)
      return;
    e.preventDefault();
    if (to !== window.location.pathname) navigate(to);
  };
  return <a href={to} onClick={follow} {...props} />;
}
