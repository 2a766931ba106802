import { admin } from './admin';
import { franchise } from './franchise';
import { insight } from './insight';
import { receivables } from './receivables';

/** The Arabic server texts only the back offices show: a module of its own, so the storefront's pages go without them. */
export const backOfficeShown: Record<string, string> = { ...admin, ...franchise, ...insight, ...receivables };
