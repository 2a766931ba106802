import { useBasename } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { hasSession } from '../../authProviders/session';
import { FranchiseLoginPage } from './FranchiseLoginPage';

/** /franchise: the sign-in screen, or the dashboard when already signed in. */
export function FranchiseRoot() {
  const basename = useBasename();
  return hasSession('franchise') ? <Navigate to={`${basename}/dashboard`} replace /> : <FranchiseLoginPage />;
}
