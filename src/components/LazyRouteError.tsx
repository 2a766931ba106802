import { lazy, Suspense } from 'react';

const load = () => import('./RouteError').then((m) => ({ default: m.RouteError }));
const RouteError = lazy(load);

/**
 * The router's error page, out of the entry pages' first load (issue 27: the pharmacy sign-in and the catalogue
 * were over their weight goals). It is fetched as soon as the page is idle, so it is there before a page's code can
 * fail to load, offline included.
 */
export function LazyRouteError() {
  return (
    <Suspense fallback={null}>
      <RouteError />
    </Suspense>
  );
}

/** Fetches the error page once the first page is drawn. */
export function prefetchRouteError() {
  const run = () => void load().catch(() => {});
  // a busy page may stay without idle time for long: the connection can drop before, so not later than a second
  if (window.requestIdleCallback) window.requestIdleCallback(run, { timeout: 1000 });
  else window.setTimeout(run, 1);
}
