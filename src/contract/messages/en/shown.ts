import { backOfficeShown } from './backOfficeShown';
import { shopShown } from './shopShown';

/** The English server texts the browser shows (../shown.ts), flat keys: the en catalogues load these, not the other languages'. */
export const shown: Record<string, string> = { ...shopShown, ...backOfficeShown };
