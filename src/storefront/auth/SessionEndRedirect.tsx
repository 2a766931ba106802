import { useSessionEndRedirect } from '../../components/useSessionEndRedirect';
import { pharmacySessionEndPath } from './sessionEndPath';
import { useSessionEndedElsewhere } from './useSessionEndedElsewhere';

/**
 * An ended pharmacy session, met by any call: "Session Expired, Please login again" once, then the sign-in
 * (4031: home). Screens do not handle it themselves. A sign-out in another tab takes the same path at once.
 */
export function SessionEndRedirect() {
  useSessionEndRedirect('pharmacy', pharmacySessionEndPath);
  useSessionEndedElsewhere();
  return null;
}
