import { useSessionEndRedirect } from '../../components/useSessionEndRedirect';
import { pharmacySessionEndPath } from './sessionEndPath';

/**
 * An ended pharmacy session, met by any call: "Session Expired, Please login again" once, then the sign-in
 * (4031: home). Screens do not handle it themselves.
 */
export function SessionEndRedirect() {
  useSessionEndRedirect('pharmacy', pharmacySessionEndPath);
  return null;
}
