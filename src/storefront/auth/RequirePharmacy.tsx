import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { clients } from '../../http/clients';

export const PHARMACY_LOGIN_PATH = '/pharmacy/login';

/** Pharmacy pages without tokens go to /pharmacy/login (spec 000 §2 redirect rules). */
export function RequirePharmacy({ children }: { children: ReactNode }) {
  if (!clients.pharmacy.hasTokens()) return <Navigate to={PHARMACY_LOGIN_PATH} replace />;
  return <>{children}</>;
}
