import { accounts } from './accounts';
import { admin } from './admin';
import { auth } from './auth';
import { common } from './common';
import { disputes } from './disputes';
import { franchise } from './franchise';
import { fulfilment } from './fulfilment';
import { insight } from './insight';
import { lots } from './lots';
import { orders } from './orders';
import { payment } from './payment';
import { pharmacy } from './pharmacy';
import { recalls } from './recalls';
import { recallScreens } from './recallScreens';
import { receivables } from './receivables';

/**
 * The server texts the browser shows too (the messages in `meta`, the order states): the react-admin areas'
 * catalogues take these only, not the invoice PDF, mail and sandbox page texts, which stay on the server (issue 11).
 * Each language's are also merged on their own (`<lang>/shown.ts`), so a catalogue loads one language's texts.
 */
export const shownCatalogues = {
  common,
  auth,
  admin,
  franchise,
  pharmacy,
  payment,
  orders,
  insight,
  fulfilment,
  disputes,
  lots,
  accounts,
  recalls,
  recallScreens,
  receivables,
};
