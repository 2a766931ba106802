export { admin } from './admin';
export { auth } from './auth';
export { common } from './common';
export { franchise } from './franchise';
export { landing } from './landing';
export { payment } from './payment';
export { pharmacy } from './pharmacy';
export { insight } from './insight';
