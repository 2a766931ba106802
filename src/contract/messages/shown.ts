import type { Lang } from '../constants';
import { admin } from './admin';
import { auth } from './auth';
import { common } from './common';
import { franchise } from './franchise';
import { insight } from './insight';
import { orders } from './orders';
import { payment } from './payment';
import { pharmacy } from './pharmacy';

/**
 * The server texts the browser shows too (the messages in `meta`, the order states): the react-admin areas'
 * catalogues take these only, not the invoice PDF, mail and sandbox page texts, which stay on the server (issue 11).
 */
export const shownCatalogues = { common, auth, admin, franchise, pharmacy, payment, orders, insight };

/** One language's shown messages, flat keys. */
export const shownMessages = (lang: Lang): Record<string, string> =>
  Object.assign({}, ...Object.values(shownCatalogues).map((catalogue) => catalogue[lang])) as Record<string, string>;
