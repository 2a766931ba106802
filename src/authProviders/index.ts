import { clients } from '../http/clients';
import { pharmacySessionEndPath } from '../storefront/auth/sessionEndPath';
import { createAuthProvider } from './createAuthProvider';

/**
 * The three authProviders, one per role. Login paths are absolute: react-admin navigates to a redirect
 * returned by logout/checkAuth as it is, without the <Admin basename>.
 */
export const adminAuthProvider = createAuthProvider('admin', clients.admin, '/admin/login');
export const franchiseAuthProvider = createAuthProvider('franchise', clients.franchise, '/franchise/login');
export const pharmacyAuthProvider = createAuthProvider(
  'pharmacy',
  clients.pharmacy,
  '/pharmacy/login',
  pharmacySessionEndPath,
);

/** Whether the role is signed in (both tokens kept): a page guard reads it synchronously, before any call. */
export { hasSession } from './session';
