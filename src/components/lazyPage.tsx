import { type ComponentType, lazy, Suspense } from 'react';
import { Loading } from 'react-admin';

/**
 * A back-office screen drawn outside the area layout (sign-in, password reset), its code loaded when it is first
 * shown, with react-admin's loading screen meanwhile: a signed-in page does not load it (issue 11).
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyPage(props: P) {
    return (
      <Suspense fallback={<Loading />}>
        <Page {...props} />
      </Suspense>
    );
  };
}
