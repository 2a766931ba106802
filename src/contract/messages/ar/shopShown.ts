import { accounts } from './accounts';
import { auth } from './auth';
import { common } from './common';
import { disputes } from './disputes';
import { fulfilment } from './fulfilment';
import { lots } from './lots';
import { orders } from './orders';
import { payment } from './payment';
import { pharmacy } from './pharmacy';
import { recalls } from './recalls';
import { recallScreens } from './recallScreens';

/** The Arabic server texts the storefront shows (and the back offices too), flat keys (./shown.ts). */
export const shopShown: Record<string, string> = {
  ...common,
  ...auth,
  ...pharmacy,
  ...payment,
  ...orders,
  ...fulfilment,
  ...disputes,
  ...lots,
  ...accounts,
  ...recalls,
  ...recallScreens,
};
