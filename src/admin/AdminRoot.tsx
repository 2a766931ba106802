import { useBasename } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { clients } from '../http/clients';
import { AdminLoginPage } from './AdminLoginPage';

/** /admin: the sign-in screen, or the dashboard when already signed in. */
export function AdminRoot() {
  const basename = useBasename();
  return clients.admin.hasTokens() ? <Navigate to={`${basename}/dashboard`} replace /> : <AdminLoginPage />;
}
