import { backOfficeShown } from './backOfficeShown';
import { shopShown } from './shopShown';

/** The Arabic server texts the browser shows (../shown.ts), flat keys: the ar catalogues load these, not the other languages'. */
export const shown: Record<string, string> = { ...shopShown, ...backOfficeShown };
