import type { Role } from '../../src/contract/constants.js';

/** The demo accounts of D4; every one has the same password. */
export const DEMO_ACCOUNTS = {
  password: 'Demo@2026',
  list: [
    { role: 'admin', email: 'admin@demo.dz' },
    { role: 'franchise', email: 'franchise@demo.dz' },
    { role: 'franchise', email: 'franchise.oran@demo.dz' },
    { role: 'pharmacy', email: 'pharmacy@demo.dz' },
    { role: 'pharmacy', email: 'pharmacy.oran@demo.dz' },
  ] satisfies { role: Role; email: string }[],
};
