import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { hasSession } from '../../authProviders';
import { PHARMACY_LOGIN_PATH } from './sessionEndPath';

export { PHARMACY_LOGIN_PATH };

/** Pharmacy pages without a session go to /pharmacy/login (spec 000 §2 redirect rules). */
export function RequirePharmacy({ children }: { children: ReactNode }) {
  if (!hasSession('pharmacy')) return <Navigate to={PHARMACY_LOGIN_PATH} replace />;
  return <>{children}</>;
}
