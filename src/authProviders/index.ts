import { clients } from '../http/clients';
import { createAuthProvider } from './createAuthProvider';

/** The three authProviders, one per role. Paths are relative to each area's basename. */
export const adminAuthProvider = createAuthProvider('admin', clients.admin, '/login');
export const franchiseAuthProvider = createAuthProvider('franchise', clients.franchise, '/login');
export const pharmacyAuthProvider = createAuthProvider('pharmacy', clients.pharmacy, '/pharmacy/login');
