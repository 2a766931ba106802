/** The areas' texts only the admin and franchise areas show (./backOffice.ts); the storefront's are in ./index.ts. */
export { admin } from './admin';
export { franchise } from './franchise';
export { insight } from './insight';
export { lotsBackOffice } from './lotsBackOffice';
export { pricingAdmin } from './pricingAdmin';
