import { useBasename } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { clients } from '../../http/clients';
import { FranchiseLoginPage } from './FranchiseLoginPage';

/** /franchise: the sign-in screen, or the dashboard when already signed in. */
export function FranchiseRoot() {
  const basename = useBasename();
  return clients.franchise.hasTokens() ? <Navigate to={`${basename}/dashboard`} replace /> : <FranchiseLoginPage />;
}
