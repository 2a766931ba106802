import { lazy, Suspense, useState } from 'react';
import { useNotificationContext } from 'react-admin';

const Notification = lazy(() => import('./RaNotification'));

/**
 * react-admin's `Notification` (Snackbar, Alert, transitions), loaded with the first notice: no page needs it to be
 * drawn (issue 11). Once loaded it stays mounted, so each notice keeps its transitions.
 */
export function LazyNotification() {
  const { notifications } = useNotificationContext();
  const [wanted, setWanted] = useState(false);
  if (notifications.length > 0 && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <Notification />
    </Suspense>
  ) : null;
}
