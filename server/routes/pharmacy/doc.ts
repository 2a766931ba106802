import { routeDoc } from '../schemaParts.js';

/** OpenAPI tags, summary and token of a pharmacy storefront route. */
export const pharmacyDoc = routeDoc(['pharmacy'], 'pharmacy');
