import { useBasename } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { lazyPage } from '../components/lazyPage';
import { hasSession } from '../authProviders/session';

/** The sign-in screen, loaded when shown. */
export const AdminLogin = lazyPage(() => import('./AdminLoginPage').then((m) => m.AdminLoginPage));

/** /admin: the sign-in screen, or the dashboard when already signed in. */
export function AdminRoot() {
  const basename = useBasename();
  return hasSession('admin') ? <Navigate to={`${basename}/dashboard`} replace /> : <AdminLogin />;
}
