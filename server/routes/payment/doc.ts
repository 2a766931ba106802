import { routeDoc } from '../schemaParts.js';

/** OpenAPI tags, summary and token of a pharmacy's payment route. */
export const paymentDoc = routeDoc(['payment'], 'pharmacy');
