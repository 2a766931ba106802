import { clients } from '../http/clients';
import { createPharmacyDataProvider } from './pharmacy';

/** The storefront's one dataProvider, over the pharmacy's HTTP client. */
export const pharmacyDataProvider = createPharmacyDataProvider(clients.pharmacy);
