/** The areas' texts the storefront shows too; the back offices' own are in ./backOffice.ts. */
export { auth } from './auth';
export { common } from './common';
export { landing } from './landing';
export { payment } from './payment';
export { pharmacy } from './pharmacy';
export { shipping } from './shipping';
export { disputes } from './disputes';
export { lots } from './lots';
export { accounts } from './accounts';
export { pricing } from './pricing';
