import { Code } from '../../contract/codes';
import { leaveSessionNotice } from './sessionNotice';

export const PHARMACY_LOGIN_PATH = '/pharmacy/login';

/**
 * 4031 (no session) leads a pharmacy user back home; an invalid session to the sign-in (spec 000 §2, §4), with
 * "Session Expired, Please login again" left for that page, which loads without react-admin's notifications.
 */
export const pharmacySessionEndPath = (code: number) => {
  if (code === Code.NO_TOKENS) return '/';
  leaveSessionNotice('auth.sessionExpired');
  return PHARMACY_LOGIN_PATH;
};
