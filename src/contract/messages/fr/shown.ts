import { backOfficeShown } from './backOfficeShown';
import { shopShown } from './shopShown';

/** The French server texts the browser shows (../shown.ts), flat keys: the fr catalogues load these, not the other languages'. */
export const shown: Record<string, string> = { ...shopShown, ...backOfficeShown };
