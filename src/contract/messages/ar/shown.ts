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
import { receivables } from './receivables';
import { recalls } from './recalls';
import { recallScreens } from './recallScreens';

/** The Arabic server texts the browser shows (../shown.ts), flat keys: the ar catalogue loads these, not the other languages'. */
export const shown: Record<string, string> = { ...common, ...auth, ...admin, ...franchise, ...pharmacy, ...payment, ...orders, ...insight, ...fulfilment, ...disputes, ...lots, ...accounts, ...recalls, ...recallScreens, ...receivables };
